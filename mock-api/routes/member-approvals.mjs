// The approval queue (/member/approvemember) and staff decisions on change requests and records: one at a
// time (PUT usermanagement/member/decision, naming the item by kind and id or by its queue key) or all of a
// member's pending details at once. Every decision is mailed to the member and written to the activity log.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { RECORD_STATUS, STATUS_CODE, TEXT_MAX } from '../lib/constants.mjs';
import { answer } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { memberById } from '../lib/members/members.mjs';
import { applyDecision, DECISION_KINDS, DECISIONS, findDecidable, mailDecision, pendingItems, withKeyParts } from '../lib/members/member-decisions.mjs';
import { RECORD_TEXT } from '../../src/domain/memberRules.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/auth/own-case.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, anyOf, byRoute, envelope, integer, json, nullable, object, page, text } from '../lib/contract/schemas.mjs';
import { QUEUE_ITEM } from '../lib/contract/shapes/members.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';

const TEXT = {
  kindInvalid: `kind must be one of ${Object.keys(DECISION_KINDS).join(', ')}`,
  decisionInvalid: "decision must be 'approve' or 'reject'",
  commentRequired: 'A comment is required to reject',
  commentTooLong: `Comment must be at most ${TEXT_MAX.note} characters`,
  alreadyDecided: 'This item has already been decided',
  memberNotFound: 'Member not found',
  statusInvalid: 'Status must be 2 (approve) or 16 (reject)',
  approved: 'Approved successfully',
  rejected: 'Rejected successfully',
};
const QUEUE = {
  sortColumns: ['createdAt', 'kind', 'memberNo', 'memberName', 'summary'],
  filterColumns: ['kind', 'memberNo', 'memberName', 'summary', 'fileName'],
  defaultSort: { column: 'createdAt', direction: 'asc' },
};

const KINDS = Object.keys(DECISION_KINDS);
const refused = (schema, why = "200 '02' with the rule's text") => byRoute(schema, why);
/** The comment: required to reject, at most TEXT_MAX.note characters (the route's '02'). */
const COMMENT = refused(nullable(text({ max: TEXT_MAX.note, description: 'Required to reject.' })));
const DECIDED = (extra = {}) => json("'00' done; '02' refused with the reason.", envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], extra, { message: true }));

/** The comment of a decision: text, required to reject, bounded; or the problem. */
const commentOf = (body, status) => {
  if (body.comment !== undefined && body.comment !== null && typeof body.comment !== 'string') return { problem: 'comment must be text' };
  const comment = trimmed(body.comment);
  if (status === RECORD_STATUS.REJECT && !comment) return { problem: TEXT.commentRequired };
  if (comment.length > TEXT_MAX.note) return { problem: TEXT.commentTooLong };
  return { comment };
};

