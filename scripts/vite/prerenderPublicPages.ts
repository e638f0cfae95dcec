import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PRERENDERED_ATTRIBUTE, prerenderedFileOf } from '../lib/prerendered-pages.mjs';
import { callPreloads } from './callPreloads';
import { minifySheets } from './minifySheets';
import { publicPageGroups } from './publicPageChunks';
import { renderPublicPages, type PageRender } from './renderPublicPages';
import { surveyChunks, surveying } from './surveyChunks';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Renders each public page to HTML at build time (`renderModule`, through vite's SSR loader with the same
 * configuration) and writes it into a copy of index.html named after its path (dist/login.html for /login), which
 * the servers hand out for that path (vite preview by itself, scripts/lib/portal-server.mjs). On a phone the page
 * then shows from the HTML, before the JavaScript it needs has arrived and run (npm run bench, Lighthouse); the app
 * hydrates it. Before the build, the pages are rendered and a survey build tells which code each needs, so the
 * build puts each page's code in a few files (publicPageChunks); each page's HTML asks for its first calls
 * (callPreloads).
 */
export const prerenderPublicPages = (renderModule: string): Plugin => {
  let root = process.cwd();
  let outDir = 'dist';
  let pages: PageRender[] = [];
  let groups: Rolldown.CodeSplittingGroup[] = [];
  return {
    name: 'portal:prerender-public-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr && !surveying(),
    // Before the build: its output options (read before buildStart) carry the groups.
    async configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      pages = await renderPublicPages({ root, configFile: config.configFile, renderModule });
      groups = publicPageGroups(pages, await surveyChunks({ root, configFile: config.configFile }));
    },
    outputOptions: (options) => ({ ...options, codeSplitting: { groups } }),
    writeBundle() {
      // Without index.html's modulepreload links: a page that shows from its HTML has its few files asked for once it
      // has been painted (src/main.tsx). Files asked for before the first paint delay it in Lighthouse's model of a
      // phone (npm run bench), though the page needs none of them to show.
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8').replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerenderPublicPages: index.html has no ${ROOT_ELEMENT}`);
      for (const { path: page, head, body, calls } of pages) {
        const file = path.join(outDir, prerenderedFileOf(page));
        mkdirSync(path.dirname(file), { recursive: true });
        const html = template
          .replace('</head>', () => `${callPreloads(calls)}${minifySheets(head)}</head>`)
          .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}">${body}</div>`);
        writeFileSync(file, html);
      }
    },
  };
};
