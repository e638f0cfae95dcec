// GET /api/para/globaldetails/:id and PUT /api/para/globaldetails: the Global Details screen's calls.
// (The login response carries the rest but encryptKey, Global_Data, to every user; see lib/auth/login-response.mjs.)
// GET /api/institute-identity (PUBLIC): the name, logo path, footer title and version a visitor sees on the
// public pages before signing in, and nothing else of record 3.
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { GLOBAL_DETAILS_ID, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { ok, refuse, reply } from '../lib/http/reply.mjs';
import { getGlobalDetails } from '../lib/master-data/global-details.mjs';
import { mergeGlobalDetails } from '../lib/master-data/global-details-rules.mjs';
import { updateWhere } from '../lib/storage/changes.mjs';
import { INSTITUTE_IDENTITY_PATH, instituteIdentityOf } from '../../src/domain/instituteIdentity.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { byRoute, envelope, integer, json, object } from '../lib/contract/schemas.mjs';
import { GLOBAL_DETAILS, GLOBAL_DETAILS_FORM, INSTITUTE_IDENTITY } from '../lib/contract/shapes/administration.mjs';

const SETTINGS = '§7 Authentication and settings';
const NOT_FOUND = json(`'01' '${MSG.globalNotFound}'`, envelope([STATUS_CODE.NOT_FOUND]));

export function globalDetailsRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const globalScreen = screens(SCREEN.GLOBAL_DETAILS);

  routes.get('/para/globaldetails/:id', globalScreen, contract({
    summary: 'The global details (record 3)',
    source: spec(SETTINGS, 'GET para/globaldetails/{id}'),
    params: object({ id: byRoute(integer({ min: GLOBAL_DETAILS_ID, max: GLOBAL_DETAILS_ID }), `404 '01' '${MSG.globalNotFound}'`) }),
    responses: { 200: json('Every global field, the encryption key included.', GLOBAL_DETAILS), 404: NOT_FOUND },
  }), (req, res) => {
    const record = Number(req.params.id) === GLOBAL_DETAILS_ID ? getGlobalDetails(db) : undefined;
    if (!record) return reply(res, 404, MSG.globalNotFound, STATUS_CODE.NOT_FOUND);
    return res.json(record);
  });

  routes.get(`/${INSTITUTE_IDENTITY_PATH}`, PUBLIC, contract({
    summary: "The institute's name, logo path, footer title and version",
    source: addition('The login card, app bar and footer show them to visitors before anyone signs in; nothing else of record 3.'),
    responses: { 200: json('The identity fields, each text.', INSTITUTE_IDENTITY) },
  }), (req, res) => res.json(instituteIdentityOf(getGlobalDetails(db))));

  const updateLog = logs({ entity: 'globaldetails', action: 'update', recordId: () => GLOBAL_DETAILS_ID, detail: MSG.globalUpdated });
  routes.put('/para/globaldetails', globalScreen, contract({
    summary: 'Changes the global details',
    source: spec(SETTINGS, 'PUT para/globaldetails'),
    body: GLOBAL_DETAILS_FORM,
    responses: { 200: json(`'00' '${MSG.globalUpdated}'; '02' a rule's text.`, envelope([STATUS_CODE.OK, STATUS_CODE.FAILED])), 404: NOT_FOUND },
  }), updateLog, (req, res) => {
    const existing = getGlobalDetails(db);
    if (!existing) return reply(res, 404, MSG.globalNotFound, STATUS_CODE.NOT_FOUND);
    const { record, problem } = mergeGlobalDetails(existing, req.body);
    if (problem) return refuse(res, problem);
    updateWhere(db, 'globaldetails', { id: GLOBAL_DETAILS_ID }, record);
    return ok(res, MSG.globalUpdated);
  });
  return routes.router;
}
