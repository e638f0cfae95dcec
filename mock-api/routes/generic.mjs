// json-server's generic router under /api, for prototyping collections only (mock-api/prototyping.mjs):
// reads for the administrator and staff roles, writes for the administrator, never for applicants or
// members; lists are answered here (lib/simple-rest.mjs), json-server does single records and writes.
// Only /<collection> and /<collection>/<id>; no query reaches json-server; DELETE does not cascade.
import { secureRoutes } from '../lib/routes.mjs';
import { ADMIN_ONLY, STAFF } from '../lib/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { badRequest, reply } from '../lib/reply.mjs';
import { isPlainObject } from '../lib/fields.mjs';
import { contentRange, listPrototypes } from '../lib/simple-rest.mjs';
import { pastTense } from '../lib/activity.mjs';
import { removeWhere } from '../lib/changes.mjs';
import { persistenceOf } from '../lib/persistence.mjs';

const WRITE_ACTIONS = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const isRecordId = (id) => (Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id));

export function genericRoutes(ctx, jsonRouter, prototypeCollections) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);

  /** Only declared collections; json-server sees no query (no _embed, _expand, _like, q). */
  const prototypeOnly = (req, res, next) => {
    if (!prototypeCollections.has(req.params.collection)) return reply(res, 404, MSG.collectionRefused, STATUS_CODE.NOT_FOUND);
    delete req.headers['x-http-method-override']; // json-server's method-override could turn a POST into a DELETE
    res.locals.collection = req.params.collection;
    return next();
  };
  // json-server writes with a bare db.write(); it writes one collection, journaled whole (prototypes are small).
  const toJsonServer = (req, res, next) => {
    req.query = {};
    return persistenceOf(db).whileWriting(req.params.collection, () => jsonRouter(req, res, next));
  };
  // json-server's own error handler answers 500 with the stack trace: leave errors to the API's handler.
  jsonRouter.stack = jsonRouter.stack.filter((layer) => layer.handle.length !== 4);
  jsonRouter.render = (req, res) => (res.statusCode === 404 ? reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND) : res.json(res.locals.data));

  /** A JSON object whose id, if it names one, is a positive whole number or a short code (and the URL's on PUT/PATCH). */
  const requireObjectBody = (req, res, next) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.bodyMustBeObject);
    const { id } = req.body;
    if (id === undefined) return next();
    if (!isRecordId(id)) return badRequest(res, MSG.recordIdInvalid);
    return req.params.id === undefined || String(id) === req.params.id ? next() : badRequest(res, MSG.recordIdMismatch);
  };
  const writeLog = logs({
    entity: (req, body, res) => res.locals.collection,
    action: (req) => WRITE_ACTIONS[req.method],
    recordId: (req, body) => body?.id ?? null,
    detail: (req, body, res) => `${res.locals.collection} #${body?.id ?? ''} ${pastTense(WRITE_ACTIONS[req.method])}`,
  });
  const collectionOf = (req) => db.get(req.params.collection);

  routes.get('/:collection', STAFF, prototypeOnly, (req, res) => {
    const page = listPrototypes(collectionOf(req).value(), req.query);
    if ('error' in page) return badRequest(res, page.error);
    res.setHeader('Content-Range', contentRange(req.params.collection, page.start, page.data.length, page.total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count, Location');
    return res.json(page.data);
  });
  routes.get('/:collection/:id', STAFF, prototypeOnly, toJsonServer);
  routes.post('/:collection', ADMIN_ONLY, prototypeOnly, requireObjectBody, writeLog, (req, res, next) => {
    const taken = req.body.id !== undefined && collectionOf(req).getById(req.body.id).value();
    return taken ? reply(res, 409, 'A record with this id already exists', STATUS_CODE.FAILED) : toJsonServer(req, res, next);
  });
  routes.put('/:collection/:id', ADMIN_ONLY, prototypeOnly, requireObjectBody, writeLog, toJsonServer);
  routes.patch('/:collection/:id', ADMIN_ONLY, prototypeOnly, requireObjectBody, writeLog, toJsonServer);
  // json-server would also delete every record whose `<name>Id` no longer resolves: remove just this one.
  routes.delete('/:collection/:id', ADMIN_ONLY, prototypeOnly, writeLog, (req, res) => {
    const [removed] = removeWhere(db, req.params.collection, (row) => String(row.id) === req.params.id);
    if (!removed) return reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
    return res.json(removed);
  });
  return routes.router;
}
