/**
 * Build time only (scripts/vite/prerenderPublicPages.ts): a public page rendered to HTML as a visitor's first
 * render makes it, so the phone shows the page from the HTML and the app then hydrates it (src/startApp.tsx).
 * Emotion, with no document, writes each rule set as a <style> beside the elements that use it; in the browser
 * its cache moves them into <head> before React hydrates.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicApp } from '../app/PublicApp';
import { renderingAtBuild } from '../app/location/prerenderedPath';
import { preloadable } from '../app/preloadable';
import { findRoute, PUBLIC_ROUTES } from '../app/routeTable';

export const renderPublicPage = async (path: string): Promise<string> => {
  const entry = findRoute(path);
  if (entry?.access !== 'public' || entry.render.kind !== 'screen') throw new Error(`${path} is no public screen`);
  // the screen's code in hand, so the render shows the screen rather than its loading fallback
  await preloadable(entry.render.load).start();
  renderingAtBuild(path);
  try {
    return renderToString(
      <StrictMode>
        <PublicApp />
      </StrictMode>,
    );
  } finally {
    renderingAtBuild(null);
  }
};

/**
 * The paths rendered at build time: every public page at its own address. Not "/", whose file is the page every
 * other address falls back to (private pages, the 404).
 */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_ROUTES.map((entry) => entry.path).filter((path) => path !== '/');
