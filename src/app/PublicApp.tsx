import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteGate } from './RouteGate';
import { ScrollToTop } from './ScrollToTop';

const ResettingBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
};

/** The light entry router: public pages without react-admin, everything else via the lazy admin shell. */
export const PublicApp = () => (
  <BrowserRouter>
    <CssBaseline />
    <ScrollToTop />
    <ResettingBoundary>
      <Routes>
        <Route path="*" element={<RouteGate />} />
      </Routes>
    </ResettingBoundary>
  </BrowserRouter>
);
