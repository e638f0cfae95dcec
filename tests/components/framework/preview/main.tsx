/** Manual preview of the engine's screens with an in-memory DataProvider (not a test; `npx vite` it). */
import { createRoot } from 'react-dom/client';
import { AdminContext, Notification, memoryStore, type DataProvider, type RaRecord } from 'react-admin';
import { Box } from '@mui/material';
import { ResourceScreen } from '../../../../src/framework';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { globalDetails } from '../../../../resources/globalDetails';
import { people, peopleRows } from '../fixtures';

let settings: RaRecord = {
  id: '3', gid: '3', frontURL: 'http://localhost:5173/', domainDestription: 'Institute portal', coreURL: 'http://localhost:3001/api',
  date: '2024-01-15', userExpirationDays: 90, userLoginAttempts: 3, encryptKey: 'k', companyName: 'The Institute',
  footerTitle: 'Footer', versionNumber: '1.0.0', logoPath: '/logo.png', userMalePath: '/male.png', userFemalePath: '/female.png',
};
const provider = {
  getList: async (_r: string, { pagination = { page: 1, perPage: 10 } }) => ({
    data: peopleRows.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage),
    total: peopleRows.length,
  }),
  getOne: async () => ({ data: settings }),
  update: async (_r: string, { data }: { data: RaRecord }) => ((settings = { ...settings, ...data }), { data: settings }),
} as unknown as DataProvider; // a partial provider is enough for a preview

const screen = new URLSearchParams(location.search).get('screen') === 'global' ? globalDetails : people;
createRoot(document.getElementById('root')!).render(
  <AdminContext dataProvider={provider} i18nProvider={i18nProvider} store={memoryStore()}>
    <Box sx={{ p: 3 }}>
      <ResourceScreen resource={screen} />
    </Box>
    <Notification />
  </AdminContext>,
);
