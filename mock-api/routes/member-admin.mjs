// Staff views of members: the lookup by member number, the members table, one member's record and edit,
// and a member's change requests (spec §2 "Admin member lookup screen").
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { MEMBER_NUMBER_MAX, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { answer, reply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject, selectedId, trimmed } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { lookupItemOf, memberById, memberListRow, memberTypeById, memberTypeFieldsOf, memberView } from '../lib/members/members.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { memberUpdateOf } from '../lib/members/member-update.mjs';
import { CHANGE_REQUEST_LIST, changeRequestsOf } from '../lib/members/change-requests.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { updateWhere } from '../lib/storage/changes.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { mapRows } from '../lib/storage/row-memo.mjs';
import { SUBJECT, notOwnCase } from '../lib/auth/own-case.mjs';
import { standingOf, todayOf } from '../lib/payments/dues.mjs';
import { FEES } from '../lib/payments/fees.mjs';
import { versionOf } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, anyOf, array, byRoute, envelope, integer, json, object, page, text } from '../lib/contract/schemas.mjs';
import { CHANGE_REQUEST, MEMBER, MEMBER_EDIT_FORM, MEMBER_LIST_ROW, MEMBER_LOOKUP_ITEM } from '../lib/contract/shapes/members.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

/** What the members list's row memo is kept under (lib/storage/row-memo.mjs). */
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

const APPLICATION_PREFIX = '§7 Member profile and records: application prefix';
const MEMBER_ID = (answer) => byRoute(integer({ min: 1 }), answer);
const EDIT_ANSWER = (extra) => json("'00' 'Update Successfuly'; '02' refused with the reason.", envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], extra, { message: true }));
const ONE_MEMBER = {
  params: object({ memberID: MEMBER_ID(`404 '01' '${MSG.notFound}'`) }),
  responses: {
    200: json('The member with its status name and standing today.', object({ memberData: MEMBER }, { required: ['memberData'] })),
    404: json('No such member.', envelope([STATUS_CODE.NOT_FOUND])),
  },
};

