import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PRERENDERED_ATTRIBUTE, prerenderedFileOf } from '../lib/prerendered-pages.mjs';
import { chunksOf } from './pageFiles';
import { pageHeadLinks } from './pageHeadLinks';
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
 * build puts each page's code in a few files (publicPageChunks), which its HTML names with its first calls
 * (pageHeadLinks).
 */
export const prerenderPublicPages = (renderModule: string): Plugin => {
  let root = process.cwd();
  let outDir = 'dist';
  let base = '/';
  let pages: PageRender[] = [];
  let groups: Rolldown.CodeSplittingGroup[] = [];
  return {
    name: 'portal:prerender-public-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr && !surveying(),
    // Before the build: its output options (read before buildStart) carry the groups.
    async configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
      pages = await renderPublicPages({ root, configFile: config.configFile, renderModule });
      groups = publicPageGroups(pages, await surveyChunks({ root, configFile: config.configFile }));
    },
    outputOptions: (options) => ({ ...options, codeSplitting: { groups } }),
    writeBundle(_options, bundle) {
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`prerenderPublicPages: index.html has no ${ROOT_ELEMENT}`);
      const chunks = chunksOf(Object.values(bundle));
      for (const { path: page, head, body, calls, modules } of pages) {
        const links = pageHeadLinks({ chunks, base, modules, calls, indexHtml });
        const file = path.join(outDir, prerenderedFileOf(page));
        mkdirSync(path.dirname(file), { recursive: true });
        const html = indexHtml
          .replace('</head>', () => `${links}${head}</head>`)
          .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}">${body}</div>`);
        writeFileSync(file, html);
      }
    },
  };
};
