import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The mock API listens here (loopback); the dev server proxies /api to it so the app sees one origin, and
 * passes the browser's address on (X-Forwarded-For) so the API's per-address limits see each user.
 */
const apiTarget = process.env.MOCK_API_URL ?? `http://127.0.0.1:${process.env.MOCK_API_PORT ?? 3001}`;
const apiProxy = { '/api': { target: apiTarget, changeOrigin: true, xfwd: true } };

/**
 * `vite preview` serves the build as production should: the files under /assets/ are named by their content
 * hash, so browsers may keep them for good. vite preview asks for revalidation of every file (no-cache), which
 * on a phone costs a round trip per file on each page load, e.g. ~40 of them when the sign-in reloads into the
 * dashboard. index.html keeps no-cache: it names the current files.
 */
const immutableAssets = (): Plugin => {
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

export default defineConfig({
  plugins: [react(), immutableAssets()],
  resolve: { alias: { 'object.entries': path.resolve(import.meta.dirname, 'src/shims/object-entries.cjs') } },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  // No modulepreload polyfill: every browser the portal supports preloads modules natively (0.5 KiB less on /login).
  build: { sourcemap: false, chunkSizeWarningLimit: 1500, modulePreload: { polyfill: false } },
});
