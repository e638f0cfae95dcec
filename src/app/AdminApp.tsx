import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { resources } from '../../resources';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { text } from '../i18n/text';
import { ErrorPage } from './ErrorPage';
import { NotFoundScreen } from './layout/NotFoundScreen';
import { PortalLayout } from './layout/PortalLayout';
import { PrivateRoute } from './PrivateRoute';
import { PRIVATE_ROUTES } from './routeTable';

const dataProvider = createDataProvider(resources);
const resourceByRoute = new Map(resources.flatMap((resource) => (resource.route ? [[resource.route, resource] as const] : [])));

/** Spec §2/§9: administration toasts top right, auto-closing after 5000 ms. */
const PortalNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} />
);

/**
 * The react-admin shell, lazy-loaded by the entry router for logged-in users only. Resources are
 * registered for react-admin's registry (no list routes); every private route of the table is a
 * custom route inside the layout.
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
    {resources.map((resource) => (
      // The registry needs no list; a stray /<name> URL shows the 404 page, not a blank one.
      <Resource key={resource.name} name={resource.name}>
        <Route path="*" element={<NotFoundScreen />} />
      </Resource>
    ))}
    <CustomRoutes>
      {PRIVATE_ROUTES.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<PrivateRoute entry={entry} resource={resourceByRoute.get(entry.path)} />} />
      ))}
    </CustomRoutes>
  </Admin>
);

export default AdminApp;
