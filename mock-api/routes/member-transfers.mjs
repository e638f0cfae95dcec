// Chapters and member transfers (spec §7 member-transfers, member-transfer,
// approve-transfer, reject-transfer; get-chapters is beyond spec, for the member's chapter select).
// A member asks to move to another chapter (one Pending request at a time) and sees only their own requests;
// staff holding the approval screen list every request and decide it: mails to the member and both chapters,
// one activity-log row, and an approval moves the member.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN, allows, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { answer, badRequest } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { memberOfUser } from '../lib/members/members.mjs';
import { activeChapters, chapterOption, currentChapterOf } from '../lib/members/chapters.mjs';
import {
  TRANSFERS,
  TRANSFER_LIST,
  decideTransfer,
  newTransfer,
  newestFirst,
  pendingTransferOf,
  sendTransferMails,
  statusFilterOf,
  transferById,
  transferView,
} from '../lib/members/transfers.mjs';
import { TRANSFER_STATUS, TRANSFER_TEXT, chapterIdOf, decisionCommentProblem, transferProblems } from '../../src/domain/transferRules.mjs';
import { insertRow } from '../lib/storage/changes.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/auth/own-case.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, PROBLEMS, anyOf, array, byRoute, envelope, integer, json, nullable, object, page, text } from '../lib/contract/schemas.mjs';
import { CHAPTER, TRANSFER, TRANSFER_DECISION, TRANSFER_FORM } from '../lib/contract/shapes/members.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';

const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
const { OK, NOT_FOUND, FAILED, FAILED_ALT } = STATUS_CODE;
const outcome = (codes, description) => json(description, envelope(codes, { data: TRANSFER, problems: PROBLEMS }, { message: true }));
const CURRENT_CHAPTER = nullable(object({ chapterId: integer({ min: 1 }), name: text() }, { required: ['chapterId', 'name'] }));
/** The list: every request for approvers; a member's own with their current chapter; '01' for anyone else. */
const TRANSFER_LIST_ANSWER = json(
  "One page of requests (newest first unless sorted otherwise), or '01' for a user who is neither a member nor an approver.",
  anyOf(
    object({ statusCode: text({ values: [OK] }), ...page(TRANSFER).properties, currentChapter: CURRENT_CHAPTER }, { required: ['statusCode', 'data', 'total'] }),
    envelope([NOT_FOUND], {}, { message: true }),
  ),
);

