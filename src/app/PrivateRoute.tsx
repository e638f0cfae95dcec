import { Suspense } from 'react';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from './PageLoading';
import { DeclaredScreen } from './DeclaredScreen';
import type { RouteEntry } from './routeTable';

/** What a private route renders inside the admin layout: its declared screen (the engine's) or its own. */
export const PrivateRoute = ({ entry }: { entry: RouteEntry }) => {
  if (entry.render.kind === 'resource') return <DeclaredScreen path={entry.path} />;
  const Screen = lazyScreen(entry.render.load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
};
