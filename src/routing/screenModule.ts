import type { ComponentType } from 'react';

/** A screen's module; `startCalls` starts its first calls early, when the page is opened (preloadRoute). */
export type ScreenModule = {
  default: ComponentType;
  /** Starts the screen's first calls (the entry does, for the page being opened: src/app/preloadRoute.ts). */
  startCalls?: () => void;
  /**
   * The addresses of those first calls (GET), asked for by the HTML of a page the build renders (fetch preload),
   * so on a phone the answer is under way before the app's files have arrived.
   */
  preloadedCalls?: () => readonly string[];
};
