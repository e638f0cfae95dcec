// 30 activity log entries (logins, refusals, user and role changes, settings), oldest first, so the
// Activity Log table pages before anyone has used the portal.
import { isoAfter } from './dates.mjs';
import { spreadPick } from './scale.mjs';

export const SEED_ACTIVITY_COUNT = 30;

const ADMIN = [1, 'admin@example.org'];
const APPLICANT = [2, 'applicant@example.org'];
const MEMBER = [3, 'member@example.org'];

/** [actor, action, entity, recordId, detail] */
const EVENTS = [
  [ADMIN, 'login', 'auth', 1, 'Logged in'],
  [ADMIN, 'create', 'role', 23, 'Role Council created'],
  [ADMIN, 'create', 'role', 24, 'Role Finance created'],
  [ADMIN, 'create', 'role', 25, 'Role Registrar created'],
  [ADMIN, 'update', 'globaldetails', 3, 'Global details updated'],
  [MEMBER, 'login', 'auth', 3, 'Logged in'],
  [[null, 'unknown@example.org'], 'login-failed', 'auth', null, 'Bad credentials'],
  [APPLICANT, 'login-failed', 'auth', 2, 'Bad credentials'],
  [APPLICANT, 'login', 'auth', 2, 'Logged in'],
  [ADMIN, 'create', 'user', 47, 'User staff01@example.org created (pending authorization)'],
  [ADMIN, 'approve', 'user', 47, 'User staff01@example.org approved'],
  [ADMIN, 'create', 'user', 48, 'User staff02@example.org created (pending authorization)'],
  [ADMIN, 'approve', 'user', 48, 'User staff02@example.org approved'],
  [ADMIN, 'reject', 'user', 39, 'User user39@example.org rejected'],
  [ADMIN, 'reject', 'user', 40, 'User user40@example.org rejected'],
  [ADMIN, 'update', 'user', 12, 'User user12@example.org updated'],
  [MEMBER, 'password', 'user', 3, 'Password changed'],
  [ADMIN, 'block', 'menu', 170, 'Menu Meeting Minutes (/upload-minutes/view-upload-minutes) blocked for role Council'],
  [ADMIN, 'unblock', 'menu', 170, 'Menu Meeting Minutes (/upload-minutes/view-upload-minutes) unblocked for role Council'],
  [ADMIN, 'update', 'role', 26, 'Role Examiner updated'],
  [[null, 'tharshini.ranasinghe@mail.example.lk'], 'create', 'inquiry', 1, 'Inquiry from Tharshini Ranasinghe: Cannot log in'],
  [ADMIN, 'update', 'inquiry', 1, 'Inquiry #1 marked as handled'],
  [ADMIN, 'create', 'companies', 12, 'companies #12 created'],
  [ADMIN, 'update', 'user', 20, 'Role of member M0018 (user20@example.org) set to Member'],
  [MEMBER, 'login', 'auth', 3, 'Logged in'],
  [[null, 'user05@example.org'], 'login-failed', 'auth', 5, 'Bad credentials'],
  [ADMIN, 'create', 'role', 33, 'Role Coordinator created'],
  [ADMIN, 'delete', 'role', 35, 'Role Volunteer deleted'],
  [ADMIN, 'delete', 'user', 56, 'User temp.staff@example.org deleted'],
  [ADMIN, 'login', 'auth', 1, 'Logged in'],
];

export const activityRows = () =>
  EVENTS.map(([[userId, username], action, entity, recordId, detail], index) => ({
    id: index + 1,
    at: isoAfter('2026-06-01', Math.floor(index / 2), 8 + (index % 2) * 3),
    userId,
    username,
    action,
    entity,
    recordId,
    detail,
  }));

// A larger seed's extra entries: members signing in, one in six mistyping the password, after the default's
// entries (the last on 15 June), spread evenly from 16 June to 22 November 2026 so the log stays oldest first.
const SIGN_INS_FROM = Date.parse('2026-06-16T02:30:00.000Z');
const SIGN_IN_MINUTES = 160 * 24 * 60;

/** `count` sign-in entries of `users` (spread over them), ids from firstId. */
export const signInRows = ({ users, count, firstId }) =>
  spreadPick(users, count).map((user, n, picked) => {
    const failed = n % 6 === 5;
    return {
      id: firstId + n,
      at: new Date(SIGN_INS_FROM + Math.floor((n * SIGN_IN_MINUTES) / picked.length) * 60_000).toISOString(),
      userId: failed ? null : user.userID,
      username: user.username,
      action: failed ? 'login-failed' : 'login',
      entity: 'auth',
      recordId: user.userID,
      detail: failed ? 'Bad credentials' : 'Logged in',
    };
  });
