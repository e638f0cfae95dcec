import { lazy, Suspense } from 'react';
import type { AnyResource } from '../framework/types';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from './PageLoading';
import { PendingPage } from './PendingPage';
import type { RouteEntry } from './routeTable';

/** The metadata engine's screen, in its own chunk like every other screen. */
const ResourceScreen = lazy(() => import('../framework/screens/ResourceScreen').then((m) => ({ default: m.ResourceScreen })));

/**
 * What a private route renders inside the admin layout. A declaration at the route wins (the
 * framework serves it); a 'resource' entry whose declaration is not written yet shows as pending.
 */
export const PrivateRoute = ({ entry, resource }: { entry: RouteEntry; resource?: AnyResource }) => {
  if (resource) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ResourceScreen resource={resource} />
      </Suspense>
    );
  }
  if (entry.render.kind !== 'screen') return <PendingPage />;
  const Screen = lazyScreen(entry.render.load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
};
