/**
 * jsdom has no matchMedia (so useMediaQuery always answers false): a window of a given width that
 * answers min-width / max-width queries, for the phone layouts (375 px) and the desktop (1366 px).
 */
import { afterEach, beforeEach } from 'vitest';

const matchesWidth = (query: string, width: number): boolean => {
  const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (bounds.length === 0) return false; // colour scheme, hover...: not what these tests are about
  return bounds.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
};

const fakeMatchMedia = (width: number) => (query: string): MediaQueryList => ({
  matches: matchesWidth(query, width),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

/** Every test of the calling describe block runs in a window `width` px wide. */
export const onScreenWidth = (width: number) => {
  beforeEach(() => {
    window.matchMedia = fakeMatchMedia(width);
  });
  afterEach(() => {
    // back to jsdom's own window, which has none
    Reflect.deleteProperty(window, 'matchMedia');
  });
};

export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1366;
