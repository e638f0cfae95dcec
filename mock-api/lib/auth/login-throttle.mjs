// Wrong passwords are counted at two levels (lib/auth/attempt-counter.mjs holds the rule of one count):
// - per account and client address: Global Details' userLoginAttempts (the spec's limit and text) lock the
//   account for that address only, for config.loginLockMs. An attacker elsewhere cannot lock the owner out.
// - per account across all addresses: config.loginAccountCeiling wrong passwords within config.loginLockMs lock
//   the account for everyone for config.loginLockMs. This bounds guessing spread over many addresses.
// A right password clears only its own address's count: the owner signing in does not hand an attacker a fresh
// allowance against the ceiling.
//
// An attempt is counted BEFORE bcrypt runs (a parallel burst cannot slip past a limit while bcrypt works) and
// settled after it: a right password gives its reservation back and never counts as a failure. An attempt that
// would take a count to its limit with reservations still open waits until one settles, so ten parallel right
// passwords all get in while ten parallel wrong ones from one address make exactly the limit.
//
// Where the counts live: the account-wide count on the user row (failedLoginAttempts, lockedAt,
// failedLoginSince; journaled like any change), so the brute-force stop survives a restart; the per-address
// counts in memory, bounded, so a flood of addresses cannot grow them without end. A restart forgets them: an
// address then gets the spec's few attempts again, still under the account-wide ceiling. Names that match no
// account are counted in memory at both levels, so they answer like accounts.
import { loginAttemptLimit } from '../master-data/global-details.mjs';
import { updateCounters } from '../storage/changes.mjs';
import { findUserById } from '../users/users.mjs';
import { keep } from '../storage/remembered.mjs';
import { FRESH, counterAt, isLocked, sameCounter, withFailure } from './attempt-counter.mjs';

/** Per-address counts, and counts of names without an account, tracked at once (idle ones are let go first). */
export const MAX_TRACKED = 10_000;

/** The account-wide count as the user row keeps it. */
const counterOfRow = (row) => ({ failures: row?.failedLoginAttempts ?? 0, lockedAt: row?.lockedAt ?? null, since: row?.failedLoginSince ?? null });
const rowFieldsOf = (counter) => ({ failedLoginAttempts: counter.failures, lockedAt: counter.lockedAt, failedLoginSince: counter.since });

/** Adds `entry` under `key`, letting the oldest entry with no attempt in flight go when the map is full. */
function track(map, key, entry) {
  if (map.size >= MAX_TRACKED) {
    for (const [oldKey, old] of map) {
      if (!(old.pending > 0)) {
        map.delete(oldKey);
        break;
      }
    }
  }
  map.set(key, entry);
  return entry;
}

export function loginThrottle({ db, config, now }) {
  /** `${account}\u0000${address}` -> { counter, pending } */
  const places = new Map();
  /** name -> counter: the account-wide count of a name that matches no account. */
  const unknownNames = new Map();
  /** account -> attempts reserved and not yet settled, from every address. */
  const inFlight = new Map();
  /** account -> resolvers of the attempts waiting for one of its attempts to settle. */
  const waiting = new Map();

  const placeRule = () => ({ limit: loginAttemptLimit(db), lockMs: config.loginLockMs });
  const accountRule = () => ({ limit: config.loginAccountCeiling, lockMs: config.loginLockMs, windowMs: config.loginLockMs });

  const accountKey = (user, name) => (user ? `user:${user.userID}` : `name:${name}`);

  const readAccount = (user, name) => (user ? counterOfRow(findUserById(db, user.userID)) : unknownNames.get(name) ?? FRESH);
  const writeAccount = (user, name, counter) => {
    if (sameCounter(readAccount(user, name), counter)) return;
    if (user) updateCounters(db, 'users', findUserById(db, user.userID), rowFieldsOf(counter));
    else if (counter.failures === 0) unknownNames.delete(name);
    else keep(unknownNames, name, counter, MAX_TRACKED);
  };

  const placeOf = (key) => {
    const entry = places.get(key);
    if (!entry) return track(places, key, { counter: FRESH, pending: 0 });
    places.delete(key); // most recently used last: the idle ones are let go first
    places.set(key, entry);
    return entry;
  };

  const settled = (account) =>
    new Promise((resolve) => {
      if (!waiting.has(account)) waiting.set(account, []);
      waiting.get(account).push(resolve);
    });
  const wake = (account) => {
    const resolvers = waiting.get(account) ?? [];
    waiting.delete(account);
    for (const resolve of resolvers) resolve();
  };
  const addInFlight = (account, delta) => {
    const count = (inFlight.get(account) ?? 0) + delta;
    if (count > 0) inFlight.set(account, count);
    else inFlight.delete(account);
  };

  /**
   * Runs `check` (the password comparison) as one counted attempt on the account (or the unknown name) from
   * `address`, unless the account is locked for that address or for everyone.
   * @param {{ user?: object, name: string, address: string }} who
   * @param {() => Promise<boolean>} check
   * @returns {Promise<'locked' | 'right' | 'wrong'>}
   */
  const attempt = async ({ user, name, address }, check) => {
    const account = accountKey(user, name);
    const key = `${account}\u0000${address}`;
    let place;
    for (;;) {
      const at = now();
      const [perPlace, perAccount] = [placeRule(), accountRule()];
      place = placeOf(key);
      place.counter = counterAt(place.counter, at, perPlace);
      const whole = counterAt(readAccount(user, name), at, perAccount);
      writeAccount(user, name, whole); // forgets a lock or window that has passed
      if (isLocked(place.counter, perPlace) || isLocked(whole, perAccount)) return 'locked';
      // Not locked, so any excess is attempts in flight: the next one to settle decides whether this one runs.
      const full = place.counter.failures + place.pending >= perPlace.limit || whole.failures + (inFlight.get(account) ?? 0) >= perAccount.limit;
      if (!full) break;
      await settled(account);
    }
    place.pending += 1;
    addInFlight(account, 1);
    let verdict = null; // stays null when the check fails: neither counted nor cleared
    try {
      verdict = (await check()) ? 'right' : 'wrong';
      return verdict;
    } finally {
      place.pending -= 1;
      addInFlight(account, -1);
      const at = now();
      if (verdict === 'wrong') {
        place.counter = withFailure(counterAt(place.counter, at, placeRule()), at, placeRule());
        writeAccount(user, name, withFailure(counterAt(readAccount(user, name), at, accountRule()), at, accountRule()));
      } else if (verdict === 'right') {
        place.counter = FRESH;
      }
      if (place.pending === 0 && place.counter.failures === 0 && places.get(key) === place) places.delete(key);
      wake(account);
    }
  };

  /** Forgets every count of an account, at every address (a new password unlocks it). */
  const clear = (user) => {
    writeAccount(user, undefined, FRESH);
    const prefix = `${accountKey(user)}\u0000`;
    for (const [key, place] of places) {
      if (!key.startsWith(prefix)) continue;
      if (place.pending > 0) place.counter = FRESH;
      else places.delete(key);
    }
  };

  return { attempt, clear };
}