export function memberApprovalRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const decisionLog = logs({
    entity: (req, body, res) => loggedSubject(res).kind,
    action: (req, body, res) => loggedSubject(res).action,
    recordId: (req, body, res) => loggedSubject(res).id,
    detail: (req, body, res) => loggedSubject(res).detail,
  });

  routes.get('/usermanagement/member/approval-queue', screens(SCREEN.APPROVE_MEMBERS), contract({
    summary: "Every member's pending change requests and records (the approval queue)",
    source: addition('Staff decide what members submit (change requests, employment, academic and professional records) in one queue; the spec shows only per-member approval.'),
    query: object({ ...PAGED_QUERY.properties, kind: byRoute(text({ values: KINDS }), 'another value lists every kind') }),
    responses: { 200: json('One page of pending items (oldest first unless sorted otherwise).', page(QUEUE_ITEM)) },
  }), (req, res) => {
    const kind = Object.hasOwn(DECISION_KINDS, req.query.kind) ? req.query.kind : undefined;
    const items = derived(db, `approvalQueue:${kind ?? ''}`, ['members', 'changeRequests', 'employment', 'academic', 'professional'], () => pendingItems(db, { kind }));
    res.json(pagedList(items, req.query, QUEUE));
  });

  routes.put('/usermanagement/member/decision', screens(SCREEN.APPROVE_MEMBERS, SCREEN.MEMBER_OVERVIEW), contract({
    summary: 'Approves or rejects one pending item, and mails the member',
    source: addition('The approval queue decides one item at a time, named by kind and id or by its queue key.'),
    body: refused(object({
      key: refused(text({ description: "The queue key '<kind>-<id>' instead of kind and id." })),
      kind: refused(text({ values: KINDS })),
      id: refused({ ...anyOf(integer({ min: 1 }), text()), description: "The item's id within its kind." }),
      decision: refused(text({ values: Object.keys(DECISIONS) })),
      comment: COMMENT,
    }, { required: ['decision'] }), "a body that is no object reads as an empty one ('02')", ['type']),
    responses: { 200: DECIDED() },
  }), notOwnCase('memberDetails', (req) => SUBJECT.queueItem(db, bodyOf(req))), decisionLog, (req, res) => {
    const given = isPlainObject(req.body) ? req.body : {};
    const body = withKeyParts(given);
    if (typeof body.kind !== 'string' || !Object.hasOwn(DECISION_KINDS, body.kind)) return answer(res, STATUS_CODE.FAILED, TEXT.kindInvalid);
    const row = findDecidable(db, body.kind, idFrom(body.id));
    if (!row) return answer(res, STATUS_CODE.FAILED, RECORD_TEXT.recordNotFound);
    const status = typeof body.decision === 'string' && Object.hasOwn(DECISIONS, body.decision) ? DECISIONS[body.decision] : undefined;
    if (!status) return answer(res, STATUS_CODE.FAILED, TEXT.decisionInvalid);
    const { comment, problem } = commentOf(body, status);
    if (problem) return answer(res, STATUS_CODE.FAILED, problem);
    if (row.status !== RECORD_STATUS.PENDING) return answer(res, STATUS_CODE.FAILED, TEXT.alreadyDecided);
    applyDecision(ctx, { kind: body.kind, row, status, comment, actor: req.auth.user.username });
    mailDecision(ctx, row.userid, { status, comment, items: [{ kind: body.kind, row }] });
    const id = row[DECISION_KINDS[body.kind].idField];
    logSubject(res, { kind: body.kind, id, action: body.decision, detail: `${DECISION_KINDS[body.kind].label} #${id} of user ${row.userid} ${status === RECORD_STATUS.APPROVED ? 'approved' : 'rejected'}` });
    return answer(res, STATUS_CODE.OK, status === RECORD_STATUS.APPROVED ? TEXT.approved : TEXT.rejected);
  });

  routes.post('/usermanagement/member/approve-all-details-from-admin/:memberID/:status', screens(SCREEN.MEMBER_OVERVIEW), contract({
    summary: "Approves or rejects all of a member's pending details at once, and mails the member",
    source: spec('§7 User management (prefix usermanagement/)', 'POST member/approve-all-details-from-admin/{a}/{b}'),
    params: object({
      memberID: refused(integer({ min: 1 }), `200 '02' '${TEXT.memberNotFound}'`),
      status: refused(integer({ description: `${RECORD_STATUS.APPROVED} approve, ${RECORD_STATUS.REJECT} reject.` }), `200 '02' '${TEXT.statusInvalid}'`),
    }),
    body: byRoute(object({ comment: COMMENT }), 'a body that is no object reads as an empty one', ['type']),
    responses: { 200: DECIDED({ count: integer({ min: 0, description: 'The items decided.' }) }) },
  }), notOwnCase('memberDetails', (req) => SUBJECT.member(db, req.params.memberID)), decisionLog, (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    if (!member) return answer(res, STATUS_CODE.FAILED, TEXT.memberNotFound);
    const status = [RECORD_STATUS.APPROVED, RECORD_STATUS.REJECT].find((value) => value === idFrom(req.params.status));
    if (!status) return answer(res, STATUS_CODE.FAILED, TEXT.statusInvalid);
    const { comment, problem } = commentOf(isPlainObject(req.body) ? req.body : {}, status);
    if (problem) return answer(res, STATUS_CODE.FAILED, problem);
    const items = pendingItems(db, { userid: member.userid }).map((item) => ({ kind: item.kind, row: findDecidable(db, item.kind, item.id) }));
    for (const item of items) applyDecision(ctx, { ...item, status, comment, actor: req.auth.user.username });
    if (items.length) mailDecision(ctx, member.userid, { status, comment, items });
    const outcome = status === RECORD_STATUS.APPROVED ? 'approved' : 'rejected';
    logSubject(res, { kind: 'member', id: member.memberID, action: status === RECORD_STATUS.APPROVED ? 'approve' : 'reject', detail: `${items.length} pending detail(s) of member ${member.memberNo} ${outcome}` });
    return answer(res, STATUS_CODE.OK, `${items.length} item(s) ${outcome}`, { count: items.length });
  });
  return routes.router;
}