export function memberTransferRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const APPROVERS = screens(SCREEN.TRANSFER_APPROVAL);
  const isApprover = (user) => allows(db, APPROVERS, user);
  const subjectLog = (action, detail) =>
    logs({
      entity: 'member transfer',
      action,
      recordId: (req, body, res) => loggedSubject(res)?.transferId ?? null,
      detail: (req, body, res) => (loggedSubject(res) ? detail(transferView(db, loggedSubject(res))) : ''),
    });
  const membersOnly = (res) => answer(res, STATUS_CODE.NOT_FOUND, TRANSFER_TEXT.membersOnly);

  routes.get('/usermanagement/get-chapters', SIGNED_IN, contract({
    summary: 'The active chapters (the transfer form\'s chapter select)',
    source: addition('A member chooses the chapter to move to; the spec names the transfer calls but not where the chapters come from.'),
    responses: { 200: json('Every active chapter.', object({ statusCode: text({ values: [OK] }), data: array(CHAPTER) }, { required: ['statusCode', 'data'] })) },
  }), (req, res) => res.json({ statusCode: STATUS_CODE.OK, data: activeChapters(db).map(chapterOption) }));

  // Staff holding the approval screen: every request; a member: their own (whatever the query says); anyone else '01'.
  routes.get('/usermanagement/member-transfers', SIGNED_IN, contract({
    summary: 'Transfer requests: every one for approvers, a member\'s own otherwise',
    source: spec(USER_MANAGEMENT, 'GET member-transfers'),
    query: object({ ...PAGED_QUERY.properties, status: byRoute(integer({ description: '1 pending, 2 approved, 3 rejected.' }), 'another value lists every status') }),
    responses: { 200: TRANSFER_LIST_ANSWER },
  }), (req, res) => {
    const user = req.auth.user;
    const status = statusFilterOf(req.query.status);
    const listOf = (rows) => pagedList(newestFirst(rows.filter((row) => status === null || row.status === status)).map((row) => transferView(db, row)), req.query, TRANSFER_LIST);
    if (isApprover(user)) {
      const rows = derived(db, `transferRows:${status}`, [TRANSFERS, 'members', 'chapters'], () => newestFirst(db.get(TRANSFERS).value().filter((row) => status === null || row.status === status)).map((row) => transferView(db, row)));
      return res.json({ statusCode: STATUS_CODE.OK, ...pagedList(rows, req.query, TRANSFER_LIST) });
    }
    const member = memberOfUser(db, user.userID);
    if (!member) return membersOnly(res);
    const own = db.get(TRANSFERS).filter({ memberID: member.memberID }).value();
    return res.json({ statusCode: STATUS_CODE.OK, ...listOf(own), currentChapter: currentChapterOf(db, member) });
  });

  const requestLog = subjectLog('create', (row) => `Transfer request #${row.transferId} of ${row.memberNo} ${row.memberName}: ${row.fromChapterName} to ${row.toChapterName}`);
  routes.post('/usermanagement/member-transfer', SIGNED_IN, contract({
    summary: 'A member asks to move to another chapter (one pending request at a time)',
    source: spec(USER_MANAGEMENT, 'POST member-transfer'),
    body: byRoute(TRANSFER_FORM, `400 '05' '${MSG.malformedJson}' (after the members-only check)`, ['type']),
    responses: { 200: outcome([OK, NOT_FOUND, FAILED], "'00' submitted with the request; '01' not a member; '02' refused with the reason (and problems by field).") },
  }), requestLog, (req, res) => {
    const member = memberOfUser(db, req.auth.user.userID);
    if (!member) return membersOnly(res);
    if (!isPlainObject(req.body)) return badRequest(res, MSG.malformedJson);
    if (pendingTransferOf(db, member.memberID)) return answer(res, STATUS_CODE.FAILED, TRANSFER_TEXT.pendingExists);
    const problems = transferProblems(req.body, member.chapterId ?? null, activeChapters(db).map((chapter) => chapter.chapterId));
    if (Object.keys(problems).length) return answer(res, STATUS_CODE.FAILED, Object.values(problems)[0], { problems });
    const row = newTransfer(db, { member, toChapterId: chapterIdOf(req.body.toChapterId), reason: req.body.reason.trim(), at: ctx.now() });
    insertRow(db, TRANSFERS, row);
    logSubject(res, row);
    return answer(res, STATUS_CODE.OK, TRANSFER_TEXT.submitted, { data: transferView(db, row) });
  });

  // '00' decided; '01' no such request; '02' already decided; '03' the comment's problem (required to reject, ≤ 500).
  const decisionRoute = (action, done) => {
    const log = subjectLog(action, (row) => `Transfer request #${row.transferId} of ${row.memberNo} ${row.memberName} (${row.fromChapterName} to ${row.toChapterName}) ${row.statusName.toLowerCase()}: ${row.comment ?? '-'}`);
    routes.put(`/usermanagement/${action}-transfer`, APPROVERS, contract({
      summary: action === 'approve' ? 'Approves a transfer request: the member moves; mails to the member and both chapters' : 'Rejects a transfer request with a comment; mails to the member and both chapters',
      source: spec(USER_MANAGEMENT, `PUT ${action}-transfer`),
      body: TRANSFER_DECISION,
      responses: { 200: outcome([OK, NOT_FOUND, FAILED, FAILED_ALT], "'00' decided with the request; '01' no such request; '02' already decided; '03' the comment's problem.") },
    }), notOwnCase('transfer', (req) => SUBJECT.transfer(db, bodyOf(req).transferId)), log, (req, res) => {
      const row = transferById(db, idFrom(req.body.transferId));
      if (!row) return answer(res, STATUS_CODE.NOT_FOUND, TRANSFER_TEXT.notFound);
      if (row.status !== TRANSFER_STATUS.PENDING) return answer(res, STATUS_CODE.FAILED, TRANSFER_TEXT.alreadyDecided);
      const problem = decisionCommentProblem(req.body.comment, action);
      if (problem) return answer(res, STATUS_CODE.FAILED_ALT, problem, { problems: { comment: problem } });
      const comment = typeof req.body.comment === 'string' ? req.body.comment.trim() : '';
      decideTransfer(ctx, row, { action, comment, actor: req.auth.user.username });
      sendTransferMails(ctx, row);
      logSubject(res, row);
      return answer(res, STATUS_CODE.OK, done, { data: transferView(db, row) });
    });
  };
  decisionRoute('approve', TRANSFER_TEXT.approved);
  decisionRoute('reject', TRANSFER_TEXT.rejected);

  return routes.router;
}
