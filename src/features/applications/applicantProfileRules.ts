/**
 * The applicant's header form as pure rules (spec §5 "Applicant profile"): the values from the
 * application header, the first problem of each field with the spec's message, and the multipart
 * body of updateApplicantDetail / updatemember. The NIC and date-of-birth pair is checked by the one
 * NIC rule (src/domain/nic.mjs) the mock API uses, so the form refuses what the server would.
 */
import { APPLICANT_FIELD_MAX, socialProblem } from '../../domain/applicationRules.mjs';
import { contactNumberProblem } from '../../domain/memberRules.mjs';
import { isEmail } from '../../domain/fieldRules.mjs';
import { nicProblem } from '../../domain/nic.mjs';
import { formDateToWire, todayWire, wireDateToForm } from '../../domain/dates';
import { text } from '../../i18n/text';
import { nicFormatProblem } from '../auth/signup/signUpRules';
import type { ApplicationHeader } from './applicationTypes';

export const PROFILE_FIELDS = [
  'membertypeid', 'title', 'nameWithInitials', 'lastName', 'fullName', 'nicNumber', 'mobileNo', 'dob', 'email',
  'addressNo', 'addressSt', 'addressCity', 'linkedin', 'whatsapp', 'facebook', 'instagram', 'twitter',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileProblems = Partial<Record<ProfileField, string>>;

/** Spec §5: last names are letters and spaces. */
const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const profileValuesOf = (header: ApplicationHeader): ProfileValues => {
  const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, str(header[field])])) as ProfileValues;
  return { ...values, dob: wireDateToForm(header.dob) };
};

const required = (value: string, message: string) => (value ? null : message);

const dobProblem = (dob: string, today: string): string | null => {
  if (!dob) return null; // a missing date of birth is the NIC rule's '07'
  const wire = formDateToWire(dob);
  if (!wire) return text('applications.dobInvalid');
  return wire > today ? text('applications.dobAfterToday') : null;
};

/** The NIC and date-of-birth pair: '07' (no valid date of birth) belongs to the date, the rest to the NIC. */
const pairProblems = (nic: string, dob: string, today: string): ProfileProblems => {
  const problem = nicProblem(nic, formDateToWire(dob) ?? '', today);
  if (!problem) return {};
  return problem.code === '07' ? { dob: problem.text } : { nicNumber: problem.text };
};

export const profileProblems = (raw: ProfileValues, today = todayWire()): ProfileProblems => {
  const v = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, raw[f].trim()])) as ProfileValues;
  const found: Partial<Record<ProfileField, string | null>> = {
    membertypeid: required(v.membertypeid, text('applications.memberTypeEmpty')),
    title: required(v.title, text('applications.titleRequired')),
    nameWithInitials:
      required(v.nameWithInitials, text('applications.initialsRequired')) ??
      (v.nameWithInitials.length > APPLICANT_FIELD_MAX.initials ? text('applications.invalidName') : null),
    lastName: required(v.lastName, text('applications.lastNameEmpty')) ?? (LETTERS_AND_SPACES.test(v.lastName) ? null : text('applications.lastNameOnlyLetters')),
    fullName: required(v.fullName, text('applications.fullNameRequired')),
    nicNumber: nicFormatProblem(v.nicNumber, text('applications.nicFormat')),
    mobileNo: contactNumberProblem(v.mobileNo),
    dob: dobProblem(v.dob, today),
    email: required(v.email, text('applications.emailRequired')) ?? (isEmail(v.email) ? null : text('applications.emailInvalid')),
    addressNo: required(v.addressNo, text('applications.addressLine1Required')),
    addressSt: required(v.addressSt, text('applications.addressLine2Required')),
    // only labelled required (spec §5): nobody is stopped for want of a social account; a value given is checked
    linkedin: socialProblem('linkedin', v.linkedin),
    whatsapp: socialProblem('whatsapp', v.whatsapp),
  };
  const own = Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as ProfileProblems;
  const pair = own.nicNumber || own.dob ? {} : pairProblems(v.nicNumber, v.dob, today);
  return { ...pair, ...own };
};

/** The update body (multipart): every field but the read-only e-mail, dob as YYYY-MM-DD, the CV when chosen. */
export const profileBody = (values: ProfileValues, cv: File | null, userId?: number): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) if (field !== 'email') body[field] = values[field].trim();
  body.dob = formDateToWire(values.dob) ?? '';
  if (cv) body.cvFile = cv;
  if (userId !== undefined) body.userId = userId;
  return body;
};

/** Longest input of each text field (spec §9 limits the API shares); typing stops there. */
export const PROFILE_MAX: Partial<Record<ProfileField, number>> = {
  nameWithInitials: APPLICANT_FIELD_MAX.initials + 1, // one more, so "Invalid name" can show
  lastName: APPLICANT_FIELD_MAX.name,
  fullName: APPLICANT_FIELD_MAX.fullName,
  nicNumber: APPLICANT_FIELD_MAX.nic + 1, // one more, so "NIC number must be 12 characters long" can show
  addressNo: APPLICANT_FIELD_MAX.addressLine,
  addressSt: APPLICANT_FIELD_MAX.addressLine,
  addressCity: APPLICANT_FIELD_MAX.addressLine,
  linkedin: APPLICANT_FIELD_MAX.social,
  whatsapp: APPLICANT_FIELD_MAX.social,
  facebook: APPLICANT_FIELD_MAX.social,
  instagram: APPLICANT_FIELD_MAX.social,
  twitter: APPLICANT_FIELD_MAX.social,
};
