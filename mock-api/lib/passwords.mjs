import bcrypt from 'bcryptjs';
import { BCRYPT_COST } from './constants.mjs';
import { MSG } from './messages.mjs';

/** At least 8 characters with a letter and a digit (the contract's password rule). */
export const isStrongPassword = (password) =>
  typeof password === 'string' && password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);

/** The reason a new password is refused, or null when it is acceptable. */
export const newPasswordProblem = (newPassword, confirmPassword) => {
  if (newPassword !== confirmPassword) return MSG.passwordMismatch;
  if (!isStrongPassword(newPassword)) return MSG.passwordWeak;
  return null;
};

export const hashPassword = (password) => bcrypt.hash(password, BCRYPT_COST);

export const passwordMatches = (password, hash) =>
  typeof hash === 'string' && hash !== '' ? bcrypt.compare(password, hash) : Promise.resolve(false);
