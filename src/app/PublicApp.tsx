import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { usePathname } from '../routing/location/browserLocation';
import { RouteGate } from './RouteGate';
import { preloadRoute } from './preloadRoute';
import { RoutePreloaderContext } from '../routing/routePreloader';
import { ScrollToTop } from './ScrollToTop';
import { PlainSheet } from '../ui/plain/PlainSheet';

const ResettingBoundary = ({ children }: { children: ReactNode }) => {
  const pathname = usePathname();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
};

/**
 * The light entry router: public pages without react-admin (nor react-router), everything else via the lazy admin
 * shell. Its sheet gives every page the baseline MUI's CssBaseline would, without MUI.
 */
export const PublicApp = () => (
  <RoutePreloaderContext.Provider value={preloadRoute}>
    <PlainSheet />
    <ScrollToTop />
    <ResettingBoundary>
      <RouteGate />
    </ResettingBoundary>
  </RoutePreloaderContext.Provider>
);
