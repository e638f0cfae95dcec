import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { PRERENDERED_ATTRIBUTE, prerenderedFileOf } from '../lib/prerendered-pages.mjs';

type RenderModule = { renderPublicPage: (path: string) => Promise<{ head: string; body: string; screen: unknown }>; PRERENDERED_PATHS: readonly string[] };

const ROOT_ELEMENT = '<div id="root"></div>';

/** The source file of the module that exports `component` (the SSR loader has run it). */
const fileExporting = (server: ViteDevServer, component: unknown, isChunkFacade: (file: string) => boolean): string | undefined =>
  [...server.environments.ssr.moduleGraph.idToModuleMap.values()].find(
    (node) => node.file && node.ssrModule && isChunkFacade(node.file) && Object.values(node.ssrModule).includes(component),
  )?.file ?? undefined;

/** A chunk's file and those it imports statically, all of them. */
const chunkFiles = (bundle: OutputBundle, first: OutputChunk): string[] => {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(first.fileName);
  return [...files];
};

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
  let base = '/';
  let bundle: OutputBundle = {};
  return {
    name: 'portal:prerender-public-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      base = config.base;
    },
    generateBundle: (_options, output) => void (bundle = output),
    async closeBundle() {
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
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
          const { head, body, screen } = await renderPublicPage(page);
          // The screen's files as well, beside the app's (index.html names those): otherwise the entry asks for
          // them only once it has downloaded and run, a round trip later on a phone.
          const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
          const screenFile = fileExporting(server, screen, (file) => chunks.some((chunk) => chunk.facadeModuleId === file));
          const screenChunk = chunks.find((chunk) => chunk.facadeModuleId === screenFile);
          if (!screenChunk) throw new Error(`prerenderPublicPages: no chunk for the screen of ${page}`);
          const preloads = chunkFiles(bundle, screenChunk)
            .filter((file) => !template.includes(`"${base}${file}"`))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
            .join('');
          const file = path.join(outDir, prerenderedFileOf(page));
          mkdirSync(path.dirname(file), { recursive: true });
          const html = template
            .replace('</head>', () => `${preloads}${head}</head>`)
            .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}">${body}</div>`);
          writeFileSync(file, html);
        }
      } finally {
        await server.close();
      }
    },
  };
};
