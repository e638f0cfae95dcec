// Users (administrator only): lists, authorization, update, delete, the status-filtered user select.
import { Router } from '../lib/router.mjs';
import { RECORD_STATUS } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { badRequest, ok, refuse } from '../lib/reply.mjs';
import { idFrom, isPlainObject, trimmed } from '../lib/fields.mjs';
import { pagedList, userList } from '../lib/paging.mjs';
import { userRows } from '../lib/user-rows.mjs';
import { findUserById, updateUser } from '../lib/users.mjs';
import { removeBlocksOf } from '../lib/menu-blocks.mjs';
import { sendMail } from '../lib/outbox.mjs';
import { pastTense } from '../lib/activity.mjs';

const BY_USER_ID = { defaultSort: { column: 'userID', direction: 'asc' } };
const DECISIONS = {
  approve: { statusID: RECORD_STATUS.APPROVED, status: MSG.userAuthorized, outcome: 'authorized', next: 'You can now log in to the portal.' },
  reject: { statusID: RECORD_STATUS.REJECT, status: MSG.userRejected, outcome: 'rejected', next: 'Please contact the institute.' },
};

/** First and last name are required for every user update (spec §5). */
const namesProblem = (body) => (!trimmed(body.firstName) ? MSG.firstNameRequired : !trimmed(body.lastName) ? MSG.lastNameRequired : null);

export function userRoutes(ctx) {
  const { db, guards, logs } = ctx;
  const router = Router();
  const admin = guards.adminOnly;
  const userLog = (action) =>
    logs({
      entity: 'user',
      action,
      recordId: (req, body, res) => res.locals.subject.userID,
      detail: (req, body, res) => `User ${res.locals.subject.username} ${pastTense(typeof action === 'function' ? action(req) : action)}`,
    });

  /** Finds the user of body.userID into res.locals.subject, or answers 400 / '02'. */
  const bodyUser = (req, res, next) => {
    if (!isPlainObject(req.body) || idFrom(req.body.userID) === undefined) return badRequest(res, MSG.userIdRequired);
    res.locals.subject = findUserById(db, idFrom(req.body.userID));
    return res.locals.subject ? next() : refuse(res, MSG.userNotFound);
  };

  const allUsers = (req, res) => res.json(userList(userRows(db), req.query, BY_USER_ID));
  router.get('/usermanagement/getUserListInCompany', admin, allUsers);
  router.get('/para/users', admin, allUsers);

  router.get('/usermanagement/userauth', admin, (req, res) =>
    res.json(pagedList(userRows(db, (user) => user.statusID === RECORD_STATUS.PENDING), req.query, BY_USER_ID)),
  );

  router.put('/usermanagement/userauth', admin, bodyUser, userLog((req) => req.body.approve), (req, res) => {
    const user = res.locals.subject;
    const problem = namesProblem(req.body);
    if (problem) return refuse(res, problem);
    const decision = DECISIONS[req.body.approve];
    if (!decision) return refuse(res, MSG.approveInvalid);
    if (user.statusID !== RECORD_STATUS.PENDING) return refuse(res, MSG.userNotPending);
    updateUser(db, user.userID, { firstName: trimmed(req.body.firstName), lastName: trimmed(req.body.lastName), statusID: decision.statusID });
    sendMail(ctx, {
      to: user.email,
      subject: `Your institute portal account has been ${decision.outcome}`,
      body: `Dear ${trimmed(req.body.firstName)}, your institute portal account ${user.username} has been ${decision.outcome}. ${decision.next}`,
    });
    return ok(res, decision.status);
  });

  router.put('/para/user', admin, bodyUser, userLog('update'), (req, res) => {
    const problem = namesProblem(req.body);
    if (problem) return refuse(res, problem);
    const changes = { firstName: trimmed(req.body.firstName), lastName: trimmed(req.body.lastName) };
    if (typeof req.body.description === 'string') changes.description = req.body.description.trim();
    updateUser(db, res.locals.subject.userID, changes);
    return ok(res, MSG.userUpdated);
  });

  router.delete('/para/user/:userID', admin, userLog('delete'), (req, res) => {
    const user = findUserById(db, idFrom(req.params.userID));
    if (!user) return refuse(res, MSG.userNotFound);
    if (user.userID === req.auth.user.userID) return refuse(res, MSG.ownAccount);
    res.locals.subject = user;
    removeBlocksOf(db, 'user', user.userID);
    db.get('users').remove({ userID: user.userID }).write();
    return ok(res, MSG.userDeleted);
  });

  router.get('/usermanagement/get-all-usernames', admin, (req, res) => {
    const status = idFrom(req.query.status);
    const rows = db.get('users').value().filter((user) => status === undefined || user.statusID === status);
    res.json(rows.map(({ userID, username, firstName, lastName, statusID }) => ({ userID, username, firstName, lastName, statusID })));
  });
  return router;
}
