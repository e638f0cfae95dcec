import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { ErrorPage } from '../ErrorPage';
import { PortalFooter } from '../../features/identity/PortalFooter';
import { PageAccessGuard } from './PageAccessGuard';
import { PageHeader } from './PageHeader';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';

/**
 * react-admin's layout grows to fit its widest content (min-width: fit-content), which pushes the
 * page header and a screen's actions off a phone's screen; here the page is the viewport's width.
 */
const VIEWPORT_WIDE = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

/**
 * Every screen sits in the same frame, so headings of declared tables and bespoke pages start at the
 * same left edge: screens add no outer padding of their own.
 */
const PageFrame = ({ children }: { children: ReactNode }) => (
  <Box sx={{ px: { xs: 1, sm: 2 }, pt: 2, pb: 3, minWidth: 0 }}>{children}</Box>
);

/**
 * The admin shell's frame; react-admin's Layout supplies the error boundary (our error page) and Suspense.
 * The footer (Global Details) ends the content column, at the bottom of a short page.
 */
export const PortalLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={PortalAppBar} menu={PortalMenu} error={ErrorPage} sx={VIEWPORT_WIDE}>
    <PageAccessGuard>
      <PageFrame>
        <PageHeader />
        {children}
      </PageFrame>
    </PageAccessGuard>
    <PortalFooter />
  </Layout>
);
