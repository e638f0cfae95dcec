// Who a lock-out locks out. Wrong passwords are counted per account and client address with the spec's limit
// (Global Details userLoginAttempts) and text, so a stranger elsewhere cannot lock the owner out; a much higher
// ceiling per account across all addresses (LOGIN_ACCOUNT_CEILING) locks it for everyone. A right password is
// never counted as a wrong one, also in a parallel burst, while a burst of wrong ones still stops at the limit.
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../mock-api/lib/config.mjs';
import { BCRYPT_COST } from '../../mock-api/lib/constants.mjs';
import { latestMail, otpIn, tempDataDir } from '../api/helpers.mjs';
import { PASSWORD, addUser, startSecurityApi } from './support.mjs';

let clock = Date.parse('2026-03-01T08:00:00Z');
// The runtime bcrypt cost, not the tests' lower one: the parallel bursts below must overlap inside bcrypt.
const RATE = { RATE_LIMIT_SIGNIN: '100000/60', BCRYPT_COST: String(BCRYPT_COST) };
const api = startSecurityApi({ now: () => clock, env: RATE });
const small = startSecurityApi({ now: () => clock, env: { ...RATE, LOGIN_ACCOUNT_CEILING: '6' } });
afterAll(() => {
  api.cleanup();
  small.cleanup();
});

const LOCKED = 'user login attempt limitation is over';
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

/** A sign-in as it arrives from `address` (the dev server's proxy on loopback is trusted for X-Forwarded-For). */
const signinFrom = (target, address, username, password) => target.request.post('/api/auth/signin').set('X-Forwarded-For', address).send({ username, password });
const rowOf = (target, userID) => target.db.get('users').find({ userID }).value();

describe('a stranger elsewhere cannot lock the owner out', () => {
  it("three wrong passwords lock the account for the address that made them (the spec's text), not for the owner", async () => {
    const user = addUser(api, { userID: 700, roleId: 22 });
    for (let i = 0; i < 3; i += 1) expect((await signinFrom(api, ATTACKER, user.username, `Wrong${i}x1`)).status).toBe(401);
    expect((await signinFrom(api, ATTACKER, user.username, PASSWORD)).body.status).toBe(LOCKED);
    const owner = await signinFrom(api, OWNER, user.username, PASSWORD);
    expect(owner.body.statusCode).toBe('00');
    expect(owner.body.token).toEqual(expect.any(String));
    // The owner's sign-in does not lift the lock of the attacker's address.
    expect((await signinFrom(api, ATTACKER, user.username, PASSWORD)).body.status).toBe(LOCKED);
    clock += 16 * 60_000;
    expect((await signinFrom(api, ATTACKER, user.username, PASSWORD)).body.statusCode).toBe('00');
  });

  it("a right password clears only its own address's count", async () => {
    const user = addUser(api, { userID: 701, roleId: 22 });
    for (let i = 0; i < 2; i += 1) await signinFrom(api, ATTACKER, user.username, 'Wrong123');
    expect((await signinFrom(api, OWNER, user.username, PASSWORD)).body.statusCode).toBe('00');
    expect((await signinFrom(api, ATTACKER, user.username, 'Wrong123')).status).toBe(401);
    expect((await signinFrom(api, ATTACKER, user.username, PASSWORD)).body.status).toBe(LOCKED);
  });

  it('a wrong current password on a password change counts for its address only', async () => {
    const user = addUser(api, { userID: 702, roleId: 22 });
    const { token } = (await signinFrom(api, OWNER, user.username, PASSWORD)).body;
    const change = (address, oldPassword) =>
      api.request.post('/api/usermanagement/reset/password').set('X-Forwarded-For', address).set('Authorization', `Bearer ${token}`).send({ oldPassword, newPassword: 'Changed123', confirmPassword: 'Changed123' });
    for (let i = 0; i < 3; i += 1) expect((await change(ATTACKER, 'Wrong123')).body.status).toBe('Current password is incorrect');
    expect((await change(ATTACKER, PASSWORD)).body.status).toMatch(/^Too many wrong passwords/);
    expect((await signinFrom(api, OWNER, user.username, PASSWORD)).body.statusCode).toBe('00');
  });
});

