// The membership fee schedule (/user/membership-fees): every signed-in user reads it (members see what they
// will be charged); staff holding the screen create, edit and delete rows. One row per member type and year.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, badRequest, reply } from '../lib/http/reply.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { logSubject, recordLog } from '../lib/audit/activity.mjs';
import { FEES, feeById, feeOfTypeAndYear, feeRowsOf, feeView } from '../lib/payments/fees.mjs';
import { FEE_TEXT } from '../../src/domain/paymentRules.mjs';
import { feeFieldsOf } from '../lib/payments/fee-fields.mjs';
import { insertRow, removeWhere, saveRows } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, envelope, idParam, json, object, page } from '../lib/contract/schemas.mjs';
import { FEE_FORM, FEE_ROW } from '../lib/contract/shapes/payments.mjs';

const { OK, NOT_FOUND, FAILED } = STATUS_CODE;
const FEE_ID = object({ feeId: idParam(`404 '01' '${FEE_TEXT.notFound}'`) });
const FEE_NOT_FOUND = json(`'01' '${FEE_TEXT.notFound}'.`, envelope([NOT_FOUND]));
const feeSaved = (done) => json(`'00' '${done}' with the row; '02' '${FEE_TEXT.duplicate}'.`, envelope([OK, FAILED], { data: FEE_ROW }, { message: true }));
const WHY_WRITES = 'Staff keep the fee schedule every charge is priced from; the spec lists member fees among the master data without naming the calls.';

const BASE = '/application/membership-fees';
const LIST = { sortColumns: ['feeId', 'memberTypeName', 'membertypeid', 'effectiveYear', 'entranceFee', 'annualSubscription', 'updatedAt'], filterColumns: ['memberTypeName'] };

/** Default order: member type name, then the newest year first (sorting later is stable from here). */
const scheduleOrder = (rows) =>
  [...rows].sort((a, b) => a.memberTypeName.localeCompare(b.memberTypeName, 'en') || b.effectiveYear - a.effectiveYear);

export function membershipFeeRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const EDITORS = screens(SCREEN.MEMBERSHIP_FEES);
  const feeLog = recordLog(logs, { entity: 'membership fee', idField: 'feeId', describe: (row) => `Fee #${row.feeId} (${row.memberTypeName} ${row.effectiveYear}: entrance ${row.entranceFee}, subscription ${row.annualSubscription})` });
  const stamp = (req) => ({ updatedAt: new Date(ctx.now()).toISOString(), updatedBy: req.auth.user.username });

  routes.get('/application/get-payment-fee-from-table', SIGNED_IN, contract({
    summary: 'The membership fee schedule (members see what they will be charged)',
    source: spec('§7 Member profile and records: application prefix', 'GET get-payment-fee-from-table'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of fee rows, by member type and newest year first unless sorted otherwise.', page(FEE_ROW)) },
  }), (req, res) =>
    res.json(pagedList(scheduleOrder(feeRowsOf(db)).map(feeView), req.query, LIST)),
  );

  routes.post(BASE, EDITORS, contract({
    summary: "Adds a member type's fees from a year on",
    source: addition(WHY_WRITES),
    body: FEE_FORM,
    responses: { 200: feeSaved(FEE_TEXT.saved) },
  }), feeLog('create'), (req, res) => {
    const { fields, problem } = feeFieldsOf(db, req.body);
    if (problem) return badRequest(res, problem);
    if (feeOfTypeAndYear(db, fields.membertypeid, fields.effectiveYear)) return answer(res, STATUS_CODE.FAILED, FEE_TEXT.duplicate);
    const feeId = nextId(db, FEES, 'feeId');
    const row = { id: feeId, feeId, ...fields, ...stamp(req) };
    insertRow(db, FEES, row);
    logSubject(res, row);
    return answer(res, STATUS_CODE.OK, FEE_TEXT.saved, { data: feeView(row) });
  });

  routes.put(`${BASE}/:feeId`, EDITORS, contract({
    summary: 'Changes a fee row',
    source: addition(WHY_WRITES),
    params: FEE_ID,
    body: FEE_FORM,
    responses: { 200: feeSaved(FEE_TEXT.updated), 404: FEE_NOT_FOUND },
  }), feeLog('update'), (req, res) => {
    const existing = feeById(db, idFrom(req.params.feeId));
    if (!existing) return reply(res, 404, FEE_TEXT.notFound, STATUS_CODE.NOT_FOUND);
    const { fields, problem } = feeFieldsOf(db, req.body);
    if (problem) return badRequest(res, problem);
    if (feeOfTypeAndYear(db, fields.membertypeid, fields.effectiveYear, existing.feeId)) return answer(res, STATUS_CODE.FAILED, FEE_TEXT.duplicate);
    saveRows(db, FEES, Object.assign(existing, fields, stamp(req)));
    logSubject(res, existing);
    return answer(res, STATUS_CODE.OK, FEE_TEXT.updated, { data: feeView(existing) });
  });

  routes.delete(`${BASE}/:feeId`, EDITORS, contract({
    summary: 'Deletes a fee row',
    source: addition(WHY_WRITES),
    params: FEE_ID,
    responses: { 200: json(`'00' '${FEE_TEXT.deleted}'.`, envelope([OK], {}, { message: true })), 404: FEE_NOT_FOUND },
  }), feeLog('delete'), (req, res) => {
    const existing = feeById(db, idFrom(req.params.feeId));
    if (!existing) return reply(res, 404, FEE_TEXT.notFound, STATUS_CODE.NOT_FOUND);
    removeWhere(db, FEES, { feeId: existing.feeId });
    logSubject(res, existing);
    return answer(res, STATUS_CODE.OK, FEE_TEXT.deleted);
  });

  return routes.router;
}
