import type { Rolldown } from 'vite';
import { filesOfPage } from './pageFiles';

interface PageLinks {
  chunks: readonly Rolldown.OutputChunk[];
  base: string;
  /** The modules the page's render evaluated (its static graph, at build time). */
  modules: ReadonlySet<string>;
  /** The addresses of the page's first calls (ScreenModule.preloadedCalls). */
  calls: readonly string[];
  /** index.html as built: the files it already names are not named again. */
  indexHtml: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The <head> links of a page rendered at build time: a fetch preload of each first call, and a modulepreload of
 * every file the page needs, so the browser fetches the whole page at once. Without them the app's loader would
 * add the links itself once it runs, one by one (tens of milliseconds of a phone's main thread), and each file
 * would be found only when the one importing it has arrived.
 */
export const pageHeadLinks = ({ chunks, base, modules, calls, indexHtml }: PageLinks): string => {
  const scripts = [...filesOfPage(chunks, modules, indexHtml)]
    .map((file) => `${base}${file}`)
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const fetches = calls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`);
  return [...fetches, ...scripts].join('');
};
