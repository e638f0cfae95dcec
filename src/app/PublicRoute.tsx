import { Suspense } from 'react';
import type { PublicRouteEntry } from './routeTable';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from './PageLoading';
import { publicText } from '../i18n/publicText';
import { useDocumentTitle } from './useDocumentTitle';

/** A public page of the route table, standalone (no react-admin). */
export const PublicRoute = ({ entry }: { entry: PublicRouteEntry }) => {
  const title = publicText(entry.title);
  useDocumentTitle(title);
  if (entry.render.kind !== 'screen') return null; // public pages are never declarations
  const Screen = lazyScreen(entry.render.load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
};
