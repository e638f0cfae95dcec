/** The office's member-number search (spec §5): required, at most 5 characters. */
import { msg } from '../../i18n/keys';

export const MEMBER_NUMBER_MAX = 5;

/** The message key for a bad member number, or null. */
export const memberNumberProblem = (value: string): string | null => {
  const text = value.trim();
  if (!text) return msg('memberAdmin.memberNumberRequired');
  return text.length > MEMBER_NUMBER_MAX ? msg('officePayments.memberNumberInvalid') : null;
};
