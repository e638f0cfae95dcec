// GET /api/para/globaldetails/:id and PUT /api/para/globaldetails: the Global Details screen's calls.
// (The login response carries the rest but encryptKey, Global_Data, to every user; see lib/login-response.mjs.)
// GET /api/institute-identity (PUBLIC): the name, logo path, footer title and version a visitor sees on the
// public pages before signing in, and nothing else of record 3.
import { secureRoutes } from '../lib/routes.mjs';
import { PUBLIC, screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { GLOBAL_DETAILS_ID, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { badRequest, ok, refuse, reply } from '../lib/reply.mjs';
import { isPlainObject } from '../lib/fields.mjs';
import { getGlobalDetails } from '../lib/global-details.mjs';
import { mergeGlobalDetails } from '../lib/global-details-rules.mjs';
import { updateWhere } from '../lib/changes.mjs';
import { INSTITUTE_IDENTITY_PATH, instituteIdentityOf } from '../../src/domain/instituteIdentity.mjs';

export function globalDetailsRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const globalScreen = screens(SCREEN.GLOBAL_DETAILS);

  routes.get('/para/globaldetails/:id', globalScreen, (req, res) => {
    const record = Number(req.params.id) === GLOBAL_DETAILS_ID ? getGlobalDetails(db) : undefined;
    if (!record) return reply(res, 404, MSG.globalNotFound, STATUS_CODE.NOT_FOUND);
    return res.json(record);
  });

  routes.get(`/${INSTITUTE_IDENTITY_PATH}`, PUBLIC, (req, res) => res.json(instituteIdentityOf(getGlobalDetails(db))));

  const updateLog = logs({ entity: 'globaldetails', action: 'update', recordId: () => GLOBAL_DETAILS_ID, detail: MSG.globalUpdated });
  routes.put('/para/globaldetails', globalScreen, updateLog, (req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    const existing = getGlobalDetails(db);
    if (!existing) return reply(res, 404, MSG.globalNotFound, STATUS_CODE.NOT_FOUND);
    const { record, problem } = mergeGlobalDetails(existing, req.body);
    if (problem) return refuse(res, problem);
    updateWhere(db, 'globaldetails', { id: GLOBAL_DETAILS_ID }, record);
    return ok(res, MSG.globalUpdated);
  });
  return routes.router;
}
