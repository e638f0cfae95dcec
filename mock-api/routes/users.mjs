// Users (View All Users and User Authorization screens): lists, authorization, update, delete, and the
// status-filtered user select. A staff role may only act on accounts whose access it holds itself.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { RECORD_STATUS, ROLE, STATUS_CODE, TEXT_MAX } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { badRequest, ok, refuse, reply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { pagedList, userList } from '../lib/http/paging.mjs';
import { USER_ROW_SOURCES, userRows } from '../lib/users/user-rows.mjs';
import { findUserById, updateUser } from '../lib/users/users.mjs';
import { accountChangeProblem, isLastAdministrator, roleProblem } from '../lib/auth/privilege.mjs';
import { removeBlocksOf } from '../lib/users/menu-blocks.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { loggedSubject, logSubject, pastTense } from '../lib/audit/activity.mjs';
import { removeWhere } from '../lib/storage/changes.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/auth/own-case.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, USER_LIST_QUERY, byRoute, envelope, integer, json, object, page } from '../lib/contract/schemas.mjs';
import { USER_CHANGES, USER_DECISION, USER_NAME_ROW, USER_ROW } from '../lib/contract/shapes/administration.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

const BY_USER_ID = { defaultSort: { column: 'userID', direction: 'asc' } };
/** The user select's rows: searched by name, user name and e-mail; by user id unless another column is asked for. */
const USER_NAMES = {
  filterColumns: ['fullName', 'username', 'email'],
  sortColumns: ['userID', 'username', 'email', 'firstName', 'lastName', 'fullName'],
  defaultSort: { column: 'userID', direction: 'asc' },
};
const USER_STATUSES = Object.values(RECORD_STATUS);
const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
const MASTER_DATA = '§7 Master-data back office';
const { OK, FAILED } = STATUS_CODE;
/** A user write's answer: '00' done, '02' refused with the reason (403 '02': beyond the actor's own access). */
const OUTCOME = json("'00' done, or '02' refused with the reason.", envelope([OK, FAILED]));
/** A body that is no object answers 400 '05' 'userID is required', as a missing userID does. */
const userBody = (schema) => byRoute(schema, `400 '05' '${MSG.userIdRequired}'`, ['type']);
const USER_LIST = { query: USER_LIST_QUERY, responses: { 200: json('One page of users (by user id unless sorted otherwise).', page(USER_ROW)) } };
const PENDING_LIST = { query: PAGED_QUERY, responses: { 200: json('One page of pending accounts (by user id unless sorted otherwise).', page(USER_ROW)) } };
const DECISIONS = {
  approve: { statusID: RECORD_STATUS.APPROVED, status: MSG.userAuthorized, outcome: 'authorized', next: 'You can now log in to the portal.' },
  reject: { statusID: RECORD_STATUS.REJECT, status: MSG.userRejected, outcome: 'rejected', next: 'Please contact the institute.' },
};

/** First and last name are required for every user update (spec §5), text of a bounded length. */
function namesProblem(body) {
  if (!trimmed(body.firstName)) return MSG.firstNameRequired;
  if (!trimmed(body.lastName)) return MSG.lastNameRequired;
  if (trimmed(body.firstName).length > TEXT_MAX.personName) return MSG.tooLong('First name', TEXT_MAX.personName);
  if (trimmed(body.lastName).length > TEXT_MAX.personName) return MSG.tooLong('Last name', TEXT_MAX.personName);
  if (body.description !== undefined && typeof body.description !== 'string') return MSG.mustBeText('description');
  if (trimmed(body.description).length > TEXT_MAX.description) return MSG.tooLong('Description', TEXT_MAX.description);
  return null;
}

