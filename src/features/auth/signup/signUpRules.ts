/**
 * The sign-up form (public /signup and the staff's applicant registration) as pure rules: the values,
 * the spec's messages (§5 "New user" names and e-mail, "Applicant profile" NIC, contact number, member
 * type), and the quickregister body. Texts come through publicText(): the public page has no react-admin.
 */
import { contactNumberProblem, NIC_PATTERN } from '../../../domain/memberRules.mjs';
import { isEmail } from '../../../domain/fieldRules.mjs';
import { publicText } from '../../../i18n/publicText';

export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'nicNumber', 'mobileNo', 'membertypeid'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpValues = Record<SignUpField, string>;
export type SignUpProblems = Partial<Record<SignUpField, string>>;

export const EMPTY_SIGN_UP: SignUpValues = { firstName: '', lastName: '', email: '', nicNumber: '', mobileNo: '', membertypeid: '' };

/** Spec §5 "New user": names are letters and spaces, at most 15 characters. */
const NAME_MAX = 15;
const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
/** Spec §5 NIC (NIC_PATTERN: 9 digits and x or v, or 12 digits) is at most 12 characters. */
export const NIC_MAX = 12;

const nameProblem = (value: string, required: string, letters: string): string | null => {
  if (!value) return required;
  if (!LETTERS_AND_SPACES.test(value)) return letters;
  return value.length > NAME_MAX ? publicText('applications.invalidName') : null;
};

/** The NIC messages both the sign-up and the applicant profile give (their format texts differ). */
export const nicFormatProblem = (value: string, formatText: string): string | null => {
  if (!value) return publicText('applications.nicRequired');
  if (value.length > NIC_MAX) return publicText('applications.nicTooLong');
  return NIC_PATTERN.test(value) ? null : formatText;
};

export const signUpProblems = (values: SignUpValues): SignUpProblems => {
  const v = Object.fromEntries(SIGN_UP_FIELDS.map((f) => [f, values[f].trim()])) as SignUpValues;
  const found: Record<SignUpField, string | null> = {
    firstName: nameProblem(v.firstName, publicText('applications.firstNameRequired'), publicText('applications.firstNameLetters')),
    lastName: nameProblem(v.lastName, publicText('applications.lastNameRequired'), publicText('applications.lastNameLetters')),
    email: !v.email ? publicText('applications.emailRequired') : isEmail(v.email) ? null : publicText('applications.emailInvalid'),
    nicNumber: nicFormatProblem(v.nicNumber, publicText('applications.nicFormat')),
    mobileNo: contactNumberProblem(v.mobileNo),
    membertypeid: v.membertypeid ? null : publicText('applications.memberTypeRequired'),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as SignUpProblems;
};

/** The quickregister / adminappregister body (membertypeid as a number). */
export const signUpBody = (values: SignUpValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  nicNumber: values.nicNumber.trim(),
  mobileNo: values.mobileNo.trim(),
  membertypeid: Number(values.membertypeid),
});

/** Spec §5: the contact-number input blocks typing the letter e (a number input would accept it). */
export const blockLetterE = (event: { key: string; preventDefault: () => void }) => {
  if (event.key === 'e' || event.key === 'E') event.preventDefault();
};
