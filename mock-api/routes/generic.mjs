// json-server's generic router under /api for prototyping collections, behind the institute's rules:
// token required, GET for anyone logged in, writes for administrators, sensitive collections refused,
// only /<collection> and /<collection>/<id> (no /db, nested or _embed paths), no DELETE cascade.
import { Router } from '../lib/router.mjs';
import { GENERIC_REFUSED_COLLECTIONS, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { badRequest, reply } from '../lib/reply.mjs';
import { notFoundHandler } from '../lib/errors.mjs';
import { contentRange, translateListQuery } from '../lib/simple-rest.mjs';
import { pastTense } from '../lib/activity.mjs';

const READ_METHODS = new Set(['GET', 'HEAD']);
const WRITE_ACTIONS = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Lists get Content-Range (ra-data-simple-rest needs it); a missing record answers JSON. */
const renderSimpleRest = (req, res) => {
  const data = res.locals.data;
  if (res.statusCode === 404) return reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
  if (req.method === 'GET' && Array.isArray(data)) {
    const total = Number(res.getHeader('X-Total-Count') ?? data.length);
    res.setHeader('Content-Range', contentRange(res.locals.collection, res.locals.rangeStart ?? 0, data.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count, Location');
  }
  return res.json(data);
};

export function genericRoutes(ctx, jsonRouter) {
  const { db, guards, logs } = ctx;
  jsonRouter.render = renderSimpleRest;
  const router = Router();

  router.use((req, res, next) => {
    delete req.headers['x-http-method-override']; // json-server's method-override could turn a POST into a cascading DELETE
    const segments = req.path.split('/').filter(Boolean);
    const [collection] = segments;
    const known = segments.length >= 1 && segments.length <= 2 && Array.isArray(db.get(collection).value());
    if (!known || collection === 'db') return notFoundHandler(req, res);
    res.locals.collection = collection;
    return next();
  });
  router.use(guards.requireAuth);
  router.use((req, res, next) =>
    GENERIC_REFUSED_COLLECTIONS.includes(res.locals.collection) ? reply(res, 403, MSG.collectionRefused, STATUS_CODE.FAILED) : next(),
  );
  router.use((req, res, next) => (READ_METHODS.has(req.method) ? next() : guards.requireAdmin(req, res, next)));
  const writeLog = logs({
    entity: (req, body, res) => res.locals.collection,
    action: (req) => WRITE_ACTIONS[req.method],
    recordId: (req, body) => body?.id ?? null,
    detail: (req, body, res) => `${res.locals.collection} #${body?.id ?? ''} ${pastTense(WRITE_ACTIONS[req.method])}`,
  });
  router.use((req, res, next) => (WRITE_ACTIONS[req.method] ? writeLog(req, res, next) : next()));

  router.get('/:collection', (req, res, next) => {
    const translated = translateListQuery(req.query);
    if ('error' in translated) return badRequest(res, translated.error);
    req.query = translated.query;
    res.locals.rangeStart = translated.start;
    return next();
  });
  const requireObjectBody = (req, res, next) => (isPlainObject(req.body) ? next() : badRequest(res, 'Request body must be a JSON object'));
  router.post('/:collection', requireObjectBody, (req, res, next) => {
    const taken = req.body.id !== undefined && db.get(req.params.collection).getById(req.body.id).value();
    return taken ? reply(res, 409, 'A record with this id already exists', STATUS_CODE.FAILED) : next();
  });
  router.route('/:collection/:id').put(requireObjectBody).patch(requireObjectBody);
  // json-server would also delete every record whose `<name>Id` no longer resolves: remove just this one.
  router.delete('/:collection/:id', (req, res) => {
    const removed = db.get(req.params.collection).removeById(req.params.id).value();
    if (!removed) return notFoundHandler(req, res);
    db.write();
    return res.json(removed);
  });

  router.use(jsonRouter);
  return router;
}