export function userRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const forbidden = (res, status) => reply(res, 403, status, STATUS_CODE.FAILED);
  const userLog = (action) =>
    logs({
      entity: 'user',
      action,
      recordId: (req, body, res) => loggedSubject(res).userID,
      detail: (req, body, res) => `User ${loggedSubject(res).username} ${pastTense(typeof action === 'function' ? action(req) : action)}`,
    });

  /** Finds the user of body.userID and names it for the log (logSubject; loggedSubject reads it) (400 / '02'), then checks the actor may change it (403). */
  const bodyUser = (req, res, next) => {
    if (!isPlainObject(req.body) || idFrom(req.body.userID) === undefined) return badRequest(res, MSG.userIdRequired);
    const user = findUserById(db, idFrom(req.body.userID));
    if (!user) return refuse(res, MSG.userNotFound);
    // One's own names may be edited; anyone else's only with their access held (lib/auth/privilege.mjs).
    const problem = roleProblem(db, req.auth.user, user.userRoleID);
    if (problem) return forbidden(res, problem);
    logSubject(res, user);
    return next();
  };

  const allUsers = (req, res) => res.json(userList(derived(db, 'userRows', USER_ROW_SOURCES, () => userRows(db)), req.query, BY_USER_ID));
  routes.get('/usermanagement/getUserListInCompany', screens(SCREEN.ALL_USERS), contract({
    summary: 'Every user account (the View All Users table)',
    source: spec(USER_MANAGEMENT, 'GET getUserListInCompany'),
    ...USER_LIST,
  }), allUsers);
  routes.get('/para/users', screens(SCREEN.ALL_USERS), contract({
    summary: 'Every user account (the master-data client\'s path of the same list)',
    source: spec(MASTER_DATA, 'GET para/users'),
    ...USER_LIST,
  }), allUsers);

  const isPending = (user) => user.statusID === RECORD_STATUS.PENDING;
  const isMemberAccount = (user) => user.userRoleID === ROLE.MEMBER;
  const pendingUsers = (cacheKey, narrower = () => true) => (req, res) =>
    res.json(pagedList(derived(db, cacheKey, USER_ROW_SOURCES, () => userRows(db, (user) => isPending(user) && narrower(user))), req.query, BY_USER_ID));
  const memberAccount = (req, res, next) => (isMemberAccount(loggedSubject(res)) ? next() : refuse(res, MSG.notMemberAccount));

  const authorize = (req, res) => {
    const user = loggedSubject(res);
    const problem = namesProblem(req.body);
    if (problem) return refuse(res, problem);
    const decision = DECISIONS[req.body.approve];
    if (!decision) return refuse(res, MSG.approveInvalid);
    if (user.statusID !== RECORD_STATUS.PENDING) return refuse(res, MSG.userNotPending);
    updateUser(db, user.userID, { firstName: trimmed(req.body.firstName), lastName: trimmed(req.body.lastName), statusID: decision.statusID });
    sendMail(ctx, {
      to: user.email,
      userId: user.userID,
      kind: NOTIFICATION_KIND.ACCOUNT,
      link: LINK.USER_PROFILE,
      subject: `Your institute portal account has been ${decision.outcome}`,
      body: `Dear ${trimmed(req.body.firstName)}, your institute portal account ${user.username} has been ${decision.outcome}. ${decision.next}`,
    });
    return ok(res, decision.status);
  };
  routes.get('/usermanagement/userauth', screens(SCREEN.USER_AUTH), contract({
    summary: 'The accounts pending authorization (the User Authorization table)',
    source: spec(USER_MANAGEMENT, 'GET userauth'),
    ...PENDING_LIST,
  }), pendingUsers('userRows:pending'));
  const notOwnAccount = notOwnCase('account', (req) => SUBJECT.user(db, bodyOf(req).userID));
  routes.put('/usermanagement/userauth', screens(SCREEN.USER_AUTH), contract({
    summary: 'Authorizes or rejects a pending account (names as corrected), and mails its owner',
    source: spec(USER_MANAGEMENT, 'PUT userauth'),
    body: userBody(USER_DECISION),
    responses: { 200: OUTCOME },
  }), notOwnAccount, bodyUser, userLog((req) => req.body.approve), authorize);
  // memberauth (spec §7 names it beside userauth): the same authorization, narrowed to member accounts (role 22).
  routes.get('/usermanagement/memberauth', screens(SCREEN.USER_AUTH), contract({
    summary: 'The member accounts pending authorization',
    source: spec(USER_MANAGEMENT, 'GET memberauth'),
    ...PENDING_LIST,
  }), pendingUsers('userRows:pendingMembers', isMemberAccount));
  routes.put('/usermanagement/memberauth', screens(SCREEN.USER_AUTH), contract({
    summary: 'Authorizes or rejects a pending member account, and mails its owner',
    source: spec(USER_MANAGEMENT, 'PUT memberauth'),
    body: userBody(USER_DECISION),
    responses: { 200: json(`'00' done, or '02' refused with the reason ('${MSG.notMemberAccount}' for another role's account).`, envelope([OK, FAILED])) },
  }), notOwnAccount, bodyUser, memberAccount, userLog((req) => req.body.approve), authorize);

  routes.put('/para/user', screens(SCREEN.ALL_USERS), contract({
    summary: "Changes a user's names and description",
    source: spec(MASTER_DATA, 'PUT para/user'),
    body: userBody(USER_CHANGES),
    responses: { 200: OUTCOME },
  }), bodyUser, userLog('update'), (req, res) => {
    const problem = namesProblem(req.body);
    if (problem) return refuse(res, problem);
    const changes = { firstName: trimmed(req.body.firstName), lastName: trimmed(req.body.lastName) };
    if (typeof req.body.description === 'string') changes.description = req.body.description.trim();
    updateUser(db, loggedSubject(res).userID, changes);
    return ok(res, MSG.userUpdated);
  });

  routes.delete('/para/user/:userID', screens(SCREEN.ALL_USERS), contract({
    summary: 'Deletes a user account (never one\'s own, nor the last administrator)',
    source: spec(MASTER_DATA, 'DELETE para/user/{userID}'),
    params: object({ userID: byRoute(integer({ min: 1 }), `200 '02' '${MSG.userNotFound}'`) }),
    responses: { 200: OUTCOME },
  }), userLog('delete'), (req, res) => {
    const user = findUserById(db, idFrom(req.params.userID));
    if (!user) return refuse(res, MSG.userNotFound);
    if (user.userID === req.auth.user.userID) return refuse(res, MSG.ownAccount);
    const problem = accountChangeProblem(db, req.auth.user, user);
    if (problem) return forbidden(res, problem);
    if (isLastAdministrator(db, user)) return refuse(res, MSG.lastAdministrator);
    logSubject(res, user);
    removeBlocksOf(db, 'user', user.userID);
    removeWhere(db, 'users', { userID: user.userID });
    return ok(res, MSG.userDeleted);
  });

  // The status-filtered user select (spec §2 "Other"), searched as the user types: one page, never every user.
  routes.get('/usermanagement/get-all-usernames', screens(SCREEN.BLOCK_ACCESS), contract({
    summary: 'The user select, searched by name, user name and e-mail, optionally of one status',
    source: spec(USER_MANAGEMENT, 'GET get-all-usernames'),
    query: object({ ...PAGED_QUERY.properties, status: byRoute(integer({ description: `A record status (${USER_STATUSES.join(', ')}); left out: every status.` }), 'another value lists nobody') }),
    responses: { 200: json('One page of users (by user id unless sorted otherwise).', page(USER_NAME_ROW)) },
  }), (req, res) => {
    const status = idFrom(req.query.status);
    if (status !== undefined && !USER_STATUSES.includes(status)) return res.json({ data: [], total: 0 });
    const rows = derived(db, `userNames:${status ?? 'all'}`, ['users'], () =>
      db
        .get('users')
        .value()
        .filter((user) => status === undefined || user.statusID === status)
        .map(({ userID, username, email, firstName, lastName, statusID }) => ({ userID, username, email, firstName, lastName, fullName: [firstName, lastName].filter(Boolean).join(' '), statusID })),
    );
    return res.json(pagedList(rows, req.query, USER_NAMES));
  });
  return routes.router;
}
