// The built app and the API behind one port, as `npm run serve` runs them: /api goes to the API's express
// app alone (its own headers, 404 and error handler), every other path to the files of dist/, a public page the
// build rendered to HTML to its own file (dist/login.html for /login), and any other page address to index.html,
// where the app's router takes over (deep links, reloads).
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import { express, requireFromJsonServer } from '../../mock-api/lib/http/router.mjs';
import { pagePolicy } from './page-policy.mjs';
import { mayBePrerendered, prerenderedFileOf } from './prerendered-pages.mjs';

const compression = requireFromJsonServer('compression');

/** Named by their content hash (vite's build): a new build names new files, so a browser may keep these for good. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but asked after on each use (an ETag makes that a 304). */
export const PAGE_CACHE = 'no-cache';

const isApiPath = (pathname) => pathname === '/api' || pathname.startsWith('/api/');
const isAssetPath = (pathname) => pathname.startsWith('/assets/');

/**
 * Compression for everything but server-sent events: compressing a stream holds each event back until the
 * compressor's buffer fills, and the payment page would wait for its result.
 */
const compressUnlessStream = compression({
  filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});

/**
 * @param {{ apiApp: import('express').Express, distDir: string, env: Record<string, string | undefined> }} options
 * @returns {import('express').Express}
 */
export function createPortalServer({ apiApp, distDir, env }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compressUnlessStream);
  app.use((req, res, next) => (isApiPath(req.path) ? apiApp(req, res, next) : next()));

  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: pagePolicy(env) },
      // A card gateway knows its merchant's secret by the domain the payment form comes from: the origin leaves
      // with a cross-origin request, never a page's path or query.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.use(
    express.static(distDir, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', isAssetPath(`/${path.relative(distDir, file).split(path.sep).join('/')}`) ? ASSET_CACHE : PAGE_CACHE),
    }),
  );
  const indexFile = path.join(distDir, 'index.html');
  const prerendered = (pagePath) => {
    if (!mayBePrerendered(pagePath)) return null;
    const file = path.join(distDir, prerenderedFileOf(pagePath));
    return existsSync(file) ? file : null;
  };
  app.use((req, res, next) => {
    // A missing asset is a 404, never the page: a stale tab asking for an old build's file must not get HTML.
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isAssetPath(req.path) && req.accepts('html') === 'html';
    if (!isPage) return next();
    res.setHeader('Cache-Control', PAGE_CACHE);
    return res.sendFile(prerendered(req.path) ?? indexFile);
  });
  app.use((req, res) => res.status(404).type('text').send('Not found'));
  // Four parameters: express knows an error handler by them. Never a stack trace to the client.
  app.use((error, req, res, next) => {
    console.error(`[serve] ${req.method} ${req.originalUrl} failed:`, error);
    if (res.headersSent) return next(error);
    return res.status(500).type('text').send('Something went wrong');
  });
  return app;
}
