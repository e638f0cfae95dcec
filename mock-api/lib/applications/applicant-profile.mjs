// The applicant header (spec §5 "Applicant profile", §8 "Applications" member update codes): reading and
// checking it server-side, the NIC's uniqueness, the draft row quick registration makes, and the header as the
// screens get it. Shared by the applicant's own routes and the staff ones. No input ever becomes a RegExp.
import { APPLICANT_FIELD_MAX, APPLICATION_STATUS, APPLICATION_TEXT, LOCKED_ONCE_STORED, lockedHeaderFields, socialProblem } from '../../../src/domain/applicationRules.mjs';
import { contactNumberProblem, LETTERS_AND_SPACES } from '../../../src/domain/memberRules.mjs';
import { isEmail } from '../../../src/domain/fieldRules.mjs';
import { nicProblem } from '../../../src/domain/nic.mjs';
import { APPLICATIONS, applicationView } from './applications.mjs';
import { memberTypeById } from '../members/members.mjs';
import { selectedId, trimmed } from '../http/fields.mjs';
import { findRole } from '../users/users.mjs';
import { MSG } from '../common-texts.mjs';

/** Member update codes the header check answers with (spec §8; '04'..'09' come from nicProblem). */
export const HEADER_CODE = Object.freeze({ OK: '00', FIELD: '03', DUPLICATE_NIC: '11', PHONE: '12', EMAIL: '13' });

/** The §5 messages of the applicant profile (and the quick registration's). */
export const APPLICANT_TEXT = Object.freeze({
  memberTypeRequired: 'Member Type cannot be empty',
  titleRequired: 'Title cannot be empty',
  initialsRequired: 'Initials cannot be empty',
  initialsTooLong: 'Invalid name',
  lastNameRequired: 'Last Name cannot be empty',
  lastNameLetters: 'Please enter your last name using only letters',
  fullNameRequired: 'Full Name cannot be empty',
  nicRequired: 'NIC Number cannot be empty',
  nicFormat: 'Invalid NIC format',
  nicTooLong: 'NIC number must be 12 characters long',
  addressLine1Required: 'Address Line 1 cannot be empty',
  addressLine2Required: 'Address Line 2 cannot be empty',
  duplicateNic: 'Duplicate NIC',
  invalidPhone: 'Invalid Phone number',
  invalidEmail: 'Invalid Email address',
});

