import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { PRERENDERED_ATTRIBUTE, prerenderedFileOf } from '../lib/prerendered-pages.mjs';

type RenderModule = { renderPublicPage: (path: string) => Promise<{ head: string; body: string }>; PRERENDERED_PATHS: readonly string[] };

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the build, renders each public page to HTML (`renderModule`, through vite's SSR loader with the same
 * configuration) and writes it into a copy of index.html named after its path (dist/login.html for /login), which
 * the servers hand out for that path (vite preview by itself, scripts/lib/portal-server.mjs). On a phone the page
 * then shows from the HTML, before the ~130 KiB of JavaScript it needs to run has arrived and run (npm run bench,
 * Lighthouse); the app hydrates it.
 */
export const prerenderPublicPages = (renderModule: string): Plugin => {
  let root = process.cwd();
  let outDir = 'dist';
  let configFile: string | undefined;
  return {
    name: 'portal:prerender-public-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async closeBundle() {
      // Without index.html's modulepreload links: a page that shows from its HTML asks for the app's files once it
      // has been painted (src/main.tsx), when the entry's import preloads them all at once. Files asked for before
      // the first paint delay it in Lighthouse's model of a phone (npm run bench), though the page needs none.
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8').replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerenderPublicPages: index.html has no ${ROOT_ELEMENT}`);
      const server = await createServer({
        root,
        configFile,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPublicPage, PRERENDERED_PATHS } = (await server.ssrLoadModule(renderModule)) as RenderModule;
        for (const page of PRERENDERED_PATHS) {
          const { head, body } = await renderPublicPage(page);
          const file = path.join(outDir, prerenderedFileOf(page));
          mkdirSync(path.dirname(file), { recursive: true });
          const html = template
            .replace('</head>', () => `${head}</head>`)
            .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}">${body}</div>`);
          writeFileSync(file, html);
        }
      } finally {
        await server.close();
      }
    },
  };
};
