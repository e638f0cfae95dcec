// The API's own contract: GET openapi.json (the OpenAPI 3.1 document of every registered route, lib/contract/)
// and GET docs (the reference page rendering it, with its assets). Public: they describe calls, they hold no data.
import { createRequire } from 'node:module';
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { reply } from '../lib/http/reply.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { byRoute, envelope, json, object, text } from '../lib/contract/schemas.mjs';
import { documentOf } from '../lib/contract/openapi.mjs';
import { DOCS_ASSETS, DOCS_CSP, DOCS_HTML, docsAsset } from '../lib/contract/docs-page.mjs';

const { version } = createRequire(import.meta.url)('../../package.json');

const html = (description) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

export function apiDocsRoutes(ctx) {
  const routes = secureRoutes(ctx);
  // Made on the first call: every route is registered by then, and building it walks all ~520 of them.
  let document;

  routes.get('/openapi.json', PUBLIC, contract({
    summary: 'The OpenAPI 3.1 document of every call',
    source: addition('The contract between the portal and the institute\'s API as a document: what a backend must serve, generated from the routes.'),
    responses: { 200: json('The document.', object({ openapi: text(), info: object({}), paths: object({}) }, { required: ['openapi', 'info', 'paths'] })) },
  }), (req, res) => res.json((document ??= documentOf(req.app, { version }))));

  routes.get('/docs', PUBLIC, contract({
    summary: 'The reference page of the calls (Swagger UI)',
    source: addition('A developer prototyping a screen reads the calls here, offline, from the running mock API.'),
    responses: { 200: html('The page; it loads its assets from /api/docs/{asset}.') },
  }), (req, res) => {
    res.set('Content-Security-Policy', DOCS_CSP);
    return res.type('html').send(DOCS_HTML);
  });

  routes.get('/docs/:asset', PUBLIC, contract({
    summary: "An asset of the reference page",
    source: addition('The page works offline: its script and styles come from the API, not from a CDN.'),
    params: object({ asset: byRoute(text({ values: DOCS_ASSETS }), "404 '01' for any other name") }, { required: ['asset'] }),
    responses: {
      200: { description: 'The file.', content: { 'text/javascript': { schema: { type: 'string' } }, 'text/css': { schema: { type: 'string' } }, 'image/png': { schema: { type: 'string', format: 'binary' } } } },
      404: json('No such asset.', envelope([STATUS_CODE.NOT_FOUND])),
    },
  }), (req, res) => {
    const asset = docsAsset(req.params.asset);
    if (!asset) return reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
    return res.type(asset.type).send(asset.body);
  });

  return routes.router;
}
