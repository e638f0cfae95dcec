/**
 * Client-side rules of the "Trouble logging in?" form; the server checks the same:
 * name, email, subject and message required, valid e-mail, message at most 1000 characters.
 */
import { publicText } from '../../i18n/publicText';
import { INQUIRY_MESSAGE_MAX, isEmail, isPhoneNumber, TEXT_MAX } from '../../domain/fieldRules.mjs';

export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  memberNo: string;
  subject: string;
  message: string;
}

export type InquiryErrors = Partial<Record<keyof InquiryValues, string>>;

export const MESSAGE_MAX_LENGTH = INQUIRY_MESSAGE_MAX;
/** Spec §9: member number at most 5 characters. */
export const MEMBER_NO_MAX_LENGTH = 5;


export const EMPTY_INQUIRY: InquiryValues = { name: '', email: '', phone: '', memberNo: '', subject: '', message: '' };

const emailProblem = (email: string): string | undefined => {
  if (!email) return publicText('userCreation.emailRequired');
  return isEmail(email) ? undefined : publicText('userCreation.emailInvalid');
};

const messageProblem = (message: string): string | undefined => {
  if (!message) return publicText('inquiry.messageRequired');
  return message.length > MESSAGE_MAX_LENGTH ? publicText('inquiry.messageTooLong') : undefined;
};

/** Every problem of the values, by field; an empty object means ready to send. */
export const validateInquiry = (values: InquiryValues): InquiryErrors => {
  const v = trimInquiry(values);
  const errors: InquiryErrors = {
    name: !v.name ? publicText('inquiry.nameRequired') : v.name.length > TEXT_MAX.personName ? publicText('inquiry.nameTooLong') : undefined,
    email: emailProblem(v.email),
    phone: !v.phone || isPhoneNumber(v.phone) ? undefined : publicText('inquiry.phoneInvalid'),
    memberNo: v.memberNo.length > MEMBER_NO_MAX_LENGTH ? publicText('userCreation.memberNumberInvalid') : undefined,
    subject: !v.subject ? publicText('inquiry.subjectRequired') : v.subject.length > TEXT_MAX.subject ? publicText('inquiry.subjectTooLong') : undefined,
    message: messageProblem(v.message),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem)) as InquiryErrors;
};

export const trimInquiry = (values: InquiryValues): InquiryValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  memberNo: values.memberNo.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
});
