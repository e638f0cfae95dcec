import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { immutableAssets } from './scripts/vite/immutableAssets';
import { preloadApp } from './scripts/vite/preloadApp';
import { buildStamp } from './scripts/vite/buildStamp';
import { prerenderPublicPages } from './scripts/vite/prerenderPublicPages';

/**
 * The mock API listens here (loopback); the dev server proxies /api to it so the app sees one origin, and
 * passes the browser's address on (X-Forwarded-For) so the API's per-address limits see each user.
 */
const apiTarget = process.env.MOCK_API_URL ?? `http://127.0.0.1:${process.env.MOCK_API_PORT ?? 3001}`;
const apiProxy = { '/api': { target: apiTarget, changeOrigin: true, xfwd: true } };

export default defineConfig({
  plugins: [react(), immutableAssets(), preloadApp(path.resolve(import.meta.dirname, 'src/startApp.tsx')), buildStamp(), prerenderPublicPages('/src/prerender/renderPublicPage.tsx')],
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
