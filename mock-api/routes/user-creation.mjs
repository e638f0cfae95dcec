// POST usermanagement/usercreation and set-user-role-from-member (User ID Creation screen).
// A created user starts pending (statusID 1) and gets a random first password by mail. Only roles the
// acting user may grant (lib/auth/privilege.mjs) can be given.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { MEMBER_NUMBER_MAX, NEW_USER_NAME_MAX, RECORD_STATUS, STATUS_CODE, TEXT_MAX } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { badRequest, ok, refuse, reply } from '../lib/http/reply.mjs';
import { isEmail, isPlainObject, selectedId, trimmed } from '../lib/http/fields.mjs';
import { assignableRole } from '../lib/users/roles.mjs';
import { accountChangeProblem, isLastAdministrator, roleProblem } from '../lib/auth/privilege.mjs';
import { findUserById, normaliseEmail, updateUser } from '../lib/users/users.mjs';
import { randomPassword } from '../lib/auth/random-password.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { newAccountRow } from '../lib/users/new-account.mjs';
import { insertRow } from '../lib/storage/changes.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { envelope, json } from '../lib/contract/schemas.mjs';
import { MEMBER_ROLE_FORM, USER_CREATION_FORM, createUserAnswer } from '../lib/contract/shapes/administration.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

const { OK, NOT_FOUND, FAILED, MISSING_FIELDS, INVALID_EMAIL, USERNAME_TAKEN } = STATUS_CODE;
const USER_CREATION = contract({
  summary: 'Creates a pending user of a role the actor may grant, and mails a random first password',
  source: spec('§7 User management (prefix usermanagement/)', 'POST usercreation'),
  body: USER_CREATION_FORM,
  responses: {
    200: json(`'00' '${MSG.userCreated}' with the new userID; '06' the e-mail's form; '02' a duplicate e-mail; '07' a taken user name.`, createUserAnswer([OK, INVALID_EMAIL, FAILED, USERNAME_TAKEN])),
    400: json(`'05' '${MSG.missingFields}', or a name or role refused.`, createUserAnswer([MISSING_FIELDS])),
  },
});
const MEMBER_ROLE_SOURCES = {
  '/application': spec('§7 Member profile and records: application prefix', 'POST set-user-role-from-member'),
  '/usermanagement': spec('§7 Services behind the admin screens (paths not shown)', 'set user role for member (memberNumber, role)'),
};
const memberRoleContract = (prefix) => contract({
  summary: "Gives a member's account a role the actor may grant (never one's own)",
  source: MEMBER_ROLE_SOURCES[prefix],
  body: MEMBER_ROLE_FORM,
  responses: { 200: json(`'00' '${MSG.savedSuccessfully}'; '01' '${MSG.noMemberNumber}'; '02' refused with the reason.`, envelope([OK, NOT_FOUND, FAILED])) },
});

const NAME = new RegExp(`^[A-Za-z ]{1,${NEW_USER_NAME_MAX}}$`);

/** The older createUser answers { msg, statusCode }; status repeats msg so the app's envelope reader shows it. */
const answer = (res, httpStatus, statusCode, msg, extra = {}) => res.status(httpStatus).json({ msg, status: msg, statusCode, ...extra });

/** The first problem of a new-user form as [httpStatus, statusCode, msg], or null. */
function newUserProblem(db, actor, body) {
  const email = trimmed(body.email);
  const [firstName, lastName] = [trimmed(body.firstName), trimmed(body.lastName)];
  const roleId = selectedId(body.userRoleName);
  if (!email || !firstName || !lastName || roleId === undefined) return [400, STATUS_CODE.MISSING_FIELDS, MSG.missingFields];
  if (email.length > TEXT_MAX.email || !isEmail(email)) return [200, STATUS_CODE.INVALID_EMAIL, MSG.invalidEmailFormat];
  if (!NAME.test(firstName) || !NAME.test(lastName)) return [400, STATUS_CODE.MISSING_FIELDS, MSG.invalidName];
  if (trimmed(body.userDescription).length > TEXT_MAX.description) return [400, STATUS_CODE.MISSING_FIELDS, MSG.tooLong('Comments', TEXT_MAX.description)];
  if (!assignableRole(db, roleId)) return [400, STATUS_CODE.MISSING_FIELDS, MSG.unknownRole];
  const escalation = roleProblem(db, actor, roleId);
  if (escalation) return [403, STATUS_CODE.FAILED, escalation];
  const users = db.get('users').value();
  if (users.some((user) => normaliseEmail(user.email) === normaliseEmail(email))) return [200, STATUS_CODE.FAILED, MSG.duplicateEmail];
  if (users.some((user) => normaliseEmail(user.username) === normaliseEmail(email))) return [200, STATUS_CODE.USERNAME_TAKEN, MSG.usernameTaken];
  return null;
}

