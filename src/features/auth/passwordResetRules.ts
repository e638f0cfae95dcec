import { text } from '../../i18n/text';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec §5: fires only when all three are filled; new and confirm must match. null = ready to send. */
export const passwordChangeProblem = ({ oldPassword, newPassword, confirmPassword }: PasswordChange): string | null => {
  if (!oldPassword || !newPassword || !confirmPassword) return text('passwordReset.allRequired');
  if (newPassword !== confirmPassword) return text('passwordReset.mismatch');
  return null;
};