export function memberAdminRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const notFound = (res) => reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
  // Staff edits apply at once, without the approval a member's own change request waits for: never one's own.
  const notOwnRecord = notOwnCase('memberRecord', (req) => SUBJECT.member(db, req.params.memberID));

  routes.get('/application/memberdetails/:memberNo', screens(SCREEN.MEMBER_LOOKUP, SCREEN.MEMBER_OVERVIEW), contract({
    summary: 'The member of a member number, any case (the admin member lookup)',
    source: spec(APPLICATION_PREFIX, 'GET memberdetails/{id}'),
    params: object({ memberNo: byRoute(text({ description: `A member number (at most ${MEMBER_NUMBER_MAX} characters as issued); spaces around are ignored.` }), 'another value finds nobody') }),
    responses: { 200: json('The member\'s lookup item, or none.', object({ data: array(MEMBER_LOOKUP_ITEM, { max: 1 }) }, { required: ['data'] })) },
  }), (req, res) => {
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
  routes.get('/usermanagement/members', screens(SCREEN.VIEW_MEMBERS), contract({
    summary: 'Every member with its standing today (the View Members table)',
    source: addition('Staff browse and search all members with their standing; the spec\'s lookup finds one member number at a time.'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of members (by member number unless sorted otherwise).', page(MEMBER_LIST_ROW)) },
  }), (req, res) => res.json(pagedList(listRows(), req.query, MEMBERS_TABLE)));

  const oneMember = (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    return member ? res.json({ memberData: memberView(member, standingOf(ctx, member)) }) : notFound(res);
  };
  routes.get('/application/memberdetail/:memberID', screens(SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER), contract({
    summary: 'One member (the member overview and edit screens)',
    source: spec(APPLICATION_PREFIX, 'GET memberdetail/{id}'),
    ...ONE_MEMBER,
  }), oneMember);
  // Spec §7 names the same call getMemberDetails/{id} too.
  routes.get('/application/getMemberDetails/:memberID', screens(SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER), contract({
    summary: 'One member (the same call as memberdetail/{id})',
    source: spec(APPLICATION_PREFIX, 'GET getMemberDetails/{id}'),
    ...ONE_MEMBER,
  }), oneMember);

  const updateLog = logs({ entity: 'member', action: 'update', recordId: (req, body, res) => loggedSubject(res)?.memberID ?? null, detail: (req, body, res) => `Member ${loggedSubject(res)?.memberNo} updated` });
  routes.post('/application/updatemember/:memberID', screens(SCREEN.EDIT_MEMBER), contract({
    summary: "Changes a member's profile at once (staff; never one's own)",
    source: spec(APPLICATION_PREFIX, 'POST updatemember/{id}'),
    params: object({ memberID: MEMBER_ID("200 '02' 'Member not found'") }),
    body: byRoute(MEMBER_EDIT_FORM, "a body that is no object reads as an empty form ('02' with the first rule's text)", ['type']),
    responses: { 200: EDIT_ANSWER({}) },
  }), notOwnRecord, updateLog, (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    if (!member) return answer(res, STATUS_CODE.FAILED, 'Member not found');
    const { changes, problem } = memberUpdateOf(db, member, isPlainObject(req.body) ? req.body : {}, wireDateOf(now()));
    if (problem) return answer(res, STATUS_CODE.FAILED, problem);
    logSubject(res, member);
    updateWhere(db, 'members', { memberID: member.memberID }, changes);
    return answer(res, STATUS_CODE.OK, 'Update Successfuly');
  });

  // The member type alone (spec §7 updatemembertype/{id}), as an approved change request sets it, without one.
  const typeLog = logs({ entity: 'member', action: 'update', recordId: (req, body, res) => loggedSubject(res).memberID, detail: (req, body, res) => `Member type of ${loggedSubject(res).memberNo} changed to ${loggedSubject(res).memberTypeName}` });
  routes.post('/application/updatemembertype/:memberID', screens(SCREEN.EDIT_MEMBER), contract({
    summary: "Changes a member's type at once, as an approved change request would, and mails the member",
    source: spec(APPLICATION_PREFIX, 'POST updatemembertype/{id}'),
    params: object({ memberID: MEMBER_ID(`200 '02' '${MEMBER_TYPE_TEXT.memberNotFound}'`) }),
    body: byRoute(object({
      membertypeid: byRoute({ ...anyOf(integer({ min: 1 }), text(), object({ value: anyOf(integer({ min: 1 }), text()) })), description: "A member type's id (or a select's {value}), not the member's current one." }, `200 '02' '${MEMBER_TYPE_TEXT.typeInvalid}'`),
    }, { required: ['membertypeid'] }), `200 '02' '${MEMBER_TYPE_TEXT.typeInvalid}'`, ['type']),
    responses: { 200: EDIT_ANSWER({ memberTypeName: text({ description: 'The new type\'s name.' }) }) },
  }), notOwnRecord, typeLog, (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    if (!member) return answer(res, STATUS_CODE.FAILED, MEMBER_TYPE_TEXT.memberNotFound);
    const type = memberTypeById(db, selectedId(isPlainObject(req.body) ? req.body.membertypeid : undefined));
    if (!type) return answer(res, STATUS_CODE.FAILED, MEMBER_TYPE_TEXT.typeInvalid);
    if (type.memberTypeId === member.membertypeid) return answer(res, STATUS_CODE.FAILED, MEMBER_TYPE_TEXT.unchanged);
    logSubject(res, updateWhere(db, 'members', { memberID: member.memberID }, memberTypeFieldsOf(type)));
    sendMail(ctx, {
      to: member.email,
      userId: member.userid,
      kind: NOTIFICATION_KIND.RECORD,
      link: LINK.MEMBER_PROFILE,
      subject: `Your membership type is now ${type.typeDes}`,
      body: `Dear ${member.firstName},\n\nThe institute has changed the membership type of ${member.memberNo} to ${type.typeDes}.`,
    });
    return answer(res, STATUS_CODE.OK, 'Update Successfuly', { memberTypeName: type.typeDes });
  });

  routes.get('/usermanagement/member/change-requests-admin/:userId', screens(SCREEN.MEMBER_OVERVIEW), contract({
    summary: "A member's change requests (staff)",
    source: addition('The member overview shows the member type and designation changes a member asked for, as the member\'s own profile lists them.'),
    params: object({ userId: byRoute(integer({ min: 1, description: "The member's user id." }), 'another value lists nothing') }),
    query: PAGED_QUERY,
    responses: { 200: json('One page of change requests (newest first unless sorted otherwise).', page(CHANGE_REQUEST)) },
  }), (req, res) =>
    res.json(pagedList(changeRequestsOf(db, idFrom(req.params.userId) ?? 0), req.query, CHANGE_REQUEST_LIST)),
  );
  return routes.router;
}
