// The sign-in's answer time tells no account apart: every stored hash, seeded or made in the app, and the hash
// an unknown name is checked against have bcrypt's runtime cost. Checked on the cost each hash carries, not on
// the clock (wall time is noisy on a busy machine); one coarse check of the work a sign-in costs on top.
import { afterAll, describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { BCRYPT_COST } from '../../mock-api/lib/constants.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { signin } from '../api/helpers.mjs';
import { startSecurityApi } from './support.mjs';

// BCRYPT_COST as a serving API runs without the variable: the tests' lower cost is set unless one is given.
const api = startSecurityApi({ env: { RATE_LIMIT_SIGNIN: '100000/60', BCRYPT_COST: undefined } });
afterAll(() => api.cleanup());

const costsOf = (users) => new Set(users.map((user) => bcrypt.getRounds(user.passwordHash)));

describe('every password hash has the runtime cost', () => {
  it('the runtime cost is bcrypt 10', () => {
    expect(BCRYPT_COST).toBe(10);
  });

  it('every account of a fresh seed, demo, filler, staff and bulk alike', () => {
    const { users } = buildSeed();
    expect(users.length).toBeGreaterThan(150);
    expect(costsOf(users)).toEqual(new Set([BCRYPT_COST]));
  });

  it("every account of a larger seed's extra members and applicants", () => {
    const { users } = buildSeed({ members: 400 });
    expect(users.some((user) => user.userID >= 20001)).toBe(true);
    expect(costsOf(users.filter((user) => user.userID > 1000))).toEqual(new Set([BCRYPT_COST]));
  });

  it('every account of the running API (as the API loaded the seed)', () => {
    expect(costsOf(api.db.get('users').value())).toEqual(new Set([BCRYPT_COST]));
  });

  it('the hash a name without an account is checked against, and a password set in the app', async () => {
    expect(bcrypt.getRounds(await api.passwords.forNobody())).toBe(BCRYPT_COST);
    expect(bcrypt.getRounds(await api.passwords.hash('Changed123'))).toBe(BCRYPT_COST);
  });
});

describe('the answer time, coarsely', () => {
  it('a seeded account with a wrong password answers about as slowly as a name without an account', async () => {
    // CPU time of this process (the API and its bcrypt thread run in it), not wall time: other processes on a
    // busy machine stretch wall time but not the work this process does.
    const timed = async (username) => {
      const started = process.cpuUsage();
      const response = await signin(api.request, username, 'Wrong123x');
      expect(response.status).toBe(401);
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000;
    };
    await timed('warm-up@example.org');
    const seeded = [];
    const unknown = [];
    // Bulk members (101..) and filler users (4..), one wrong password each: no account reaches a lock.
    for (let i = 0; i < 6; i += 1) {
      seeded.push(await timed(`user${i % 2 ? 101 + i : String(4 + i).padStart(2, '0')}@example.org`));
      unknown.push(await timed(`nobody${i}@example.org`));
    }
    const median = (runs) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    // Seeded hashes at cost 4 and 6 cost about a third of the work (the request's own share included); equal
    // work lands near 1. A wide band: noise.
    expect(median(seeded) / median(unknown)).toBeGreaterThan(0.7);
    expect(median(seeded) / median(unknown)).toBeLessThan(1.5);
  });
});
