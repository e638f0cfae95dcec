import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { ScreenModule } from './routeTable';

const cache = new Map<() => Promise<ScreenModule>, LazyExoticComponent<ComponentType>>();

/** One React.lazy per loader, so re-renders never re-create (and re-mount) a screen. */
export const lazyScreen = (load: () => Promise<ScreenModule>): LazyExoticComponent<ComponentType> => {
  let component = cache.get(load);
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component;
};
