import { Suspense } from 'react';
import type { PublicRouteEntry } from './routeTable';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from './PageLoading';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * A public page of the route table, standalone (no react-admin). No public page is a menu item, so the
 * page title is the default "Welcome" (spec §2); the page's own heading names it.
 */
export const PublicRoute = ({ entry }: { entry: PublicRouteEntry }) => {
  useDocumentTitle(null);
  const Screen = lazyScreen(entry.load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
};
