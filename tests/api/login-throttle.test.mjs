// The mechanism of mock-api/lib/auth/login-throttle.mjs with a stand-in password check (no bcrypt): its memory stays
// bounded without letting go of attempts in flight, a failing check neither counts nor blocks the next attempt,
// and a limit lowered while failures stand does not lock without a lock time.
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_TRACKED, loginThrottle } from '../../mock-api/lib/auth/login-throttle.mjs';
import { startApi } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());
const clock = Date.parse('2026-03-01T08:00:00Z');
const throttleOf = () => loginThrottle({ db: api.db, config: { loginLockMs: 15 * 60_000, loginAccountCeiling: 50 }, now: () => clock });
const wrong = async () => false;
const right = async () => true;

describe('login throttle', () => {
  it(`keeps at most ${MAX_TRACKED} addresses: the oldest idle one is let go, one with an attempt in flight never`, async () => {
    const throttle = throttleOf();
    const name = 'nobody@example.org';
    for (let i = 0; i < 3; i += 1) expect(await throttle.attempt({ name, address: 'first' }, wrong)).toBe('wrong');
    expect(await throttle.attempt({ name, address: 'first' }, right)).toBe('locked');
    // Two wrong and a third in flight: the limit of that address is taken until the third settles.
    const heldWho = { name: 'held@example.org', address: 'held' };
    for (let i = 0; i < 2; i += 1) await throttle.attempt(heldWho, wrong);
    let finish;
    const held = throttle.attempt(heldWho, () => new Promise((resolve) => (finish = resolve)));
    // Other names from other addresses: per name at most 34 wrong, under the ceiling of 50.
    for (let i = 0; i < MAX_TRACKED; i += 1) await throttle.attempt({ name: `n${i % 300}@example.org`, address: `a${i}` }, wrong);
    expect(await throttle.attempt({ name, address: 'first' }, right)).toBe('right');
    // Still tracked: the next attempt there waits for the one in flight, which locks the address.
    const next = throttle.attempt(heldWho, right);
    finish(false);
    expect(await held).toBe('wrong');
    expect(await next).toBe('locked');
  });

  it('a check that fails neither counts nor clears, and lets the attempts waiting on it run', async () => {
    const throttle = throttleOf();
    const who = { name: 'broken@example.org', address: 'x' };
    const failing = () => Promise.reject(new Error('the bcrypt worker stopped'));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => throttle.attempt(who, failing)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    for (let i = 0; i < 3; i += 1) expect(await throttle.attempt(who, wrong)).toBe('wrong');
    expect(await throttle.attempt(who, right)).toBe('locked');
  });

  it('a limit lowered in Global Details while failures stand locks only from the next wrong password', async () => {
    const throttle = throttleOf();
    const who = { name: 'lowered@example.org', address: 'y' };
    for (let i = 0; i < 2; i += 1) await throttle.attempt(who, wrong);
    const details = api.db.get('globaldetails').find({ id: 3 }).value();
    const before = details.userLoginAttempts;
    details.userLoginAttempts = 1;
    try {
      expect(await throttle.attempt(who, wrong)).toBe('wrong');
      expect(await throttle.attempt(who, right)).toBe('locked');
    } finally {
      details.userLoginAttempts = before;
    }
  });
});