const welcomeMail = (user, password) => ({
  to: user.email,
  userId: user.userID,
  kind: NOTIFICATION_KIND.ACCOUNT,
  link: LINK.CHANGE_PASSWORD,
  secret: true,
  subject: 'Your institute portal account',
  body: `Dear ${user.firstName}, an account has been created for you on the institute portal.\nUsername: ${user.username}\nPassword: ${password}\nYou can log in once an administrator has authorized the account. Please change the password after your first login.`,
});

export function userCreationRoutes(ctx) {
  const { db, logs, now, passwords } = ctx;
  const routes = secureRoutes(ctx);
  const creationScreen = screens(SCREEN.USER_CREATION);
  const subjectLog = (action, detail) => logs({ entity: 'user', action, recordId: (req, body, res) => loggedSubject(res).userID, detail });

  routes.post(
    '/usermanagement/usercreation',
    creationScreen,
    USER_CREATION,
    subjectLog('create', (req, body, res) => `User ${loggedSubject(res).username} created (pending authorization)`),
    asyncRoute(async (req, res) => {
      if (!isPlainObject(req.body)) return answer(res, 400, STATUS_CODE.MISSING_FIELDS, MSG.missingFields);
      const problem = newUserProblem(db, req.auth.user, req.body);
      if (problem) return answer(res, ...problem);
      const password = randomPassword();
      const passwordHash = await passwords.hash(password);
      const late = newUserProblem(db, req.auth.user, req.body); // a twin request may have taken the e-mail while bcrypt ran
      if (late) return answer(res, ...late);
      const user = newAccountRow(db, {
        email: trimmed(req.body.email),
        firstName: trimmed(req.body.firstName),
        lastName: trimmed(req.body.lastName),
        description: trimmed(req.body.userDescription),
        userRoleID: selectedId(req.body.userRoleName),
        statusID: RECORD_STATUS.PENDING,
        passwordHash,
        createdBy: req.auth.user.username,
        createdAt: new Date(now()),
      });
      logSubject(res, user);
      insertRow(db, 'users', user);
      sendMail(ctx, welcomeMail(user, password));
      return answer(res, 200, STATUS_CODE.OK, MSG.userCreated, { userID: user.userID });
    }),
  );

  const setRoleFromMember = (req, res) => {
    if (!isPlainObject(req.body) || !trimmed(req.body.memberNumber)) return badRequest(res, MSG.memberNumberRequired);
    const memberNumber = trimmed(req.body.memberNumber);
    if (memberNumber.length > MEMBER_NUMBER_MAX) return refuse(res, MSG.invalidMemberNumber);
    const roleId = selectedId(req.body.userRoleName);
    if (roleId === undefined) return badRequest(res, MSG.userRoleRequired);
    const role = assignableRole(db, roleId);
    if (!role) return refuse(res, MSG.unknownRole);
    const member = db.get('members').find((row) => String(row.memberNo).toLowerCase() === memberNumber.toLowerCase()).value();
    const user = member && findUserById(db, member.userid);
    if (!user) return reply(res, 200, MSG.noMemberNumber, STATUS_CODE.NOT_FOUND);
    // The new role and the member's present one must both be the actor's to hand out; never one's own.
    const escalation = roleProblem(db, req.auth.user, role.userRoleID) ?? accountChangeProblem(db, req.auth.user, user);
    if (escalation) return reply(res, 403, escalation, STATUS_CODE.FAILED);
    if (role.userRoleID !== user.userRoleID && isLastAdministrator(db, user)) return refuse(res, MSG.lastAdministrator);
    logSubject(res, { ...user, memberNo: member.memberNo, userRoleName: role.userRoleName });
    updateUser(db, user.userID, { userRoleID: role.userRoleID });
    return ok(res, MSG.savedSuccessfully);
  };
  const memberRoleLog = subjectLog('update', (req, body, res) => `Role of member ${loggedSubject(res).memberNo} (${loggedSubject(res).username}) set to ${loggedSubject(res).userRoleName}`);
  for (const prefix of ['/application', '/usermanagement']) routes.post(`${prefix}/set-user-role-from-member`, creationScreen, memberRoleContract(prefix), memberRoleLog, setRoleFromMember);
  return routes.router;
}
