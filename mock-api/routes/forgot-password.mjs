// The public three-step reset: mail a code, verify it, set a new password (also unlocks the login).
import { Router } from '../lib/router.mjs';
import { MSG } from '../lib/messages.mjs';
import { OTP_TTL_MS } from '../lib/constants.mjs';
import { asyncRoute } from '../lib/async-route.mjs';
import { badRequest, hasTextFields, ok, refuse } from '../lib/reply.mjs';
import { findUserByUsername, updateUser } from '../lib/users.mjs';
import { checkOtp, consumeOtp, issueOtp } from '../lib/otp.mjs';
import { sendMail } from '../lib/outbox.mjs';
import { hashPassword, newPasswordProblem } from '../lib/passwords.mjs';

const otpMail = (code) => ({
  subject: 'Your password reset code',
  body: `Your one-time password reset code is ${code}. It is valid for ${OTP_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail.`,
});

export function forgotPasswordRoutes(ctx) {
  const { db, logs } = ctx;
  const resetLog = logs({
    entity: 'user',
    action: 'password',
    actor: (req) => {
      const user = findUserByUsername(db, req.body.email);
      return { userId: user.userID, username: user.username };
    },
    recordId: (req) => findUserByUsername(db, req.body.email).userID,
    detail: 'Password reset with a one-time code',
  });
  const router = Router();

  // Same answer whether or not the account exists, so the form cannot probe for e-mail addresses.
  router.post('/otptoresetpassword', (req, res) => {
    if (!hasTextFields(req.body, ['email'])) return badRequest(res, MSG.emailMissing);
    const user = findUserByUsername(db, req.body.email);
    if (user) sendMail(ctx, { to: user.email, ...otpMail(issueOtp(ctx, user.email)) });
    return ok(res, MSG.otpSent);
  });

  router.get('/member/verifedotp/:email/:otp', (req, res) =>
    checkOtp(ctx, req.params.email, req.params.otp) ? ok(res, MSG.otpVerified) : refuse(res, MSG.otpInvalid),
  );

  router.post(
    '/forgotpassword',
    resetLog,
    asyncRoute(async (req, res) => {
      if (!hasTextFields(req.body, ['email', 'otp', 'newPassword', 'confirmPassword'])) return badRequest(res, MSG.forgotFieldsMissing);
      const { email, otp, newPassword, confirmPassword } = req.body;
      const user = findUserByUsername(db, email);
      const row = user ? checkOtp(ctx, email, otp) : null;
      if (!row) return refuse(res, MSG.otpInvalid);
      const problem = newPasswordProblem(newPassword, confirmPassword);
      if (problem) return refuse(res, problem);
      const passwordHash = await hashPassword(newPassword);
      consumeOtp(ctx, row);
      updateUser(db, user.userID, { passwordHash, failedLoginAttempts: 0 });
      return ok(res, MSG.passwordHasBeenReset);
    }),
  );
  return router;
}
