// POST /api/usermanagement/reset/password (signed in): change one's own password. A wrong current
// password counts against the same attempt limits as the login, so it cannot be guessed without end.
// The change ends every token of the account, the one that made it included (a token carries its password's
// stamp); the answer brings a fresh token, which the app stores, so only the session that changed it goes on.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN } from '../lib/http/access.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { badRequest, hasTextFields, ok, refuse } from '../lib/http/reply.mjs';
import { newPasswordProblem } from '../lib/auth/passwords.mjs';
import { findUserById, updateUser } from '../lib/users/users.mjs';
import { signToken } from '../lib/auth/tokens.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { TOO_MANY, envelope, json, text } from '../lib/contract/schemas.mjs';
import { PASSWORD_CHANGE_FORM } from '../lib/contract/shapes/auth.mjs';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

export function passwordRoutes(ctx) {
  const { db, logs, limits, loginAttempts, config, passwords } = ctx;
  const routes = secureRoutes(ctx);

  routes.post(
    '/usermanagement/reset/password',
    SIGNED_IN,
    contract({
      summary: "Changes one's own password (a wrong current one counts as a failed login); ends every other session",
      source: spec('§7 Authentication and settings', 'POST usermanagement/reset/password'),
      body: PASSWORD_CHANGE_FORM,
      responses: {
        200: json("'00' changed, with a fresh token for this session; '02' refused with the reason.", envelope(['00', '02'], { token: text({ description: 'The new JWT: every token of the old password is dead.' }) })),
        429: json('Too many password changes from this address.', TOO_MANY),
      },
    }),
    limits.passwordChange,
    logs({ entity: 'user', action: 'password', recordId: (req) => req.auth.user.userID, detail: 'Password changed' }),
    asyncRoute(async (req, res) => {
      if (!hasTextFields(req.body, FIELDS)) return badRequest(res, MSG.passwordFieldsMissing);
      const { oldPassword, newPassword, confirmPassword } = req.body;
      const { user } = req.auth;
      const problem = newPasswordProblem(newPassword, confirmPassword);
      if (problem) return refuse(res, problem);
      const who = { user, name: user.username, address: String(req.ip ?? '') };
      const verdict = await loginAttempts.attempt(who, () => passwords.matches(oldPassword, user.passwordHash));
      if (verdict === 'locked') return refuse(res, MSG.passwordAttemptsExceeded(config.loginLockMs / 60_000));
      if (verdict === 'wrong') return refuse(res, MSG.currentPasswordWrong);
      updateUser(db, user.userID, { passwordHash: await passwords.hash(newPassword) });
      // Every token of the old password is dead now; this session carries on with a fresh one.
      return ok(res, MSG.passwordChanged, { token: signToken(findUserById(db, user.userID), ctx) });
    }),
  );
  return routes.router;
}
