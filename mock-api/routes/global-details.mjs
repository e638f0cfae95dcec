// GET /api/para/globaldetails/:id (logged in) and PUT /api/para/globaldetails (administrator).
import { Router } from '../lib/router.mjs';
import { GLOBAL_DETAILS_ID, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { badRequest, ok, refuse, reply } from '../lib/reply.mjs';
import { getGlobalDetails } from '../lib/global-details.mjs';
import { mergeGlobalDetails } from '../lib/global-details-rules.mjs';

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

export function globalDetailsRoutes(ctx) {
  const { db, guards, logs } = ctx;
  const router = Router();

  router.get('/para/globaldetails/:id', guards.requireAuth, (req, res) => {
    const record = Number(req.params.id) === GLOBAL_DETAILS_ID ? getGlobalDetails(db) : undefined;
    if (!record) return reply(res, 404, MSG.globalNotFound, STATUS_CODE.NOT_FOUND);
    return res.json(record);
  });

  const updateLog = logs({ entity: 'globaldetails', action: 'update', recordId: () => GLOBAL_DETAILS_ID, detail: MSG.globalUpdated });
  router.put('/para/globaldetails', guards.requireAuth, guards.requireAdmin, updateLog, (req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    const existing = getGlobalDetails(db);
    if (!existing) return reply(res, 404, MSG.globalNotFound, STATUS_CODE.NOT_FOUND);
    const { record, problem } = mergeGlobalDetails(existing, req.body);
    if (problem) return refuse(res, problem);
    db.get('globaldetails').find({ id: GLOBAL_DETAILS_ID }).assign(record).write();
    return ok(res, MSG.globalUpdated);
  });
  return router;
}
