import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The mock API listens here; the dev server proxies /api to it so the app sees one origin. */
const apiTarget = process.env.MOCK_API_URL ?? `http://localhost:${process.env.MOCK_API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 1500 },
});
