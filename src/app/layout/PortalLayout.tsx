import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ErrorPage } from '../ErrorPage';
import { PageAccessGuard } from './PageAccessGuard';
import { PageHeader } from './PageHeader';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';

/** The admin shell's frame; react-admin's Layout supplies the error boundary (our error page) and Suspense. */
export const PortalLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={PortalAppBar} menu={PortalMenu} error={ErrorPage}>
    <PageAccessGuard>
      <PageHeader />
      {children}
    </PageAccessGuard>
  </Layout>
);
