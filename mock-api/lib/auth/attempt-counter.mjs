// One count of wrong passwords as a plain { failures, lockedAt, since } value: `limit` failures lock it for
// `lockMs`; with a `windowMs`, failures older than the window (counted from the first) are forgotten. The same
// rule serves the count per account and address (no window: it runs until the right password or the lock's end)
// and the count per account across all addresses (lib/auth/login-throttle.mjs).

export const FRESH = Object.freeze({ failures: 0, lockedAt: null, since: null });

/**
 * The counter as it stands at `at`: a lock that has run its time, or a window that has passed, starts afresh.
 * @param {{ failures?: number, lockedAt?: number | null, since?: number | null } | undefined} counter
 * @param {number} at
 * @param {{ limit: number, lockMs: number, windowMs?: number }} rule
 */
export function counterAt(counter, at, { limit, lockMs, windowMs = Infinity }) {
  const failures = counter?.failures ?? 0;
  const lockedAt = counter?.lockedAt ?? null;
  const since = counter?.since ?? null;
  if (failures === 0) return FRESH;
  // Reached the limit: locked while the lock lasts (a limit lowered in the meantime has no lock time: afresh).
  if (failures >= limit) return lockedAt !== null && at - lockedAt < lockMs ? { failures, lockedAt, since } : FRESH;
  if (since !== null && at - since >= windowMs) return FRESH;
  return { failures, lockedAt: null, since };
}

/** Whether a counter read through counterAt locks. */
export const isLocked = (counter, { limit }) => counter.failures >= limit;

/** The counter after one more wrong password at `at` (from a counter read through counterAt). */
export function withFailure(counter, at, { limit }) {
  const failures = counter.failures + 1;
  return { failures, lockedAt: failures >= limit ? at : null, since: counter.since ?? at };
}

export const sameCounter = (a, b) => a.failures === b.failures && a.lockedAt === b.lockedAt && a.since === b.since;
