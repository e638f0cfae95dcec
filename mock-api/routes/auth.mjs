// POST /api/auth/signin (public): attempt limit, credentials, account status, then the session payload.
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC } from '../lib/http/access.mjs';
import { STATUS_CODE, TEXT_MAX } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { badRequest, hasTextFields, reply } from '../lib/http/reply.mjs';
import { findUserByUsername, normaliseEmail } from '../lib/users/users.mjs';
import { accountProblem } from '../lib/users/accounts.mjs';
import { refusedLogin, successfulLogin } from '../lib/auth/login-response.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { TOO_MANY, envelope, json } from '../lib/contract/schemas.mjs';
import { LOGIN_ANSWER, SIGNIN_BODY } from '../lib/contract/shapes/auth.mjs';

const REFUSED_ACCOUNT = { pending: MSG.pendingAuthorization, rejected: MSG.rejectedAccount, expired: MSG.accountExpired };

/** Who tried to log in: the account when the username names one, else the text typed (capped). */
const loginActor = (db) => (req) => {
  const user = findUserByUsername(db, req.body?.username);
  return { userId: user?.userID ?? null, username: user?.username ?? String(req.body?.username ?? '').slice(0, 100) };
};

export function authRoutes(ctx) {
  const { db, logs, limits, loginAttempts, passwords } = ctx;
  const routes = secureRoutes(ctx);
  const badCredentials = (res) => reply(res, 401, MSG.badCredentials, STATUS_CODE.FAILED);
  // Every attempt that reached the credential check is logged, accepted or not (the log also persists the count).
  const loginLog = logs({
    entity: 'auth',
    when: (res) => res.statusCode === 200 || res.statusCode === 401,
    action: (req, body) => (body.statusCode === STATUS_CODE.OK ? 'login' : 'login-failed'),
    actor: loginActor(db),
    recordId: (req) => findUserByUsername(db, req.body.username)?.userID ?? null,
    detail: (req, body) => (body.statusCode === STATUS_CODE.OK ? 'Logged in' : body.status),
  });

  routes.post(
    '/auth/signin',
    PUBLIC,
    contract({
      summary: 'Signs in: the token and the session (menus, URL list, member, application)',
      source: spec('§7 Authentication and settings', 'POST auth/signin'),
      body: SIGNIN_BODY,
      responses: {
        200: json("'00' the session; '03' an account pending, rejected or expired; '04' too many wrong passwords (the session fields empty).", LOGIN_ANSWER),
        401: json(`A wrong user name or password: '${MSG.badCredentials}'.`, envelope([STATUS_CODE.FAILED])),
        429: json('Too many sign-ins from this address.', TOO_MANY),
      },
    }),
    limits.signin,
    loginLog,
    asyncRoute(async (req, res) => {
      if (!hasTextFields(req.body, ['username', 'password'])) return badRequest(res, MSG.signinMissing);
      if (req.body.username.length > TEXT_MAX.email) return badCredentials(res);
      const user = findUserByUsername(db, req.body.username);
      // Counted per account and address, the same way whether or not the account exists (lib/auth/login-throttle.mjs).
      const who = { user, name: normaliseEmail(req.body.username), address: String(req.ip ?? '') };
      const verdict = await loginAttempts.attempt(who, () => passwords.matches(req.body.password, user?.passwordHash));
      if (verdict === 'locked') return res.json(refusedLogin(MSG.attemptsExceeded, STATUS_CODE.LOCKED));
      if (verdict === 'wrong') return badCredentials(res);
      const problem = accountProblem(user, ctx.now());
      if (problem) return res.json(refusedLogin(REFUSED_ACCOUNT[problem], STATUS_CODE.FAILED_ALT));
      return res.json(successfulLogin(ctx, user));
    }),
  );
  return routes.router;
}
