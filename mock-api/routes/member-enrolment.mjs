// POST application/member (spec §7 names the call, nothing more): staff enrol a member directly, without an
// application, as Wild Apricot's "Add member" and CiviCRM's "New Membership" let an administrator do for someone
// the institute admits by other means (a paper application, a transfer from another body, an honorary award).
// The person gets what an approved application gives (lib/applications/application-decision.mjs enrolMember): a member
// account (role 22, authorized) with a first password by mail, the next member number, and a Pending membership
// owing the new-membership fee of the schedule, Active once it is paid. The fields are checked by the applicant
// header's rules (the same §5 messages and §8 codes) plus the new-user name rules and a free e-mail.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { RECORD_STATUS, ROLE, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { answer } from '../lib/http/reply.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { normaliseEmail } from '../lib/users/users.mjs';
import { randomPassword } from '../lib/auth/random-password.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { newAccountRow } from '../lib/users/new-account.mjs';
import { accountNamesProblem } from '../lib/users/account-names.mjs';
import { APPLICANT_TEXT, checkApplicantHeader, HEADER_CODE } from '../lib/applications/applicant-profile.mjs';
import { enrolMember, enrolmentProblem } from '../lib/applications/application-decision.mjs';
import { designationProblem, MEMBER_FIELD_MAX } from '../../src/domain/memberRules.mjs';
import { isEmail } from '../../src/domain/fieldRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { formatMoney } from '../../src/domain/money.mjs';
import { insertRow } from '../lib/storage/changes.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { envelope, integer, json, text } from '../lib/contract/schemas.mjs';
import { APPLICANT_HEADER_FORM } from '../lib/contract/shapes/applicants.mjs';
import { enrolmentForm } from '../lib/contract/shapes/members.mjs';
import { UPDATE_CODE_TEXT } from '../../src/domain/applicationRules.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

export const ENROLMENT_TEXT = Object.freeze({
  emailRequired: 'E-mail cannot be empty',
  designationTooLong: `Designation must be at most ${MEMBER_FIELD_MAX.designation} characters`,
  saved: 'Saved Successfully',
});

/** `{ fields, email, firstName, lastName }` of a valid enrolment, or `{ code, text }` of its first problem. */
function enrolmentOf(db, body, now) {
  const header = checkApplicantHeader(db, body, { today: wireDateOf(now), userId: null });
  if (header.code) return header;
  const [firstName, lastName] = [trimmed(body.firstName), header.fields.lastName];
  const names = accountNamesProblem(firstName, lastName);
  if (names) return { code: HEADER_CODE.FIELD, text: names };
  const email = trimmed(body.email);
  if (!email) return { code: HEADER_CODE.FIELD, text: ENROLMENT_TEXT.emailRequired };
  if (!isEmail(email)) return { code: HEADER_CODE.EMAIL, text: APPLICANT_TEXT.invalidEmail };
  if (db.get('users').value().some((user) => normaliseEmail(user.email) === normaliseEmail(email) || normaliseEmail(user.username) === normaliseEmail(email))) {
    return { code: STATUS_CODE.FAILED, text: MSG.duplicateEmail };
  }
  // Optional: an empty designation is the member's to fill in later.
  const designation = trimmed(body.designation);
  const designationWrong = designation && (designationProblem(designation) ?? (designation.length > MEMBER_FIELD_MAX.designation ? ENROLMENT_TEXT.designationTooLong : null));
  if (designationWrong) return { code: HEADER_CODE.FIELD, text: designationWrong };
  const refused = enrolmentProblem(db, header.fields, now);
  if (refused) return { code: STATUS_CODE.FAILED, text: refused };
  return { fields: { ...header.fields, email, designation }, firstName, lastName };
}

const welcomeMail = (user, { memberNo, fee }, password) => ({
  to: user.email,
  userId: user.userID,
  kind: NOTIFICATION_KIND.ACCOUNT,
  link: LINK.CHANGE_PASSWORD,
  secret: true,
  subject: `Welcome to the institute: member number ${memberNo}`,
  body: `Dear ${user.firstName},\n\nThe institute has enrolled you as a member. Your member number is ${memberNo}.\nUsername: ${user.username}\nPassword: ${password}\nPlease change the password after your first login.${fee.amount > 0 ? `\n\nThe new membership fee of ${formatMoney(fee.amount)} is due; your membership becomes active once it is paid.` : ''}`,
});

/** The header's codes but '10' (a second success code an enrolment never gives), and '02'. */
const ENROLMENT_CODES = [...Object.keys(UPDATE_CODE_TEXT).filter((code) => code !== '10'), STATUS_CODE.FAILED].sort();

export function memberEnrolmentRoutes(ctx) {
  const { db, logs, now, passwords } = ctx;
  const routes = secureRoutes(ctx);
  const log = logs({ entity: 'member', action: 'create', recordId: (req, body, res) => loggedSubject(res).memberID, detail: (req, body, res) => `Member ${loggedSubject(res).memberNo} (${loggedSubject(res).username}) enrolled by staff` });

  routes.post(
    '/application/member',
    screens(SCREEN.EDIT_MEMBER),
    contract({
      summary: 'Enrols a member without an application: an authorized member account with a mailed first password, the next member number, the new-membership fee owed',
      source: spec('§7 Member profile and records: application prefix', 'POST member'),
      body: enrolmentForm(APPLICANT_HEADER_FORM),
      responses: {
        200: json(`'00' '${ENROLMENT_TEXT.saved}' with the new member's ids; else the code and text of the first problem.`, envelope(ENROLMENT_CODES, {
          memberID: integer({ min: 1 }),
          memberNo: text(),
          userId: integer({ min: 1 }),
        }, { message: true })),
      },
    }),
    log,
    asyncRoute(async (req, res) => {
      const body = isPlainObject(req.body) ? req.body : {};
      const first = enrolmentOf(db, body, now());
      if (first.code) return answer(res, first.code, first.text);
      const password = randomPassword();
      const passwordHash = await passwords.hash(password);
      const checked = enrolmentOf(db, body, now()); // a twin request may have taken the e-mail or NIC while bcrypt ran
      if (checked.code) return answer(res, checked.code, checked.text);
      const user = newAccountRow(db, {
        email: checked.fields.email,
        firstName: checked.firstName,
        lastName: checked.lastName,
        description: 'Member enrolled by staff',
        userRoleID: ROLE.MEMBER,
        statusID: RECORD_STATUS.APPROVED,
        passwordHash,
        createdBy: req.auth.user.username,
        createdAt: new Date(now()),
      });
      insertRow(db, 'users', user);
      const enrolled = enrolMember(ctx, checked.fields, user);
      logSubject(res, { memberID: enrolled.memberID, memberNo: enrolled.memberNo, username: user.username });
      sendMail(ctx, welcomeMail(user, enrolled, password));
      return answer(res, STATUS_CODE.OK, ENROLMENT_TEXT.saved, { memberID: enrolled.memberID, memberNo: enrolled.memberNo, userId: user.userID });
    }),
  );
  return routes.router;
}