describe('the ceiling per account across all addresses (LOGIN_ACCOUNT_CEILING)', () => {
  it('is 50 by default and read from the environment', () => {
    expect(readConfig({}, tempDataDir()).loginAccountCeiling).toBe(50);
    expect(readConfig({ LOGIN_ACCOUNT_CEILING: '80' }, tempDataDir()).loginAccountCeiling).toBe(80);
  });

  it('wrong passwords from many addresses reaching it lock the account for everyone for LOGIN_LOCK_MINUTES', async () => {
    const user = addUser(small, { userID: 710, roleId: 22 });
    // Two from each of three addresses: none of them reaches the per-address limit, together they reach 6.
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      for (let i = 0; i < 2; i += 1) expect((await signinFrom(small, address, user.username, 'Wrong123')).status).toBe(401);
    }
    expect(rowOf(small, 710).failedLoginAttempts).toBe(6);
    expect((await signinFrom(small, OWNER, user.username, PASSWORD)).body.status).toBe(LOCKED);
    clock += 14 * 60_000;
    expect((await signinFrom(small, OWNER, user.username, PASSWORD)).body.status).toBe(LOCKED);
    clock += 2 * 60_000;
    expect((await signinFrom(small, OWNER, user.username, PASSWORD)).body.statusCode).toBe('00');
  });

  it('counts within LOGIN_LOCK_MINUTES: wrong passwords spread wider apart never lock', async () => {
    const user = addUser(small, { userID: 711, roleId: 22 });
    for (const address of ['203.0.113.4', '203.0.113.5']) {
      for (let i = 0; i < 2; i += 1) await signinFrom(small, address, user.username, 'Wrong123');
    }
    clock += 16 * 60_000;
    for (const address of ['203.0.113.6', '203.0.113.7']) {
      for (let i = 0; i < 2; i += 1) expect((await signinFrom(small, address, user.username, 'Wrong123')).status).toBe(401);
    }
    expect((await signinFrom(small, OWNER, user.username, PASSWORD)).body.statusCode).toBe('00');
  });

  it('a parallel burst from as many addresses as guesses makes exactly the ceiling reach bcrypt', async () => {
    const user = addUser(small, { userID: 712, roleId: 22 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signinFrom(small, `192.0.2.${i + 1}`, user.username, `Wrong${i}x1`)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(6);
    expect(answers.filter((answer) => answer.body.status === LOCKED)).toHaveLength(14);
    expect(rowOf(small, 712).failedLoginAttempts).toBe(6);
  });

  it('a new password lifts it', async () => {
    const user = addUser(small, { userID: 713, roleId: 22 });
    await Promise.all(Array.from({ length: 6 }, (_, i) => signinFrom(small, `192.0.2.${100 + i}`, user.username, 'Wrong123')));
    expect((await signinFrom(small, OWNER, user.username, PASSWORD)).body.status).toBe(LOCKED);
    await small.request.post('/api/otptoresetpassword').send({ email: user.username });
    const code = otpIn(await latestMail(small.request, user.username));
    const reset = await small.request.post('/api/forgotpassword').send({ email: user.username, otp: code, newPassword: 'Renewed123', confirmPassword: 'Renewed123' });
    expect(reset.body.statusCode).toBe('00');
    expect((await signinFrom(small, OWNER, user.username, 'Renewed123')).body.statusCode).toBe('00');
  });
});

describe('a right password never counts as a wrong one', () => {
  // Passwords set in the app, at the runtime cost: bcrypt takes long enough for the sign-ins to overlap.
  const appUser = async (userID) => addUser(api, { userID, roleId: 22, passwordHash: await api.passwords.hash(PASSWORD) });

  it('ten parallel sign-ins with the right password from one address all get in', async () => {
    const user = await appUser(720);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signinFrom(api, OWNER, user.username, PASSWORD)));
    expect(answers.map((answer) => answer.body.statusCode)).toEqual(Array(10).fill('00'));
    expect(rowOf(api, 720).failedLoginAttempts).toBe(0);
  });

  it('after two wrong passwords, ten parallel right ones still all get in', async () => {
    const user = await appUser(721);
    for (let i = 0; i < 2; i += 1) await signinFrom(api, OWNER, user.username, 'Wrong123');
    const answers = await Promise.all(Array.from({ length: 10 }, () => signinFrom(api, OWNER, user.username, PASSWORD)));
    expect(answers.map((answer) => answer.body.statusCode)).toEqual(Array(10).fill('00'));
  });

  it('ten parallel wrong passwords from one address: exactly the limit reach bcrypt, the rest get the lock text', async () => {
    const user = addUser(api, { userID: 722, roleId: 22 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signinFrom(api, ATTACKER, user.username, `Wrong${i}x1`)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.status === LOCKED)).toHaveLength(7);
    expect(rowOf(api, 722).failedLoginAttempts).toBe(3);
  });

  it('right and wrong passwords mixed in one burst: only the wrong ones that reached bcrypt are counted', async () => {
    const user = addUser(api, { userID: 723, roleId: 22 });
    const passwords = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? PASSWORD : `Wrong${i}x1`));
    const answers = await Promise.all(passwords.map((password) => signinFrom(api, OWNER, user.username, password)));
    const [right, wrong] = [answers.filter((_, i) => i % 2 === 0), answers.filter((_, i) => i % 2 === 1)];
    expect(right.every((answer) => answer.body.statusCode === '00' || answer.body.status === LOCKED)).toBe(true);
    expect(wrong.every((answer) => answer.status === 401 || answer.body.status === LOCKED)).toBe(true);
    expect(rowOf(api, 723).failedLoginAttempts).toBe(wrong.filter((answer) => answer.status === 401).length);
  });
});
