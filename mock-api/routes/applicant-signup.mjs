// Applicant registration (spec §2 "Sign up", §8 "Applications"): the public quick registration and the staff
// registration on someone's behalf. Both create an applicant account (role 21, approved: they sign in with the
// mailed first password at once) and its DRAFT application prefilled with what was asked.
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { RECORD_STATUS, ROLE, STATUS_CODE } from '../lib/constants.mjs';
import { answer } from '../lib/http/reply.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { isPlainObject, selectedId, trimmed } from '../lib/http/fields.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { normaliseEmail } from '../lib/users/users.mjs';
import { randomPassword } from '../lib/auth/random-password.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { newAccountRow } from '../lib/users/new-account.mjs';
import { ACCOUNT_NAME_TEXT, accountNamesProblem } from '../lib/users/account-names.mjs';
import { memberTypeById } from '../lib/members/members.mjs';
import { APPLICATIONS } from '../lib/applications/applications.mjs';
import { APPLICANT_TEXT, draftApplicationRow, nicTaken } from '../lib/applications/applicant-profile.mjs';
import { contactNumberProblem, NIC_PATTERN } from '../../src/domain/memberRules.mjs';
import { APPLICANT_FIELD_MAX } from '../../src/domain/applicationRules.mjs';
import { isEmail, TEXT_MAX } from '../../src/domain/fieldRules.mjs';
import { insertRow } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { TOO_MANY, array, json } from '../lib/contract/schemas.mjs';
import { REGISTRATION_ANSWER, REGISTRATION_FORM, SIGNUP_MEMBER_TYPE } from '../lib/contract/shapes/applicants.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

/** Registration codes. */
const CODE = Object.freeze({ OK: STATUS_CODE.OK, DUPLICATE_EMAIL: STATUS_CODE.FAILED, FIELDS: STATUS_CODE.MISSING_FIELDS, DUPLICATE_NIC: '11' });
export const SIGNUP_TEXT = Object.freeze({
  ...ACCOUNT_NAME_TEXT,
  emailRequired: 'E-mail cannot be empty',
  emailInvalid: 'Please enter valid e-mail',
  duplicateEmail: 'An account with this e-mail already exists. Sign in, or reset your password.',
  success: (email) => `Registration successful. Your password has been sent to ${email}.`,
});

/** The first problem of a registration as [code, text], else null (spec §5 new user and applicant profile). */
function registrationProblem(db, body) {
  const names = accountNamesProblem(trimmed(body.firstName), trimmed(body.lastName));
  if (names) return [CODE.FIELDS, names];
  const email = trimmed(body.email);
  if (!email) return [CODE.FIELDS, SIGNUP_TEXT.emailRequired];
  if (email.length > TEXT_MAX.email || !isEmail(email)) return [CODE.FIELDS, SIGNUP_TEXT.emailInvalid];
  const nic = trimmed(body.nicNumber);
  if (!nic) return [CODE.FIELDS, APPLICANT_TEXT.nicRequired];
  if (nic.length > APPLICANT_FIELD_MAX.nic) return [CODE.FIELDS, APPLICANT_TEXT.nicTooLong];
  if (!NIC_PATTERN.test(nic)) return [CODE.FIELDS, APPLICANT_TEXT.nicFormat];
  const contact = contactNumberProblem(body.mobileNo);
  if (contact) return [CODE.FIELDS, contact];
  if (!memberTypeById(db, selectedId(body.membertypeid))) return [CODE.FIELDS, APPLICANT_TEXT.memberTypeRequired];
  const taken = normaliseEmail(email);
  if (db.get('users').value().some((user) => normaliseEmail(user.email) === taken || normaliseEmail(user.username) === taken)) return [CODE.DUPLICATE_EMAIL, SIGNUP_TEXT.duplicateEmail];
  if (nicTaken(db, nic, null)) return [CODE.DUPLICATE_NIC, APPLICANT_TEXT.duplicateNic];
  return null;
}

const passwordMail = (user, password) => ({
  to: user.email,
  userId: user.userID,
  kind: NOTIFICATION_KIND.ACCOUNT,
  link: LINK.CHANGE_PASSWORD,
  secret: true,
  subject: 'Your membership application account',
  body: `Dear ${user.firstName}, an account has been created for your membership application on the institute portal.\nUsername: ${user.username}\nPassword: ${password}\nSign in to complete and submit your application. Please change the password after your first login.`,
});

