import { createContext, useContext } from 'react';

/**
 * Starts downloading what a path will show. The app provides its router's (src/app/preloadRoute.ts); a page asks
 * for it here rather than importing the router, which imports the pages. Without a provider it does nothing.
 */
export type RoutePreloader = (path: string, options: { authenticated: boolean }) => void;

export const RoutePreloaderContext = createContext<RoutePreloader>(() => undefined);

export const useRoutePreloader = (): RoutePreloader => useContext(RoutePreloaderContext);
