import { lazy } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  localStorageStore,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { loadResources } from '../../resources/load';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { text } from '../i18n/text';
import { ErrorPage } from './ErrorPage';
import { PortalLayout } from './layout/PortalLayout';
import { PortalToasts } from './layout/PortalToasts';
import { portalTheme } from './portalTheme';
import { PrivateRoute } from './PrivateRoute';
import { PRIVATE_ROUTES } from './routeTable';
import { DeclaredRoute } from './DeclaredRoute';

const dataProvider = createDataProvider(loadResources);
const AuthenticationErrorPage = lazy(() => import('./layout/AuthenticationErrorPage'));
/** Preferences (e.g. the side menu open or collapsed) outlive the page, as with react-admin's <Admin>. */
const store = localStorageStore();
// react-admin renders nothing on its first pass while the store names no locale (a first visit), in case the user
// chose another; the portal has one. Named, the shell draws at once: on a slow phone the blank pass cost ~0.5 s.
if (store.getItem('locale') === undefined) store.setItem('locale', i18nProvider.getLocale());

/**
 * The react-admin shell, lazy-loaded by the entry router for logged-in users only. Every private route of the
 * table is a custom route inside the layout; the declarations load with the first screen or call that needs
 * them (resources/load.ts), and react-admin's registry is not used (no /<resource> routes).
 *
 * What react-admin's <Admin> renders (its context, CssBaseline, CoreAdminUI with the same pages, the notifications: PortalToasts),
 * minus its login page: <Admin> links react-admin's login form (react-hook-form, inputs, selects) even with
 * loginPage={false}, ~22 KiB gzip of the dashboard's first load (npm run bench). The portal signs in on its own
 * public page.
 */
export const AdminApp = () => (
  <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} lightTheme={portalTheme}>
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        title={text('app.name')}
        layout={PortalLayout}
        catchAll={DeclaredRoute}
        error={ErrorPage}
        loading={LoadingPage}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationErrorPage}
        accessDenied={AccessDenied}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes>
          {PRIVATE_ROUTES.map((entry) => (
            <Route key={entry.path} path={entry.path} element={<PrivateRoute entry={entry} />} />
          ))}
        </CustomRoutes>
      </CoreAdminUI>
      <PortalToasts />
    </CssBaseline>
  </AdminContext>
);

export default AdminApp;
