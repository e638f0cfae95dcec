import { publicText } from '../../i18n/publicText';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec §5: fires only when all three are filled; new and confirm must match. null = ready to send. */
export const passwordChangeProblem = ({ oldPassword, newPassword, confirmPassword }: PasswordChange): string | null => {
  if (!oldPassword || !newPassword || !confirmPassword) return publicText('passwordReset.allRequired');
  if (newPassword !== confirmPassword) return publicText('passwordReset.mismatch');
  return null;
};
