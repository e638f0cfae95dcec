/**
 * The public pages' router: the browser's location as a small React store. The entry and the public pages
 * (login, sign-up, events, password reset, inquiry) never load react-router, ~30 KiB gzip of a phone's first
 * download (npm run bench); the signed-in shell brings react-router and relays its moves here (LocationRelay).
 */
import { useSyncExternalStore } from 'react';
import { pathRenderedAtBuild } from './prerenderedPath';

const listeners = new Set<() => void>();

/** Tells every reader that the location changed (a link, a redirect, the back button, the admin shell's router). */
export const locationChanged = (): void => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void): (() => void) => {
  if (listeners.size === 0) window.addEventListener('popstate', locationChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', locationChanged);
  };
};

const pathname = () => window.location.pathname;
const search = () => window.location.search;

// The server snapshots: at build time the page's path (and no query); while a prerendered page hydrates, the
// browser's location, which is that path (src/startApp.tsx hydrates only then).
export const usePathname = (): string => useSyncExternalStore(subscribe, pathname, () => pathRenderedAtBuild() ?? pathname());

export const useSearch = (): string => useSyncExternalStore(subscribe, search, () => (pathRenderedAtBuild() === null ? search() : ''));

/** Goes to `to` (a path of this app) without a page load; `replace` keeps the back button off the old entry. */
export const navigate = (to: string, { replace = false }: { replace?: boolean } = {}): void => {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  locationChanged();
};
