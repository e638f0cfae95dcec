import { lazy, Suspense, type ComponentType } from 'react';
import { loadResources } from '../../resources/load';
import { PageLoading } from './PageLoading';
import { NotFoundScreen } from './layout/NotFoundScreen';

const screens = new Map<string, ComponentType>();

/** The engine's screen for the declaration whose `route` is this path; engine and declarations load together, on demand. */
const screenAt = (path: string): ComponentType => {
  let screen = screens.get(path);
  if (!screen) {
    screen = lazy(async () => {
      const [{ ResourceScreen }, declarations] = await Promise.all([import('../framework/screens/ResourceScreen'), loadResources()]);
      const resource = declarations.find((declaration) => declaration.route === path);
      return { default: resource ? () => <ResourceScreen resource={resource} /> : NotFoundScreen };
    });
    screens.set(path, screen);
  }
  return screen;
};

export const DeclaredScreen = ({ path }: { path: string }) => {
  const Screen = screenAt(path);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
};
