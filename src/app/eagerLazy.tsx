import { lazy, type ComponentType } from 'react';
import { preloadable } from './preloadable';

/**
 * React.lazy, minus the wait once the code is there. React.lazy suspends on its first render even when the module
 * was preloaded, and React then shows the fallback and holds the content back for up to 300 ms: on a slow phone
 * the signed-in shell, the dashboard and its charts each paid that (npm run bench, phone section). Shares its
 * download with preloadable(load).
 */
export function eagerLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const module = preloadable(load);
  const Lazy = lazy(module.start);
  return function EagerLazy(props: P) {
    const Loaded = module.arrived()?.default;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}
