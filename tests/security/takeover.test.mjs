// Item 1 (critical): the outbox (one-time codes, first passwords) must not hand anyone the administrator.
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, mailsTo, otpIn, signin } from '../api/helpers.mjs';
import { startSecurityApi, tokenFor } from './support.mjs';

const api = startSecurityApi();
afterAll(() => api.cleanup());
const user = (userID) => api.db.get('users').find({ userID }).value();

describe('item 1: forgot password + reading the outbox no longer gives an admin login', () => {
  it('the attacker asks for a code for admin@example.org but cannot read it: 401 without a token, 403 for any other role', async () => {
    expect((await api.request.post('/api/otptoresetpassword').send({ email: 'admin@example.org' })).body.statusCode).toBe('00');
    const anonymous = await api.request.get('/api/mail/outbox').query({ to: 'admin@example.org' });
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toMatch(/\d{6}/);
    for (const userID of [2, 3, 47]) {
      const response = await api.request.get('/api/mail/outbox').query({ to: 'admin@example.org' }).set(bearer(tokenFor(user(userID))));
      expect(response.status).toBe(403);
      expect(JSON.stringify(response.body)).not.toMatch(/\d{6}/);
    }
    // the old open path is gone for good
    expect((await api.request.get('/api/dev/outbox')).status).toBe(401);
  });

  it('guessing the code instead meets the tries limit: 5 wrong guesses burn it, the right one then fails', async () => {
    const code = otpIn((await mailsTo(api.request, 'admin@example.org'))[0]);
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = String((Number(code) + 1 + guess) % 1_000_000).padStart(6, '0');
      expect((await api.request.get(`/api/member/verifedotp/admin@example.org/${wrong}`)).body.statusCode).toBe('02');
    }
    const reset = await api.request.post('/api/forgotpassword').send({ email: 'admin@example.org', otp: code, newPassword: 'Owned12345', confirmPassword: 'Owned12345' });
    expect(reset.body).toEqual({ status: 'Invalid or expired code', statusCode: '02' });
    expect((await signin(api.request, 'admin@example.org', 'Owned12345')).status).toBe(401);
  });

  it('the administrator reads the outbox with a token', async () => {
    const mails = await mailsTo(api.request, 'admin@example.org');
    expect(mails[0]).toMatchObject({ to: 'admin@example.org', subject: 'Your password reset code' });
  });
});
