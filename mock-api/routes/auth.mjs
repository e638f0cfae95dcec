// POST /api/auth/signin (public): credentials, attempt limit, account status, then the session payload.
import { Router } from '../lib/router.mjs';
import { RECORD_STATUS, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { asyncRoute } from '../lib/async-route.mjs';
import { badRequest, hasTextFields, reply } from '../lib/reply.mjs';
import { findUserByUsername, updateUser } from '../lib/users.mjs';
import { loginAttemptLimit } from '../lib/global-details.mjs';
import { passwordMatches } from '../lib/passwords.mjs';
import { refusedLogin, successfulLogin } from '../lib/login-response.mjs';

const REFUSED_STATUS = {
  [RECORD_STATUS.PENDING]: MSG.pendingAuthorization,
  [RECORD_STATUS.REJECT]: MSG.rejectedAccount,
};

/** Who tried to log in: the account when the username names one, else the text typed (capped). */
const loginActor = (db) => (req) => {
  const user = findUserByUsername(db, req.body.username);
  return { userId: user?.userID ?? null, username: user?.username ?? String(req.body.username).slice(0, 100) };
};

export function authRoutes(ctx) {
  const { db, logs } = ctx;
  const router = Router();
  const badCredentials = (res) => reply(res, 401, MSG.badCredentials, STATUS_CODE.FAILED);
  // Every attempt that reached the credential check is logged, accepted or not.
  const loginLog = logs({
    entity: 'auth',
    when: (res) => res.statusCode === 200 || res.statusCode === 401,
    action: (req, body) => (body.statusCode === STATUS_CODE.OK ? 'login' : 'login-failed'),
    actor: loginActor(db),
    recordId: (req, body) => findUserByUsername(db, req.body.username)?.userID ?? null,
    detail: (req, body) => (body.statusCode === STATUS_CODE.OK ? 'Logged in' : body.status),
  });

  router.post(
    '/auth/signin',
    loginLog,
    asyncRoute(async (req, res) => {
      if (!hasTextFields(req.body, ['username', 'password'])) return badRequest(res, MSG.signinMissing);
      const user = findUserByUsername(db, req.body.username);
      if (!user) return badCredentials(res);
      // Checked before the password: once locked, only forgot-password unlocks.
      if ((user.failedLoginAttempts ?? 0) >= loginAttemptLimit(db)) {
        return res.json(refusedLogin(MSG.attemptsExceeded, STATUS_CODE.LOCKED));
      }
      if (!(await passwordMatches(req.body.password, user.passwordHash))) {
        // Re-read the counter: another attempt may have landed while bcrypt ran.
        db.get('users').find({ userID: user.userID }).update('failedLoginAttempts', (count) => (count ?? 0) + 1).write();
        return badCredentials(res);
      }
      if (user.failedLoginAttempts) updateUser(db, user.userID, { failedLoginAttempts: 0 });
      const refusal = REFUSED_STATUS[user.statusID];
      if (refusal) return res.json(refusedLogin(refusal, STATUS_CODE.FAILED_ALT));
      return res.json(successfulLogin(ctx, user));
    }),
  );
  return router;
}