/** The stored header fields, in the form's order (spec §2 "Applicant details"). */
export const HEADER_FIELDS = Object.freeze([
  'membertypeid', 'title', 'nameWithInitials', 'lastName', 'fullName', 'nicNumber', 'dob', 'mobileNo',
  'addressNo', 'addressSt', 'addressCity', 'linkedin', 'whatsapp', 'facebook', 'instagram', 'twitter',
]);
export const SOCIAL_FIELDS = ['linkedin', 'whatsapp', 'facebook', 'instagram', 'twitter'];
const SOCIAL_LABELS = { linkedin: 'LinkedIn', whatsapp: 'WhatsApp', facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter (X)' };
// Control characters never belong in a stored one-line text.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Same NIC whatever the case of the old form's letter. */
export const nicKey = (value) => trimmed(value).toUpperCase();

/** True when a member, or an application of another user, holds this NIC. */
export function nicTaken(db, nic, userId) {
  const key = nicKey(nic);
  if (!key) return false;
  if (db.get('members').value().some((member) => nicKey(member.nicNumber) === key)) return true;
  return db.get(APPLICATIONS).value().some((row) => row.userId !== userId && nicKey(row.nicNumber) === key);
}
export const memberHoldsNic = (db, nic) => db.get('members').value().some((member) => nicKey(member.nicNumber) === nicKey(nic));

const fail = (code, text) => ({ code, text });

/** A one-line text of at most `max` characters; '' when absent. `problem` names what is wrong, else null. */
function lineOf(body, field, label, max) {
  const value = body[field];
  if (value === undefined || value === null) return { text: '', problem: null };
  if (typeof value !== 'string' && typeof value !== 'number') return { text: '', problem: MSG.mustBeText(label) };
  const text = String(value).trim();
  if (text.length > max) return { text, problem: MSG.tooLong(label, max) };
  if (CONTROL.test(text)) return { text, problem: `${label} must be one line of text` };
  return { text, problem: null };
}

const titleOf = (db, value) => {
  const text = trimmed(typeof value === 'number' ? String(value) : value);
  const rows = db.get('titles').value();
  return rows.find((row) => row.title === text) ?? rows.find((row) => row.titleId === selectedId(text));
};

/**
 * Checks a header (an update's body, or a stored row before submitting) field by field in the form's order.
 * Answers { fields } to store, or { code, text } of the first problem: '03' + the §5 message, '04'..'09' from
 * nicProblem, '11' duplicate NIC, '12' phone, '13' e-mail (only when the body sends one: it is read-only).
 * @param {{ today: string, userId: number }} options
 */
export function checkApplicantHeader(db, body, { today, userId }) {
  const type = memberTypeById(db, selectedId(body.membertypeid));
  if (!type) return fail(HEADER_CODE.FIELD, APPLICANT_TEXT.memberTypeRequired);
  const title = titleOf(db, body.title);
  if (!title) return fail(HEADER_CODE.FIELD, APPLICANT_TEXT.titleRequired);

  const initials = lineOf(body, 'nameWithInitials', 'Initials', Number.MAX_SAFE_INTEGER);
  if (initials.problem) return fail(HEADER_CODE.FIELD, initials.problem);
  if (!initials.text) return fail(HEADER_CODE.FIELD, APPLICANT_TEXT.initialsRequired);
  if (initials.text.length > APPLICANT_FIELD_MAX.initials) return fail(HEADER_CODE.FIELD, APPLICANT_TEXT.initialsTooLong);

  const lastName = lineOf(body, 'lastName', 'Last Name', APPLICANT_FIELD_MAX.name);
  if (lastName.problem) return fail(HEADER_CODE.FIELD, lastName.problem);
  if (!lastName.text) return fail(HEADER_CODE.FIELD, APPLICANT_TEXT.lastNameRequired);
  if (!LETTERS_AND_SPACES.test(lastName.text)) return fail(HEADER_CODE.FIELD, APPLICANT_TEXT.lastNameLetters);

  const fullName = lineOf(body, 'fullName', 'Full Name', APPLICANT_FIELD_MAX.fullName);
  if (fullName.problem) return fail(HEADER_CODE.FIELD, fullName.problem);
  if (!fullName.text) return fail(HEADER_CODE.FIELD, APPLICANT_TEXT.fullNameRequired);

  const nic = trimmed(typeof body.nicNumber === 'number' ? String(body.nicNumber) : body.nicNumber);
  if (!nic) return fail(HEADER_CODE.FIELD, APPLICANT_TEXT.nicRequired);
  const dob = trimmed(body.dob);
  const nicWrong = nicProblem(nic, dob, today);
  if (nicWrong) return nicWrong;
  if (nicTaken(db, nic, userId)) return fail(HEADER_CODE.DUPLICATE_NIC, APPLICANT_TEXT.duplicateNic);

  const mobileNo = trimmed(typeof body.mobileNo === 'number' ? String(body.mobileNo) : body.mobileNo);
  if (!mobileNo) return fail(HEADER_CODE.FIELD, contactNumberProblem(''));
  if (contactNumberProblem(mobileNo)) return fail(HEADER_CODE.PHONE, APPLICANT_TEXT.invalidPhone);

  if (body.email !== undefined && body.email !== null && trimmed(body.email) !== '' && !isEmail(trimmed(body.email))) {
    return fail(HEADER_CODE.EMAIL, APPLICANT_TEXT.invalidEmail);
  }

  const address = {};
  for (const [field, label, required] of [
    ['addressNo', 'Address Line 1', APPLICANT_TEXT.addressLine1Required],
    ['addressSt', 'Address Line 2', APPLICANT_TEXT.addressLine2Required],
    ['addressCity', 'Address Line 3', null],
  ]) {
    const line = lineOf(body, field, label, APPLICANT_FIELD_MAX.addressLine);
    if (line.problem) return fail(HEADER_CODE.FIELD, line.problem);
    if (!line.text && required) return fail(HEADER_CODE.FIELD, required);
    address[field] = line.text;
  }

  // LinkedIn and WhatsApp are only labelled required (spec §5): optional, checked when given (the form's rule).
  const socials = {};
  for (const field of SOCIAL_FIELDS) {
    const line = lineOf(body, field, SOCIAL_LABELS[field], APPLICANT_FIELD_MAX.social);
    if (line.problem) return fail(HEADER_CODE.FIELD, line.problem);
    const wrong = socialProblem(field, line.text);
    if (wrong) return fail(HEADER_CODE.FIELD, wrong);
    socials[field] = line.text;
  }

  return {
    fields: {
      membertypeid: type.memberTypeId,
      memberTypeName: type.typeDes,
      title: title.title,
      nameWithInitials: initials.text,
      lastName: lastName.text,
      fullName: fullName.text,
      nicNumber: nic,
      dob,
      mobileNo,
      ...address,
      ...socials,
    },
  };
}

/** The stored and the sent value of a locked field name the same thing (a NIC's letter in either case). */
const sameValue = (field, stored, sent) => (field === 'nicNumber' ? nicKey(stored) === nicKey(sent) : trimmed(stored) === trimmed(sent));

/**
 * Spec §3: the NIC and date of birth are read-only once the application holds them. A body that leaves such a field
 * out keeps the stored value; one that sends another value is refused ('03' and why). Answers { body } to check and
 * store, or { code, text }.
 */
export function withLockedFields(stored, body) {
  const kept = { ...body };
  for (const field of lockedHeaderFields(stored)) {
    const sent = body[field];
    if (sent === undefined || sent === null) kept[field] = stored[field];
    else if (!sameValue(field, stored[field], typeof sent === 'number' ? String(sent) : sent)) return fail(HEADER_CODE.FIELD, APPLICATION_TEXT[LOCKED_ONCE_STORED[field]]);
  }
  return { body: kept };
}

/** A new DRAFT application with what quick registration asks for; the rest is filled in later. */
export const draftApplicationRow = ({ applicationId, user, nicNumber, mobileNo, type, createdAt, registeredBy }) => ({
  id: applicationId,
  applicationId,
  userId: user.userID,
  status: APPLICATION_STATUS.DRAFT,
  membertypeid: type?.memberTypeId ?? null,
  memberTypeName: type?.typeDes ?? '',
  title: '',
  nameWithInitials: '',
  lastName: user.lastName,
  fullName: '',
  nicNumber: nicNumber ?? '',
  dob: '',
  mobileNo: mobileNo ?? '',
  email: user.email,
  addressNo: '',
  addressSt: '',
  addressCity: '',
  linkedin: '',
  whatsapp: '',
  facebook: '',
  instagram: '',
  twitter: '',
  cvFileId: null,
  cvFileName: '',
  createdAt,
  updatedAt: createdAt,
  submittedAt: null,
  decidedAt: null,
  decidedBy: null,
  decisionComment: '',
  memberNo: null,
  registeredBy: registeredBy ?? null,
});

/** The user-details answer (spec §4) of a user: with the application header when the user has one. */
export function userDetailsOf(db, user, application) {
  const { userID, username, firstName, lastName, email, userRoleID, createdAt, expireDate } = user;
  const details = { userID, username, firstName, lastName, email, userRoleName: findRole(db, userRoleID)?.userRoleName ?? '', createdAt, expireDate };
  if (!application) return details;
  const { applicantStatus, status, createdAt: applicationCreatedAt, ...view } = applicationView(db, application);
  // status is the APPLICANT status the screens read their flags from (spec §4); the row's own is applicationStatus.
  // lastName and email are the application's (the header form edits them); the rest of the account stays.
  return { ...details, ...view, firstName, applicationCreatedAt, status: applicantStatus, applicationStatus: status };
}
