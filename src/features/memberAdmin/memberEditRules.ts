/**
 * The staff's member edit (/member/admineditmember) as pure rules: form values from a member, the
 * spec's messages for bad values (§5), and the POST application/updatemember body, which carries
 * NIC and date of birth only while the member has none (§3: read-only once set).
 */
import { contactNumberProblem, designationProblem, MEMBER_TEXT, NIC_PATTERN } from '../../domain/memberRules.mjs';
import { isEmail } from '../../domain/fieldRules.mjs';
import { formDateToWire } from '../../domain/dates';
import { text } from '../../i18n/text';
import type { MemberRecord } from './memberTypes';
import { phoneText } from '../../domain/phoneNumbers.mjs';

export const EDIT_FIELDS = [
  'title', 'firstName', 'middleName', 'lastName', 'membertypeid', 'designation', 'mobileNo', 'email',
  'addressNo', 'addressSt', 'addressCity', 'nicNumber', 'dob',
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export type EditValues = Record<EditField, string>;

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Set once, read-only after (spec §3). */
export const lockedFields = (member: MemberRecord): Set<EditField> =>
  new Set<EditField>([...(member.nicNumber ? (['nicNumber'] as const) : []), ...(member.dob ? (['dob'] as const) : [])]);

export const valuesOf = (member: MemberRecord): EditValues => ({
  title: str(member.title),
  firstName: str(member.firstName),
  middleName: str(member.middleName),
  lastName: str(member.lastName),
  membertypeid: str(member.membertypeid),
  designation: str(member.designation),
  mobileNo: phoneText(member.mobileNo ?? member.mobileNumber),
  email: str(member.email),
  addressNo: str(member.addressNo),
  addressSt: str(member.addressSt),
  addressCity: str(member.addressCity),
  nicNumber: str(member.nicNumber),
  dob: '',
});

const required = (value: string, message: string) => (value.trim() ? null : message);

const dobProblem = (value: string): string | null => {
  if (!value.trim()) return null;
  const wire = formDateToWire(value);
  if (!wire) return text('memberAdmin.dobInvalid');
  return wire > new Date().toISOString().slice(0, 10) ? text('memberAdmin.dobAfterToday') : null;
};

/** The first problem of each field (only the fields that have one). */
export const problemsOf = (values: EditValues, locked: Set<EditField>): Partial<Record<EditField, string>> => {
  const found: Partial<Record<EditField, string | null>> = {
    title: required(values.title, text('memberAdmin.titleRequired')),
    firstName: required(values.firstName, text('memberAdmin.firstNameRequired')),
    lastName: required(values.lastName, text('memberAdmin.lastNameRequired')),
    membertypeid: required(values.membertypeid, text('memberAdmin.memberTypeRequired')),
    designation: designationProblem(values.designation),
    mobileNo: contactNumberProblem(values.mobileNo),
    email: required(values.email, text('memberAdmin.emailRequired')) ?? (isEmail(values.email.trim()) ? null : text('memberAdmin.emailInvalid')),
    addressNo: required(values.addressNo, MEMBER_TEXT.addressLine1Required),
    addressSt: required(values.addressSt, MEMBER_TEXT.addressLine2Required),
    nicNumber: locked.has('nicNumber') || !values.nicNumber.trim() || NIC_PATTERN.test(values.nicNumber.trim()) ? null : text('memberAdmin.nicInvalid'),
    dob: locked.has('dob') ? null : dobProblem(values.dob),
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<Record<EditField, string>>;
};

export const payloadOf = (values: EditValues, locked: Set<EditField>): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const field of EDIT_FIELDS) {
    if (locked.has(field) || field === 'dob' || field === 'nicNumber') continue;
    body[field] = field === 'membertypeid' ? Number(values[field]) : values[field].trim();
  }
  if (!locked.has('nicNumber') && values.nicNumber.trim()) body.nicNumber = values.nicNumber.trim();
  if (!locked.has('dob') && values.dob.trim()) body.dob = formDateToWire(values.dob);
  return body;
};
