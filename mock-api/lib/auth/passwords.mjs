import { PASSWORD_MAX } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';
import { inWorker } from './bcrypt-worker.mjs';

/** At least 8 characters with a letter and a digit (the contract's password rule), at most PASSWORD_MAX. */
export const isStrongPassword = (password) =>
  typeof password === 'string' && password.length >= 8 && password.length <= PASSWORD_MAX && /[A-Za-z]/.test(password) && /\d/.test(password);

/** The reason a new password is refused, or null when it is acceptable. */
export const newPasswordProblem = (newPassword, confirmPassword) => {
  if (newPassword !== confirmPassword) return MSG.passwordMismatch;
  if (typeof newPassword === 'string' && newPassword.length > PASSWORD_MAX) return MSG.passwordTooLong;
  if (!isStrongPassword(newPassword)) return MSG.passwordWeak;
  return null;
};

/**
 * Hashing and checking passwords at one bcrypt cost, the API's (config.bcryptCost): every hash it makes, and the
 * one an unknown name is checked against, so the answer time tells no account apart.
 * @param {number} cost
 */
export function passwordHasher(cost) {
  let nobodyHash;
  /** A hash no password matches: an unknown account costs the same bcrypt work as a known one. */
  const forNobody = () =>
    (nobodyHash ??= inWorker('hash', `nobody-${process.pid}-${Date.now()}`, cost).catch((error) => {
      nobodyHash = undefined; // tried again by the next sign-in
      throw error;
    }));
  return {
    forNobody,
    /** @param {string} password */
    hash: (password) => inWorker('hash', password, cost),
    /** Always runs bcrypt, also without a hash, so the answer time does not tell whether the account exists. */
    matches: async (password, hash) => {
      const usable = typeof hash === 'string' && hash !== '';
      const matched = await inWorker('compare', typeof password === 'string' ? password : '', usable ? hash : await forNobody());
      return usable && matched;
    },
  };
}
