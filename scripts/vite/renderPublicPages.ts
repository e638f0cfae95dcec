import { createServer, createServerModuleRunner } from 'vite';
import type { RenderedPage } from '../../src/prerender/renderPublicPage';

type RenderModule = { renderPublicPage: (path: string) => Promise<RenderedPage>; PRERENDERED_PATHS: readonly string[] };

/** A public page rendered at build time, with the modules its render evaluated: its whole static module graph. */
export interface PageRender extends RenderedPage {
  path: string;
  modules: ReadonlySet<string>;
}

/**
 * Renders every public page (`renderModule`'s PRERENDERED_PATHS) through vite's SSR loader with the project's
 * configuration, each by a module runner of its own, so the modules a runner evaluated are that page's and no other's.
 */
export async function renderPublicPages({ root, configFile, renderModule }: { root: string; configFile: string | undefined; renderModule: string }): Promise<PageRender[]> {
  const server = await createServer({
    root,
    configFile,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const paths = ((await server.ssrLoadModule(renderModule)) as RenderModule).PRERENDERED_PATHS;
    const pages: PageRender[] = [];
    for (const path of paths) {
      const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
      try {
        const rendered = await (await runner.import<RenderModule>(renderModule)).renderPublicPage(path);
        pages.push({ ...rendered, path, modules: new Set(runner.evaluatedModules.idToModuleMap.keys()) });
      } finally {
        await runner.close();
      }
    }
    return pages;
  } finally {
    await server.close();
  }
}
