// GET usermanagement/send-email-to-exisiting-member-password/{memberID} (spec §7): the institute mails an existing
// member a new password, as it mails a new user's first one (routes/user-creation.mjs). It serves the member who
// never had, or has lost, a portal password: the new one replaces the old (every session of the old one ends, the
// token carries the password's stamp) and the login lock is lifted. Staff from the member view only, and only for
// an account whose access they hold themselves (lib/auth/privilege.mjs).
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, reply } from '../lib/http/reply.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { memberById } from '../lib/members/members.mjs';
import { findUserById, updateUser } from '../lib/users/users.mjs';
import { accountChangeProblem } from '../lib/auth/privilege.mjs';
import { randomPassword } from '../lib/auth/random-password.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { byRoute, envelope, integer, json, object } from '../lib/contract/schemas.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

export const MEMBER_PASSWORD_TEXT = Object.freeze({
  memberNotFound: 'Member not found',
  noAccount: 'This member has no portal account',
  sent: (email) => `A new password has been sent to ${email}`,
});

const passwordMail = (member, user, password) => ({
  to: member.email || user.email,
  userId: user.userID,
  kind: NOTIFICATION_KIND.ACCOUNT,
  link: LINK.CHANGE_PASSWORD,
  secret: true,
  subject: 'Your institute portal password',
  body: `Dear ${member.firstName},\n\nThe institute has set a new password for your portal account.\nUsername: ${user.username}\nPassword: ${password}\nPlease change it after you log in. Your previous password no longer works.`,
});

export function memberPasswordMailRoutes(ctx) {
  const { db, logs, loginAttempts, passwords } = ctx;
  const routes = secureRoutes(ctx);
  const log = logs({ entity: 'user', action: 'password', recordId: (req, body, res) => loggedSubject(res).userID, detail: (req, body, res) => `New password mailed to member ${res.locals.memberNo}` });

  routes.get(
    '/usermanagement/send-email-to-exisiting-member-password/:memberID',
    screens(SCREEN.MEMBER_OVERVIEW),
    contract({
      summary: 'Mails a member a new password (the old one and its sessions end; the login lock is lifted)',
      source: spec('§7 User management (prefix usermanagement/)', 'GET send-email-to-exisiting-member-password/{id}'),
      params: object({ memberID: byRoute(integer({ min: 1 }), `200 '02' '${MEMBER_PASSWORD_TEXT.memberNotFound}'`) }),
      responses: { 200: json("'00' with the address mailed; '02' no such member, or no account.", envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], {}, { message: true })) },
    }),
    log,
    asyncRoute(async (req, res) => {
      const member = memberById(db, idFrom(req.params.memberID));
      if (!member) return answer(res, STATUS_CODE.FAILED, MEMBER_PASSWORD_TEXT.memberNotFound);
      const user = findUserById(db, member.userid);
      if (!user) return answer(res, STATUS_CODE.FAILED, MEMBER_PASSWORD_TEXT.noAccount);
      const problem = accountChangeProblem(db, req.auth.user, user);
      if (problem) return reply(res, 403, problem, STATUS_CODE.FAILED);
      const password = randomPassword();
      const passwordHash = await passwords.hash(password);
      logSubject(res, user);
      res.locals.memberNo = member.memberNo;
      updateUser(db, user.userID, { passwordHash });
      loginAttempts.clear(user);
      const mail = passwordMail(member, user, password);
      sendMail(ctx, mail);
      return answer(res, STATUS_CODE.OK, MEMBER_PASSWORD_TEXT.sent(mail.to));
    }),
  );
  return routes.router;
}
