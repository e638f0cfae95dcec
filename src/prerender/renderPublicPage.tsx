/**
 * Build time only (scripts/vite/prerenderPublicPages.ts): a public page rendered to HTML as a visitor's first
 * render makes it, so the phone shows the page from the HTML and the app then hydrates it (src/startApp.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { PublicApp } from '../app/PublicApp';
import { renderingAtBuild } from '../routing/location/prerenderedPath';
import { preloadable } from '../routing/preloadable';
import { findRoute, PUBLIC_ROUTES } from '../app/routeTable';
import { hasParams } from '../routing/routePaths';
import { HOISTED_SHEET } from './hoistedSheets';

/** MUI's emotion cache key in the browser (emotion's default): the class names of the HTML are that cache's. */
const KEY = 'css';

/**
 * The page's rules as <style> elements for <head>, in the form emotion's cache adopts in the browser (its
 * data-emotion attribute names the rules' ids, which are then not inserted again): every global rule set, and
 * one element with the rules of the class names the HTML uses. One style sheet to parse, where emotion's own
 * server output puts a <style> before each element. data-s is emotion's mark of a server style already where it
 * belongs: without it, the cache moves each such element to the end of <head> as the app starts, and the browser
 * parses the sheet again and restyles the page in the longest task of the start.
 */
const styleElements = (cache: EmotionCache, html: string): string => {
  const used = new Set(Array.from(html.matchAll(new RegExp(`${KEY}-([a-zA-Z0-9_-]+)`, 'g')), (match) => match[1]));
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [id, inserted] of Object.entries(cache.inserted)) {
    if (typeof inserted !== 'string') continue;
    if (cache.registered[`${KEY}-${id}`] === undefined) globals.push(`<style data-emotion="${KEY}-global ${id}" data-s="">${inserted}</style>`);
    else if (used.has(id)) {
      ids.push(id);
      rules += inserted;
    }
  }
  return `${globals.join('')}${ids.length ? `<style data-emotion="${KEY} ${ids.join(' ')}" data-s="">${rules}</style>` : ''}`;
};

/**
 * React writes the static sheets a page renders before its markup; they go to <head>, before emotion's rules as in
 * the browser, where React finds and adopts them by their href.
 */
const LEADING_SHEETS = new RegExp(`^(?:${HOISTED_SHEET})*`);

/** A public page as HTML: the rules for <head>, the markup for #root, and the addresses of its first calls. */
export interface RenderedPage {
  head: string;
  body: string;
  calls: readonly string[];
}

export const renderPublicPage = async (path: string): Promise<RenderedPage> => {
  const entry = findRoute(path);
  if (entry?.access !== 'public') throw new Error(`${path} is no public screen`);
  // the screen's code in hand, so the render shows the screen rather than its loading fallback
  const screen = await preloadable(entry.load).start();
  // compat: emotion keeps each rule set in the cache (for styleElements) instead of writing it into the HTML
  const cache = createCache({ key: KEY });
  cache.compat = true;
  renderingAtBuild(path);
  try {
    const html = renderToString(
      <CacheProvider value={cache}>
        <StrictMode>
          <PublicApp />
        </StrictMode>
      </CacheProvider>,
    );
    const sheets = LEADING_SHEETS.exec(html)![0];
    const body = html.slice(sheets.length);
    return { head: sheets + styleElements(cache, body), body, calls: screen.preloadedCalls?.() ?? [] };
  } finally {
    renderingAtBuild(null);
  }
};

/**
 * The paths rendered at build time: every public page at its own address. Not "/", whose file is the page every
 * other address falls back to (private pages, the 404), nor a path with parameters (/verify/:code), which names
 * many addresses and whose page depends on the one opened.
 */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_ROUTES.map((entry) => entry.path).filter((path) => path !== '/' && !hasParams(path));