export function applicantSignupRoutes(ctx) {
  const { db, logs, now, limits, passwords } = ctx;
  const routes = secureRoutes(ctx);

  /** Creates the account and its draft; registeredBy is the staff username, or null for a self-registration. */
  const register = (registeredByOf) =>
    asyncRoute(async (req, res) => {
      const registeredBy = registeredByOf(req);
      const body = isPlainObject(req.body) ? req.body : {};
      const problem = registrationProblem(db, body);
      if (problem) return answer(res, ...problem);
      const password = randomPassword();
      const passwordHash = await passwords.hash(password);
      const late = registrationProblem(db, body); // a twin request may have taken the e-mail or NIC while bcrypt ran
      if (late) return answer(res, ...late);
      const email = trimmed(body.email);
      const createdAt = new Date(now());
      const user = newAccountRow(db, {
        email,
        firstName: trimmed(body.firstName),
        lastName: trimmed(body.lastName),
        description: registeredBy ? 'Applicant registered by staff' : 'Self-registered applicant',
        userRoleID: ROLE.APPLICANT,
        statusID: RECORD_STATUS.APPROVED,
        passwordHash,
        createdBy: registeredBy ?? email,
        createdAt,
      });
      const applicationId = nextId(db, APPLICATIONS, 'applicationId');
      const application = draftApplicationRow({ applicationId, user, nicNumber: trimmed(body.nicNumber), mobileNo: trimmed(body.mobileNo), type: memberTypeById(db, selectedId(body.membertypeid)), createdAt: createdAt.toISOString(), registeredBy });
      logSubject(res, { user, application });
      insertRow(db, 'users', user);
      insertRow(db, APPLICATIONS, application);
      sendMail(ctx, passwordMail(user, password));
      return answer(res, CODE.OK, SIGNUP_TEXT.success(email), registeredBy ? { userId: user.userID, applicationId } : {});
    });

  const signupLog = (detail, actor) =>
    logs({ entity: 'application', action: 'create', recordId: (req, body, res) => loggedSubject(res)?.application.applicationId ?? null, detail, ...(actor ? { actor } : {}) });

  // The member types for the public sign-up (get-member-types needs a token): id and name only.
  routes.get('/usermanagement/member/signup-member-types', PUBLIC, contract({
    summary: 'The member types a visitor may apply for',
    source: addition('The public sign-up offers the member types before there is a token (get-member-types needs one); id and name only.'),
    responses: { 200: json('Every member type.', array(SIGNUP_MEMBER_TYPE)) },
  }), (req, res) =>
    res.json((db.get('memberTypes').value() ?? []).map(({ memberTypeId, typeDes }) => ({ memberTypeId, typeDes }))),
  );
  routes.post(
    '/usermanagement/member/quickregister',
    PUBLIC,
    contract({
      summary: 'Registers an applicant: an account, its draft application, the first password mailed',
      source: spec('§7 User management (prefix usermanagement/)', 'POST member/quickregister'),
      body: REGISTRATION_FORM,
      responses: { 200: json("'00' registered; '02' e-mail taken; '05' a field's §5 text; '11' 'Duplicate NIC'.", REGISTRATION_ANSWER), 429: json('Too many registrations from this address.', TOO_MANY) },
    }),
    limits.signup,
    signupLog((req, body, res) => `Applicant ${loggedSubject(res)?.user.username} registered (application #${loggedSubject(res)?.application.applicationId})`, (req) => ({ userId: null, username: trimmed(req.body?.email) })),
    register(() => null),
  );
  routes.post(
    '/usermanagement/member/adminappregister',
    screens(SCREEN.APPLICANT_REGISTRATION),
    contract({
      summary: "Registers an applicant on someone's behalf (staff): as quickregister, answering the new ids",
      source: spec('§7 User management (prefix usermanagement/)', 'POST member/adminappregister'),
      body: REGISTRATION_FORM,
      responses: { 200: json("'00' registered, with userId and applicationId; '02' e-mail taken; '05' a field's §5 text; '11' 'Duplicate NIC'.", REGISTRATION_ANSWER) },
    }),
    signupLog((req, body, res) => `Applicant ${loggedSubject(res)?.user.username} registered by staff (application #${loggedSubject(res)?.application.applicationId})`),
    register((req) => req.auth.user.username),
  );
  return routes.router;
}
