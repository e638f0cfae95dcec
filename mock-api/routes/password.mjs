// POST /api/usermanagement/reset/password (logged in): change one's own password.
import { Router } from '../lib/router.mjs';
import { MSG } from '../lib/messages.mjs';
import { asyncRoute } from '../lib/async-route.mjs';
import { badRequest, hasTextFields, ok, refuse } from '../lib/reply.mjs';
import { hashPassword, newPasswordProblem, passwordMatches } from '../lib/passwords.mjs';
import { updateUser } from '../lib/users.mjs';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

export function passwordRoutes(ctx) {
  const { db, guards, logs } = ctx;
  const router = Router();

  router.post(
    '/usermanagement/reset/password',
    guards.requireAuth,
    logs({ entity: 'user', action: 'password', recordId: (req) => req.auth.user.userID, detail: 'Password changed' }),
    asyncRoute(async (req, res) => {
      if (!hasTextFields(req.body, FIELDS)) return badRequest(res, MSG.passwordFieldsMissing);
      const { oldPassword, newPassword, confirmPassword } = req.body;
      const { user } = req.auth;
      if (!(await passwordMatches(oldPassword, user.passwordHash))) return refuse(res, MSG.currentPasswordWrong);
      const problem = newPasswordProblem(newPassword, confirmPassword);
      if (problem) return refuse(res, problem);
      updateUser(db, user.userID, { passwordHash: await hashPassword(newPassword) });
      return ok(res, MSG.passwordChanged);
    }),
  );
  return router;
}
