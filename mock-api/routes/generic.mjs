// json-server's generic router under /api, for prototyping collections only (mock-api/prototyping.mjs):
// reads for the administrator and staff roles, writes for the administrator, never for applicants or
// members; lists are answered here (lib/http/simple-rest.mjs), json-server does single records and writes.
// Only /<collection> and /<collection>/<id>; no query reaches json-server; DELETE does not cascade.
import { secureRoutes } from '../lib/http/routes.mjs';
import { ADMIN_ONLY, STAFF, screens } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { badRequest, reply } from '../lib/http/reply.mjs';
import { isPlainObject } from '../lib/http/fields.mjs';
import { contentRange, listPrototypes } from '../lib/http/simple-rest.mjs';
import { pastTense } from '../lib/audit/activity.mjs';
import { removeWhere } from '../lib/storage/changes.mjs';
import { persistenceOf } from '../lib/storage/persistence.mjs';
import { prototypeContracts } from '../lib/contract/shapes/prototypes.mjs';

const WRITE_ACTIONS = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const isRecordId = (id) => (Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id));

/**
 * @param {Set<string>} prototypeCollections every collection the router may serve
 * @param {readonly { collection: string, path: string }[]} prototypeScreens the collections a declared screen
 *   prototypes on: each is served under its own name to the holders of that screen (reads and writes), like the
 *   screen's real endpoints would be; the others (no screen yet) to staff for reads and the administrator for writes
 */
export function genericRoutes(ctx, jsonRouter, prototypeCollections, prototypeScreens = []) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);

  /** Only declared collections; json-server sees no query (no _embed, _expand, _like, q). */
  const prototypeOnly = (req, res, next) => {
    const collection = res.locals.collection ?? req.params.collection;
    if (!prototypeCollections.has(collection)) return reply(res, 404, MSG.collectionRefused, STATUS_CODE.NOT_FOUND);
    delete req.headers['x-http-method-override']; // json-server's method-override could turn a POST into a DELETE
    res.locals.collection = collection;
    return next();
  };
  // json-server writes with a bare db.write(); it writes one collection, journaled whole (prototypes are small).
  // It reads the collection from the URL, which is /<collection>[/<id>] on every route here.
  const toJsonServer = (req, res, next) => {
    req.query = {};
    return persistenceOf(db).whileWriting(res.locals.collection, () => jsonRouter(req, res, next));
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
  const collectionOf = (res) => db.get(res.locals.collection);
  const screenCollections = new Set(prototypeScreens.map((entry) => entry.collection));

  /** The five calls of ra-data-simple-rest on one collection path (`/:collection` or `/<name>`), reads and writes each under its policy. */
  const serve = (base, { read, write, named }) => {
    const described = prototypeContracts(named ? null : [...prototypeCollections].filter((name) => !screenCollections.has(name)));
    const start = (req, res, next) => {
      if (named) res.locals.collection = named;
      // A collection with a screen is its screen's alone: never also through the staff-wide routes.
      else if (screenCollections.has(req.params.collection)) return reply(res, 404, MSG.collectionRefused, STATUS_CODE.NOT_FOUND);
      return prototypeOnly(req, res, next);
    };
    routes.get(base, read, described.list, start, (req, res) => {
      const page = listPrototypes(collectionOf(res).value(), req.query);
      if ('error' in page) return badRequest(res, page.error);
      res.setHeader('Content-Range', contentRange(res.locals.collection, page.start, page.data.length, page.total));
      res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count, Location');
      return res.json(page.data);
    });
    routes.get(`${base}/:id`, read, described.get, start, toJsonServer);
    routes.post(base, write, described.create, start, requireObjectBody, writeLog, (req, res, next) => {
      const taken = req.body.id !== undefined && collectionOf(res).getById(req.body.id).value();
      return taken ? reply(res, 409, 'A record with this id already exists', STATUS_CODE.FAILED) : toJsonServer(req, res, next);
    });
    routes.put(`${base}/:id`, write, described.replace, start, requireObjectBody, writeLog, toJsonServer);
    routes.patch(`${base}/:id`, write, described.update, start, requireObjectBody, writeLog, toJsonServer);
    // json-server would also delete every record whose `<name>Id` no longer resolves: remove just this one.
    routes.delete(`${base}/:id`, write, described.remove, start, writeLog, (req, res) => {
      const [removed] = removeWhere(db, res.locals.collection, (row) => String(row.id) === req.params.id);
      if (!removed) return reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
      return res.json(removed);
    });
  };

  for (const { collection, path } of prototypeScreens) serve(`/${collection}`, { read: screens(path), write: screens(path), named: collection });
  serve('/:collection', { read: STAFF, write: ADMIN_ONLY });
  return routes.router;
}
