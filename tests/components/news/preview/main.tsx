/**
 * Manual preview of the News Feed page (not a test; `npx vite --config tests/components/news/preview/vite.config.mjs`):
 * ?role=23 staff (the declared list), ?role=22 member, ?role=21 applicant; made-up items over a fake fetch.
 */
import { createRoot } from 'react-dom/client';
import { AdminContext, Notification, memoryStore, type AuthProvider } from 'react-admin';
import { Box } from '@mui/material';
import { audienceLabel, audiencesSeenBy, type NewsAudience, type NewsItem } from '../../../../src/domain/newsRules.mjs';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import { http } from '../../../../src/providers/http';
import { resources } from '../../../../resources';
import { NewsFeedPage } from '../../../../src/features/news/NewsFeedPage';

const role = Number(new URLSearchParams(location.search).get('role') ?? 23);
const AUDIENCES: NewsAudience[] = ['all', 'members', 'applicants', 'all'];
/** 17 items, newest first, every audience; one long text to show "Read more" on a dashboard. */
const rows: NewsItem[] = Array.from({ length: 17 }, (_, i) => {
  const audience = AUDIENCES[i % AUDIENCES.length];
  return {
    newsId: 17 - i,
    title: i === 0 ? 'Office closed on Il Full Moon Poya Day' : `Institute notice number ${17 - i} for ${audienceLabel(audience)}`,
    body: i === 2 ? 'A long notice. '.repeat(40) : 'The office will be closed on the Poya day. Online services stay available.\nMails are answered the next day.',
    audience,
    audienceName: audienceLabel(audience),
    publishedAt: new Date(Date.UTC(2026, 10, 20 - i * 20, 4, 30)).toISOString(),
    createdBy: 'staff01@example.org',
  };
});

window.fetch = async (input) => {
  const url = new URL(String(input), location.href);
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('perPage') ?? 10);
  const seen = url.pathname.endsWith('dashboard/news-feed') ? rows.filter((row) => audiencesSeenBy(role).includes(row.audience)) : rows;
  const body = { data: seen.slice((page - 1) * perPage, page * perPage), total: seen.length };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 7, fullName: 'Preview' }),
  getPermissions: async () => role,
};

createRoot(document.getElementById('root')!).render(
  <AdminContext dataProvider={createDataProvider(resources, http)} authProvider={auth} i18nProvider={i18nProvider} store={memoryStore()}>
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <NewsFeedPage />
    </Box>
    <Notification />
  </AdminContext>,
);
