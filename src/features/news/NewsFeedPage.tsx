/**
 * News Feed (/member/news-feed). Staff holding the screen (the administrator, or a staff role whose
 * menus tick it) get the declared list (resources/news/newsFeed: search, audience filter, "Post news", delete).
 * Members hold the menu too, but only to read: they, and applicants, get their own feed as cards, newest first,
 * paged (GET dashboard/news-feed). The server refuses members' and applicants' writes whatever this page shows.
 */
import { Box } from '@mui/material';
import { usePermissions } from 'react-admin';
import { ResourceListScreen } from '../../framework';
import { LoadingBar } from '../../framework/screens/LoadingBar';
import { PageHeading } from '../../framework/screens/PageHeading';
import { newsFeed } from '../../../resources/news/newsFeed';
import { ROLE } from '../../domain/roles';
import { msg } from '../../i18n/keys';
import { text } from '../../i18n/text';
import { FEED_PER_PAGE, NewsList } from './NewsList';

/** Members and applicants read; everyone else who reaches the page is staff (the route's menu says so). */
export const readsOnly = (roleId: unknown): boolean => Number(roleId) === ROLE.MEMBER || Number(roleId) === ROLE.APPLICANT;

// a readable line length on a wide screen; the whole width on a phone
const ReaderFeed = () => (
  <Box sx={{ maxWidth: 880 }}>
    <PageHeading title={msg('routes.newsFeed')} />
    <NewsList perPage={FEED_PER_PAGE} title={text('news.feedTitle')} paged />
  </Box>
);

export const NewsFeedPage = () => {
  const { permissions, isPending } = usePermissions();
  if (isPending) return <LoadingBar loading />;
  return readsOnly(permissions) ? <ReaderFeed /> : <ResourceListScreen resource={newsFeed} />;
};
