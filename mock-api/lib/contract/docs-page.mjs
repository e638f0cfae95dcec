// The reference page of GET /api/docs: Swagger UI (swagger-ui-dist, from node_modules: no CDN, works offline)
// reading GET /api/openapi.json. Its assets are served by the API itself from a fixed list, read once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const BASE = '/api/docs';
const INIT = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, showExtensions: true, tryItOutEnabled: false });
});
`;

/** asset name -> { type, read } (swagger-ui-dist's files, and the page's own start script). */
const ASSETS = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'favicon-32x32.png': { type: 'image/png', file: 'favicon-32x32.png' },
  'init.js': { type: 'text/javascript; charset=utf-8', content: INIT },
};
export const DOCS_ASSETS = Object.freeze(Object.keys(ASSETS));

const loaded = new Map();
/** { type, body } of an asset, or undefined for a name not on the list. */
export function docsAsset(name) {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return undefined;
  if (!loaded.has(name)) loaded.set(name, asset.content ?? readFileSync(path.join(distDir, asset.file)));
  return { type: asset.type, body: loaded.get(name) };
}

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Membership portal API</title>
  <link rel="icon" type="image/png" href="${BASE}/favicon-32x32.png">
  <link rel="stylesheet" href="${BASE}/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${BASE}/swagger-ui-bundle.js"></script>
  <script src="${BASE}/init.js"></script>
</body>
</html>
`;

// This page only: its own scripts and styles (Swagger UI sets inline styles), its SVG icons as data: URLs, calls to
// the API itself; without helmet's upgrade-insecure-requests, which would send the page's http assets to https.
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
