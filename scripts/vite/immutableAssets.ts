import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` serves the build as production should: the files under /assets/ are named by their content
 * hash, so browsers may keep them for good. vite preview asks for revalidation of every file (no-cache), which
 * on a phone costs a round trip per file on each page load, e.g. ~40 of them when the sign-in reloads into the
 * dashboard. index.html keeps no-cache: it names the current files.
 */
export const immutableAssets = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'portal:immutable-assets',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    configurePreviewServer: (server) =>
      void server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
        if (pathname.startsWith('/assets/') && existsSync(path.join(outDir, pathname))) {
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
        next();
      }),
  };
};
