// The public three-step reset: mail a code, verify it, set a new password (also unlocks the login).
// An unknown address gets the same answer in the same time as a known one: the code and the mail are
// made after the answer has gone.
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC } from '../lib/http/access.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { OTP_TTL_MS, TEXT_MAX } from '../lib/constants.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { badRequest, hasTextFields, ok, refuse } from '../lib/http/reply.mjs';
import { findUserByUsername, updateUser } from '../lib/users/users.mjs';
import { checkOtp, issueOtp } from '../lib/auth/otp.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { newPasswordProblem } from '../lib/auth/passwords.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { TOO_MANY, byRoute, envelope, json, object, text } from '../lib/contract/schemas.mjs';
import { FORGOT_PASSWORD_FORM, OTP_REQUEST_FORM } from '../lib/contract/shapes/auth.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';

const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
const THROTTLED = json('Too many codes asked or tried from this address.', TOO_MANY);
const OUTCOME = (description, codes = ['00', '02']) => json(description, envelope(codes));

const otpMail = (code) => ({
  kind: NOTIFICATION_KIND.ACCOUNT,
  secret: true,
  subject: 'Your password reset code',
  body: `Your one-time password reset code is ${code}. It is valid for ${OTP_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail.`,
});

export function forgotPasswordRoutes(ctx) {
  const { db, logs, limits, loginAttempts, passwords } = ctx;
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
  const routes = secureRoutes(ctx);
  const emailIn = (body) => hasTextFields(body, ['email']) && body.email.length <= TEXT_MAX.email;

  routes.post('/otptoresetpassword', PUBLIC, contract({
    summary: 'Mails a one-time password reset code to an account\'s address (the same answer for any address)',
    source: spec(USER_MANAGEMENT, 'POST otptoresetpassword'),
    body: OTP_REQUEST_FORM,
    responses: { 200: OUTCOME(`'00' '${MSG.otpSent}'`, ['00']), 429: THROTTLED },
  }), limits.otpRequest, (req, res) => {
    if (!emailIn(req.body)) return badRequest(res, MSG.emailMissing);
    const { email } = req.body;
    res.on('finish', () => {
      const user = findUserByUsername(db, email);
      const code = user && issueOtp(ctx, user.email);
      if (code) sendMail(ctx, { to: user.email, userId: user.userID, ...otpMail(code) });
    });
    return ok(res, MSG.otpSent);
  });

  routes.get('/member/verifedotp/:email/:otp', PUBLIC, contract({
    summary: 'Checks a reset code without using it up (a wrong one counts as a try)',
    source: spec(USER_MANAGEMENT, 'GET member/verifedotp/{a}/{b}'),
    params: object({
      email: byRoute(text({ description: 'The address the code was mailed to.' }), `200 '02' '${MSG.otpInvalid}'`),
      otp: byRoute(text({ description: 'The code.' }), `200 '02' '${MSG.otpInvalid}'`),
    }),
    responses: { 200: OUTCOME(`'00' '${MSG.otpVerified}'; '02' '${MSG.otpInvalid}'.`), 429: THROTTLED },
  }), limits.otpCheck, (req, res) =>
    checkOtp(ctx, req.params.email, req.params.otp) ? ok(res, MSG.otpVerified) : refuse(res, MSG.otpInvalid),
  );

  routes.post(
    '/forgotpassword',
    PUBLIC,
    contract({
      summary: 'Sets a new password with a mailed code (and unlocks the login)',
      source: spec(USER_MANAGEMENT, 'POST forgotpassword'),
      body: FORGOT_PASSWORD_FORM,
      responses: { 200: OUTCOME(`'00' '${MSG.passwordHasBeenReset}'; '02' a wrong or expired code, or the new password's problem.`), 429: THROTTLED },
    }),
    limits.otpCheck,
    resetLog,
    asyncRoute(async (req, res) => {
      if (!hasTextFields(req.body, ['email', 'otp', 'newPassword', 'confirmPassword']) || !emailIn(req.body)) return badRequest(res, MSG.forgotFieldsMissing);
      const { email, otp, newPassword, confirmPassword } = req.body;
      const user = findUserByUsername(db, email);
      if (!user || !checkOtp(ctx, email, otp)) return refuse(res, MSG.otpInvalid);
      const problem = newPasswordProblem(newPassword, confirmPassword);
      if (problem) return refuse(res, problem);
      // Burned before anything is awaited: of a parallel burst with the same code, one gets through.
      if (!checkOtp(ctx, email, otp, { burn: true })) return refuse(res, MSG.otpInvalid);
      const passwordHash = await passwords.hash(newPassword);
      updateUser(db, user.userID, { passwordHash });
      loginAttempts.clear(user);
      return ok(res, MSG.passwordHasBeenReset);
    }),
  );
  return routes.router;
}
