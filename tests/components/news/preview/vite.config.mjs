import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ root: import.meta.dirname, cacheDir: '/tmp/news-preview-vite', plugins: [react()], server: { port: 5391, strictPort: true, fs: { allow: ['/work/main'] } } });
