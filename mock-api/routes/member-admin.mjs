// Staff views of members: the lookup by member number, the members table, one member's record and edit,
// and a member's change requests (spec §2 "Admin member lookup screen"; issue 8's staff member screens).
import { secureRoutes } from '../lib/routes.mjs';
import { screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { answer, reply } from '../lib/reply.mjs';
import { idFrom, isPlainObject, selectedId, trimmed } from '../lib/fields.mjs';
import { pagedList } from '../lib/paging.mjs';
import { lookupItemOf, memberById, memberListRow, memberTypeById, memberTypeFieldsOf, memberView } from '../lib/members.mjs';
import { sendMail } from '../lib/outbox.mjs';
import { memberUpdateOf } from '../lib/member-update.mjs';
import { CHANGE_REQUEST_LIST, changeRequestsOf } from '../lib/change-requests.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { updateWhere } from '../lib/changes.mjs';
import { derived } from '../lib/indexes.mjs';
import { mapRows } from '../lib/row-memo.mjs';
import { SUBJECT, notOwnCase } from '../lib/own-case.mjs';
import { standingOf, todayOf } from '../lib/dues.mjs';
import { FEES } from '../lib/fees.mjs';
import { versionOf } from '../lib/changes.mjs';

/** What the members list's row memo is kept under (lib/row-memo.mjs). */
const LIST_ROWS = {};

const MEMBER_TYPE_TEXT = Object.freeze({
  memberNotFound: 'Member not found',
  typeInvalid: 'Select a valid member type',
  unchanged: 'The member already has this member type',
});
const MEMBERS_TABLE = {
  sortColumns: ['memberNo', 'fullName', 'memberTypeName', 'nicNumber', 'status', 'standing', 'validTillDate'],
  filterColumns: ['memberNo', 'fullName', 'memberTypeName', 'nicNumber', 'statusName', 'standingName', 'validTillDate'],
  defaultSort: { column: 'memberNo', direction: 'asc' },
};

export function memberAdminRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const notFound = (res) => reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
  // Staff edits apply at once, without the approval a member's own change request waits for: never one's own.
  const notOwnRecord = notOwnCase('memberRecord', (req) => SUBJECT.member(db, req.params.memberID));

  routes.get('/application/memberdetails/:memberNo', screens(SCREEN.MEMBER_LOOKUP, SCREEN.MEMBER_OVERVIEW), (req, res) => {
    const wanted = trimmed(req.params.memberNo).toUpperCase();
    const member = db.get('members').find((row) => row.memberNo.toUpperCase() === wanted).value();
    res.json({ data: member ? [lookupItemOf(member, standingOf(ctx, member))] : [] });
  });

  // The standing is today's: the rows are kept per Sri Lanka day and fee schedule, and per member row within them.
  const listRows = () => {
    const today = todayOf(ctx);
    return derived(db, `memberListRows:${today}`, ['members', FEES], () =>
      mapRows(db.get('members').value(), (member) => memberListRow(member, standingOf(ctx, member)), { key: LIST_ROWS, inputsOf: () => `${today}:${versionOf(db, FEES)}` }),
    );
  };
  routes.get('/usermanagement/members', screens(SCREEN.VIEW_MEMBERS), (req, res) => res.json(pagedList(listRows(), req.query, MEMBERS_TABLE)));

  const oneMember = (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    return member ? res.json({ memberData: memberView(member, standingOf(ctx, member)) }) : notFound(res);
  };
  routes.get('/application/memberdetail/:memberID', screens(SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER), oneMember);
  // Spec §7 names the same call getMemberDetails/{id} too.
  routes.get('/application/getMemberDetails/:memberID', screens(SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER), oneMember);

  const updateLog = logs({ entity: 'member', action: 'update', recordId: (req, body, res) => res.locals.subject?.memberID ?? null, detail: (req, body, res) => `Member ${res.locals.subject?.memberNo} updated` });
  routes.post('/application/updatemember/:memberID', screens(SCREEN.EDIT_MEMBER), notOwnRecord, updateLog, (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    if (!member) return answer(res, STATUS_CODE.FAILED, 'Member not found');
    const { changes, problem } = memberUpdateOf(db, member, isPlainObject(req.body) ? req.body : {}, wireDateOf(now()));
    if (problem) return answer(res, STATUS_CODE.FAILED, problem);
    res.locals.subject = member;
    updateWhere(db, 'members', { memberID: member.memberID }, changes);
    return answer(res, STATUS_CODE.OK, 'Update Successfuly');
  });

  // The member type alone (spec §7 updatemembertype/{id}), as an approved change request sets it, without one.
  const typeLog = logs({ entity: 'member', action: 'update', recordId: (req, body, res) => res.locals.subject.memberID, detail: (req, body, res) => `Member type of ${res.locals.subject.memberNo} changed to ${res.locals.subject.memberTypeName}` });
  routes.post('/application/updatemembertype/:memberID', screens(SCREEN.EDIT_MEMBER), notOwnRecord, typeLog, (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    if (!member) return answer(res, STATUS_CODE.FAILED, MEMBER_TYPE_TEXT.memberNotFound);
    const type = memberTypeById(db, selectedId(isPlainObject(req.body) ? req.body.membertypeid : undefined));
    if (!type) return answer(res, STATUS_CODE.FAILED, MEMBER_TYPE_TEXT.typeInvalid);
    if (type.memberTypeId === member.membertypeid) return answer(res, STATUS_CODE.FAILED, MEMBER_TYPE_TEXT.unchanged);
    res.locals.subject = updateWhere(db, 'members', { memberID: member.memberID }, memberTypeFieldsOf(type));
    sendMail(ctx, {
      to: member.email,
      subject: `Your membership type is now ${type.typeDes}`,
      body: `Dear ${member.firstName},\n\nThe institute has changed the membership type of ${member.memberNo} to ${type.typeDes}.`,
    });
    return answer(res, STATUS_CODE.OK, 'Update Successfuly', { memberTypeName: type.typeDes });
  });

  routes.get('/usermanagement/member/change-requests-admin/:userId', screens(SCREEN.MEMBER_OVERVIEW), (req, res) =>
    res.json(pagedList(changeRequestsOf(db, idFrom(req.params.userId) ?? 0), req.query, CHANGE_REQUEST_LIST)),
  );
  return routes.router;
}
