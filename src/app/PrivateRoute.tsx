import { Suspense } from 'react';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from './PageLoading';
import type { RouteEntry } from './routeTable';

/** What a bespoke private route renders inside the admin layout: its page, loaded on demand. */
export const PrivateRoute = ({ entry }: { entry: RouteEntry }) => {
  const Screen = lazyScreen(entry.load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
};
