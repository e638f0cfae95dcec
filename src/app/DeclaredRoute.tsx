import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { findDeclaredScreen } from '../../resources/load';
import { PageLoading } from './PageLoading';
import { NotFoundScreen } from './layout/NotFoundScreen';
import { PageAccessGuard } from './layout/PageAccessGuard';
import { normalizePath } from './routeTable';

const screens = new Map<string, ComponentType>();

/**
 * The engine's screen for the declaration whose `route` is this path, opened only when the user's permitted URLs
 * hold it, as every page; engine and declarations load together, on demand.
 */
const screenAt = (path: string): ComponentType => {
  let screen = screens.get(path);
  if (!screen) {
    screen = lazy(async () => {
      const [{ ResourceScreen }, resource] = await Promise.all([import('../framework/screens/ResourceScreen'), findDeclaredScreen(path)]);
      if (!resource) return { default: NotFoundScreen };
      return {
        default: () => (
          <PageAccessGuard known>
            <ResourceScreen resource={resource} />
          </PageAccessGuard>
        ),
      };
    });
    screens.set(path, screen);
  }
  return screen;
};

/** Every signed-in path the bespoke route table lacks: a declared screen, else the not-found screen. */
export const DeclaredRoute = () => {
  const Screen = screenAt(normalizePath(useLocation().pathname));
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
};
