import { lazy, useEffect, useReducer, useState, type ComponentType } from 'react';
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

/**
 * A lazy component that never suspends: `Fallback` until the module has arrived, then the component. React
 * reveals a suspended part at most every 300 ms after its fallback showed; a part that is known to come soon after
 * the page's first render (the signed-in shell, the dashboard's charts) would wait that long for nothing. For
 * screens, where a navigation should keep the old screen until the new one is there, use eagerLazy. A failed
 * download throws at render, for the nearest error boundary.
 */
export function loadedOrFallback<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, Fallback: ComponentType): ComponentType<P> {
  const module = preloadable(load);
  return function LoadedOrFallback(props: P) {
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const Loaded = module.arrived()?.default;
    useEffect(() => {
      if (Loaded) return undefined;
      let live = true;
      module.start().then(
        () => live && arrived(),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : <Fallback />;
  };
}
