import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { PortalFooter } from '../../ui/identity/PortalFooter';
import { LayoutFrame } from './LayoutFrame';
import { PageAccessGuard } from './PageAccessGuard';
import { PageHeader } from './PageHeader';

/**
 * Every screen sits in the same frame, so headings of declared tables and bespoke pages start at the
 * same left edge: screens add no outer padding of their own.
 */
const PageFrame = ({ children }: { children: ReactNode }) => (
  <Box sx={{ px: { xs: 1, sm: 2 }, pt: 2, pb: 3, minWidth: 0 }}>{children}</Box>
);

/**
 * The admin shell's layout: the frame (app bar, side menu, the error page and Suspense around the screen), then
 * the page. The footer (Global Details) ends the content column, at the bottom of a short page.
 */
export const PortalLayout = ({ children }: { children: ReactNode }) => (
  <LayoutFrame>
    <PageAccessGuard>
      <PageFrame>
        <PageHeader />
        {children}
      </PageFrame>
    </PageAccessGuard>
    <PortalFooter />
  </LayoutFrame>
);
