// Item 9: per-address limits (429 with Retry-After) on sign-in, code requests, code checks, password changes,
// the inquiry form and applicant self-registration; per-account limits on codes; a code burned atomically; no
// unlimited guessing of the current password.
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, mailsTo, otpIn } from '../api/helpers.mjs';
import { DEFAULT_RATE_LIMITS } from '../../mock-api/lib/config.mjs';
import { PASSWORD, addUser, startSecurityApi, tokenFor } from './support.mjs';

const TOO_MANY = { status: 'Too many requests. Please wait a while and try again.', statusCode: '02' };

/** Sends `count` requests, 10 at a time; returns how many were refused 429 and one refusal. */
async function flood(count, send) {
  const answers = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => send(start + i));
    answers.push(...(await Promise.all(batch)));
  }
  const refusals = answers.filter((response) => response.status === 429);
  return { refused: refusals.length, first: refusals[0] };
}

describe('item 9: per-address limits', () => {
  const api = startSecurityApi();
  afterAll(() => api.cleanup());

  const LIMITED = [
    ['sign-in', 'signin', (i) => api.request.post('/api/auth/signin').send({ username: `flood${i}@example.org`, password: 'Wrong123' })],
    ['one-time code requests', 'otpRequest', (i) => api.request.post('/api/otptoresetpassword').send({ email: `flood${i}@example.org` })],
    ['code checks', 'otpCheck', () => api.request.get('/api/member/verifedotp/flood@example.org/000000')],
    ['the inquiry form', 'inquiry', () => api.request.post('/api/inquiries').send({})],
    ['applicant self-registration', 'signup', () => api.request.post('/api/usermanagement/member/quickregister').send({})],
    ["checks of a membership card's or letter's code", 'verify', () => api.request.get('/api/verify/AAAAAAAAAAAAAAAA')],
  ];
  for (const [what, name, send] of LIMITED) {
    it(`${what}: the flood past ${DEFAULT_RATE_LIMITS[name][0]} requests is refused 429 with Retry-After`, async () => {
      const [limit, windowSeconds] = DEFAULT_RATE_LIMITS[name];
      const { refused, first } = await flood(limit + 20, send);
      expect(refused).toBe(20);
      expect(first.body).toEqual(TOO_MANY);
      expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    }, 60_000);
  }

  it('password changes: limited per address as well', async () => {
    const user = addUser(api, { userID: 650, roleId: 22 });
    const token = tokenFor(user);
    const [limit] = DEFAULT_RATE_LIMITS.passwordChange;
    const { refused } = await flood(limit + 5, () => api.request.post('/api/usermanagement/reset/password').set(bearer(token)).send({}));
    expect(refused).toBe(5);
  });

  it('each address counts on its own behind the dev server proxy (X-Forwarded-For from loopback)', async () => {
    const other = await api.request.post('/api/auth/signin').set('X-Forwarded-For', '203.0.113.7').send({ username: 'member@example.org', password: 'Member@123' });
    expect(other.body.statusCode).toBe('00');
  });

  it('the limits are configurable', async () => {
    const strict = startSecurityApi({ env: { RATE_LIMIT_SIGNIN: '2/60' } });
    try {
      const { refused } = await flood(3, () => strict.request.post('/api/auth/signin').send({ username: 'x@example.org', password: 'y' }));
      expect(refused).toBe(1);
    } finally {
      strict.cleanup();
    }
  });
});

describe('item 9: one-time codes', () => {
  const api = startSecurityApi({ env: { RATE_LIMIT_OTP_REQUEST: '100000/60', RATE_LIMIT_OTP_CHECK: '100000/60' } });
  afterAll(() => api.cleanup());

  it('an account is sent at most 5 codes an hour; further requests get the same answer and no code', async () => {
    for (let i = 0; i < 8; i += 1) {
      const response = await api.request.post('/api/otptoresetpassword').send({ email: 'user22@example.org' });
      expect(response.body.statusCode).toBe('00');
    }
    expect(await mailsTo(api.request, 'user22@example.org')).toHaveLength(5);
  });

  it('a code works once in a concurrent burst', async () => {
    await api.request.post('/api/otptoresetpassword').send({ email: 'user23@example.org' });
    const otp = otpIn((await mailsTo(api.request, 'user23@example.org'))[0]);
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => api.request.post('/api/forgotpassword').send({ email: 'user23@example.org', otp, newPassword: `Burst${i}2345`, confirmPassword: `Burst${i}2345` })),
    );
    expect(burst.filter((response) => response.body.statusCode === '00')).toHaveLength(1);
  });
});

describe('item 9: guessing the current password of a password change', () => {
  const api = startSecurityApi();
  afterAll(() => api.cleanup());

  it('is stopped after the login attempt limit, with a clear text; the right password is refused too while it lasts', async () => {
    const user = addUser(api, { userID: 660, roleId: 22 });
    const token = tokenFor(user);
    const change = (oldPassword) => api.request.post('/api/usermanagement/reset/password').set(bearer(token)).send({ oldPassword, newPassword: 'Another123', confirmPassword: 'Another123' });
    for (let i = 0; i < 3; i += 1) expect((await change(`Guess${i}xx1`)).body).toEqual({ status: 'Current password is incorrect', statusCode: '02' });
    const locked = { status: 'Too many wrong passwords. Please wait 15 minutes or reset your password.', statusCode: '02' };
    expect((await change('Guess9xx1')).body).toEqual(locked);
    expect((await change(PASSWORD)).body).toEqual(locked);
  });
});
