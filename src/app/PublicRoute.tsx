import { Suspense } from 'react';
import type { RouteEntry } from './routeTable';
import { lazyScreen } from './lazyScreen';
import { PublicPendingPage } from './PublicPendingPage';
import { PageLoading } from './PageLoading';
import { text } from '../i18n/text';
import { useDocumentTitle } from './useDocumentTitle';

/** A public page of the route table, standalone (no react-admin). */
export const PublicRoute = ({ entry }: { entry: RouteEntry }) => {
  const title = text(entry.title);
  useDocumentTitle(title);
  if (entry.render.kind !== 'screen') return <PublicPendingPage title={title} />;
  const Screen = lazyScreen(entry.render.load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
};
