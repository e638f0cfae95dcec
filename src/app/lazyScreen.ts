import type { ComponentType } from 'react';
import type { ScreenModule } from '../routing/screenModule';
import { eagerLazy } from '../routing/lazyComponents';

const cache = new Map<() => Promise<ScreenModule>, ComponentType>();

/** One lazy component per loader, so re-renders never re-create (and re-mount) a screen. */
export const lazyScreen = (load: () => Promise<ScreenModule>): ComponentType => {
  let component = cache.get(load);
  if (!component) {
    component = eagerLazy(load);
    cache.set(load, component);
  }
  return component;
};
