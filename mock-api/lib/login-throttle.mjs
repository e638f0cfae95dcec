// Wrong-password counting per account, taken BEFORE the password is checked: a parallel burst cannot
// slip past the limit while bcrypt runs. A lock lasts config.loginLockMs, then the count starts again.
// Known accounts keep the count on their row (journaled like any change); names that match no
// account are counted in memory the same way, so both answer alike.
import { loginAttemptLimit } from './global-details.mjs';
import { updateCounters } from './changes.mjs';
import { findUserById } from './users.mjs';

/** Names without an account tracked at once (older ones are forgotten first). */
const MAX_UNKNOWN_NAMES = 10_000;

export function loginThrottle({ db, config, now }) {
  const unknownNames = new Map();

  const stateOf = (user, name) => {
    if (user) return user;
    let state = unknownNames.get(name);
    if (!state) {
      if (unknownNames.size >= MAX_UNKNOWN_NAMES) unknownNames.delete(unknownNames.keys().next().value);
      state = { failedLoginAttempts: 0, lockedAt: null };
      unknownNames.set(name, state);
    }
    return state;
  };

  const change = (user, name, changes) => {
    if (user) updateCounters(db, 'users', findUserById(db, user.userID), changes);
    else Object.assign(stateOf(undefined, name), changes);
  };

  /**
   * Counts one attempt against the account (or the unknown name) unless it is locked.
   * @returns {{ locked: true } | { locked: false, release: () => void }} release() clears the count after a right password
   */
  const reserve = (user, name) => {
    const state = stateOf(user, name);
    const limit = loginAttemptLimit(db);
    let count = state.failedLoginAttempts ?? 0;
    if (count >= limit) {
      const lockedAt = Number(state.lockedAt ?? 0);
      if (now() - lockedAt < config.loginLockMs) return { locked: true };
      count = 0;
    }
    count += 1;
    change(user, name, { failedLoginAttempts: count, lockedAt: count >= limit ? now() : null });
    return { locked: false, release: () => change(user, name, { failedLoginAttempts: 0, lockedAt: null }) };
  };

  /** Forgets every count of an account (a password reset unlocks it). */
  const clear = (user) => change(user, undefined, { failedLoginAttempts: 0, lockedAt: null });

  return { reserve, clear };
}
