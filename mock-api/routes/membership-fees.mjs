// The membership fee schedule (/user/membership-fees): every signed-in user reads it (members see what they
// will be charged); staff holding the screen create, edit and delete rows. One row per member type and year.
import { secureRoutes } from '../lib/routes.mjs';
import { SIGNED_IN, screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { answer, badRequest, reply } from '../lib/reply.mjs';
import { idFrom, isPlainObject } from '../lib/fields.mjs';
import { pagedList } from '../lib/paging.mjs';
import { nextId } from '../lib/ids.mjs';
import { pastTense } from '../lib/activity.mjs';
import { FEES, feeById, feeOfTypeAndYear, feeRowsOf, feeView } from '../lib/fees.mjs';
import { FEE_TEXT } from '../../src/domain/paymentRules.mjs';
import { feeFieldsOf } from '../lib/fee-fields.mjs';
import { insertRow, removeWhere, saveRows } from '../lib/changes.mjs';

const BASE = '/application/membership-fees';
const LIST = { sortColumns: ['feeId', 'memberTypeName', 'membertypeid', 'effectiveYear', 'entranceFee', 'annualSubscription', 'updatedAt'], filterColumns: ['memberTypeName'] };

/** Default order: member type name, then the newest year first (sorting later is stable from here). */
const scheduleOrder = (rows) =>
  [...rows].sort((a, b) => a.memberTypeName.localeCompare(b.memberTypeName, 'en') || b.effectiveYear - a.effectiveYear);

export function membershipFeeRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const EDITORS = screens(SCREEN.MEMBERSHIP_FEES);
  const feeLog = (action) =>
    logs({
      entity: 'membership fee',
      action,
      recordId: (req, body, res) => res.locals.subject?.feeId ?? null,
      detail: (req, body, res) => {
        const row = res.locals.subject;
        return row ? `Fee #${row.feeId} (${row.memberTypeName} ${row.effectiveYear}: entrance ${row.entranceFee}, subscription ${row.annualSubscription}) ${pastTense(action)}` : '';
      },
    });
  const stamp = (req) => ({ updatedAt: new Date(ctx.now()).toISOString(), updatedBy: req.auth.user.username });

  routes.get('/application/get-payment-fee-from-table', SIGNED_IN, (req, res) =>
    res.json(pagedList(scheduleOrder(feeRowsOf(db)).map(feeView), req.query, LIST)),
  );

  routes.post(BASE, EDITORS, feeLog('create'), (req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    const { fields, problem } = feeFieldsOf(db, req.body);
    if (problem) return badRequest(res, problem);
    if (feeOfTypeAndYear(db, fields.membertypeid, fields.effectiveYear)) return answer(res, STATUS_CODE.FAILED, FEE_TEXT.duplicate);
    const feeId = nextId(db, FEES, 'feeId');
    const row = { id: feeId, feeId, ...fields, ...stamp(req) };
    insertRow(db, FEES, row);
    res.locals.subject = row;
    return answer(res, STATUS_CODE.OK, FEE_TEXT.saved, { data: feeView(row) });
  });

  routes.put(`${BASE}/:feeId`, EDITORS, feeLog('update'), (req, res) => {
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    const existing = feeById(db, idFrom(req.params.feeId));
    if (!existing) return reply(res, 404, FEE_TEXT.notFound, STATUS_CODE.NOT_FOUND);
    const { fields, problem } = feeFieldsOf(db, req.body);
    if (problem) return badRequest(res, problem);
    if (feeOfTypeAndYear(db, fields.membertypeid, fields.effectiveYear, existing.feeId)) return answer(res, STATUS_CODE.FAILED, FEE_TEXT.duplicate);
    saveRows(db, FEES, Object.assign(existing, fields, stamp(req)));
    res.locals.subject = existing;
    return answer(res, STATUS_CODE.OK, FEE_TEXT.updated, { data: feeView(existing) });
  });

  routes.delete(`${BASE}/:feeId`, EDITORS, feeLog('delete'), (req, res) => {
    const existing = feeById(db, idFrom(req.params.feeId));
    if (!existing) return reply(res, 404, FEE_TEXT.notFound, STATUS_CODE.NOT_FOUND);
    removeWhere(db, FEES, { feeId: existing.feeId });
    res.locals.subject = existing;
    return answer(res, STATUS_CODE.OK, FEE_TEXT.deleted);
  });

  return routes.router;
}
