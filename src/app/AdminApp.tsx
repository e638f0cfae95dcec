import { Admin, CustomRoutes, Notification } from 'react-admin';
import { Route } from 'react-router-dom';
import { loadResources } from '../../resources/load';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { text } from '../i18n/text';
import { ErrorPage } from './ErrorPage';
import { NotFoundScreen } from './layout/NotFoundScreen';
import { PortalLayout } from './layout/PortalLayout';
import { PrivateRoute } from './PrivateRoute';
import { MASTER_DATA_ROUTE, PRIVATE_ROUTES } from './routeTable';
import { MasterDataRoute } from './MasterDataRoute';

const dataProvider = createDataProvider(loadResources);

/** Spec §2/§9: administration toasts top right, auto-closing after 5000 ms. */
const PortalNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} />
);

/**
 * The react-admin shell, lazy-loaded by the entry router for logged-in users only. Every private route
 * of the table is a custom route inside the layout; the declarations load with the first screen or call
 * that needs them (resources/load.ts), and react-admin's registry is not used (no /<resource> routes).
 */
export const AdminApp = () => (
  <Admin
    title={text('app.name')}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={PortalLayout}
    catchAll={NotFoundScreen}
    error={ErrorPage}
    notification={PortalNotification}
    loginPage={false}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes>
      {PRIVATE_ROUTES.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<PrivateRoute entry={entry} />} />
      ))}
      <Route path={MASTER_DATA_ROUTE} element={<MasterDataRoute />} />
    </CustomRoutes>
  </Admin>
);

export default AdminApp;
