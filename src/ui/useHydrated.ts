import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React renders the page's HTML at build time and while it hydrates that HTML, true from then on
 * (and at once where the page is rendered in the browser).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
