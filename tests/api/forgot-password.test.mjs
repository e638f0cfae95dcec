import { afterAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo, otpIn, signin, startApi } from './helpers.mjs';

let clock = Date.parse('2026-03-01T08:00:00Z');
const api = startApi({ now: () => clock });
afterAll(() => api.cleanup());

const SENT = { status: 'If an account exists for this e-mail address, a one-time code has been sent.', statusCode: '00' };
const INVALID = { status: 'Invalid or expired code', statusCode: '02' };
const requestCode = (email) => api.request.post('/api/otptoresetpassword').send({ email });
const verify = (email, otp) => api.request.get(`/api/member/verifedotp/${encodeURIComponent(email)}/${otp}`);
const resetWith = (email, otp, newPassword = 'NewPass123', confirmPassword = newPassword) =>
  api.request.post('/api/forgotpassword').send({ email, otp, newPassword, confirmPassword });
const wrongCode = (otp) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/otptoresetpassword', () => {
  it("mails a 6-digit code to the outbox and answers '00'", async () => {
    const response = await requestCode('applicant@example.org');
    expect(response.body).toEqual(SENT);
    const mail = await latestMail(api.request, 'applicant@example.org');
    expect(mail).toMatchObject({ to: 'applicant@example.org', subject: 'Your password reset code', sentAt: '2026-03-01T08:00:00.000Z' });
    expect(otpIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.body).toContain('10 minutes');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect((await requestCode('nobody@example.org')).body).toEqual(SENT);
    expect(await mailsTo(api.request, 'nobody@example.org')).toEqual([]);
  });

  it('400 without an email', async () => {
    const response = await api.request.post('/api/otptoresetpassword').send({});
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe('05');
  });
});

describe('GET /api/member/verifedotp/:email/:otp and POST /api/forgotpassword', () => {
  it("verifies the right code ('00' Code verified) and refuses a wrong one", async () => {
    await requestCode('user41@example.org');
    const otp = otpIn(await latestMail(api.request, 'user41@example.org'));
    expect((await verify('user41@example.org', wrongCode(otp))).body).toEqual(INVALID);
    expect((await verify('user41@example.org', otp)).body).toEqual({ status: 'Code verified', statusCode: '00' });
  });

  it('resets the password once: the code is single use', async () => {
    await requestCode('user42@example.org');
    const otp = otpIn(await latestMail(api.request, 'user42@example.org'));
    expect((await resetWith('user42@example.org', otp)).body).toEqual({ status: 'Password has been reset', statusCode: '00' });
    expect((await signin(api.request, 'user42@example.org', 'NewPass123')).body.statusCode).toBe('00');
    expect((await resetWith('user42@example.org', otp, 'Other1234')).body).toEqual(INVALID);
    expect((await verify('user42@example.org', otp)).body).toEqual(INVALID);
  });

  it('refuses mismatched or weak passwords without using up the code', async () => {
    await requestCode('user43@example.org');
    const otp = otpIn(await latestMail(api.request, 'user43@example.org'));
    expect((await resetWith('user43@example.org', otp, 'NewPass123', 'NewPass124')).body).toEqual({ status: 'New password and confirm password do not match', statusCode: '02' });
    expect((await resetWith('user43@example.org', otp, 'weak')).body).toEqual({ status: 'Password must be at least 8 characters long and contain a letter and a digit', statusCode: '02' });
    expect((await resetWith('user43@example.org', otp)).body.statusCode).toBe('00');
  });

  it('a code expires after 10 minutes', async () => {
    await requestCode('user44@example.org');
    const otp = otpIn(await latestMail(api.request, 'user44@example.org'));
    clock += 9 * 60 * 1000;
    expect((await verify('user44@example.org', otp)).body.statusCode).toBe('00');
    clock += 60 * 1000;
    expect((await verify('user44@example.org', otp)).body).toEqual(INVALID);
    expect((await resetWith('user44@example.org', otp)).body).toEqual(INVALID);
  });

  it('a new code replaces the previous one', async () => {
    await requestCode('user45@example.org');
    const first = otpIn(await latestMail(api.request, 'user45@example.org'));
    clock += 1000;
    await requestCode('user45@example.org');
    const second = otpIn(await latestMail(api.request, 'user45@example.org'));
    if (first !== second) expect((await verify('user45@example.org', first)).body).toEqual(INVALID);
    expect((await verify('user45@example.org', second)).body.statusCode).toBe('00');
  });

  it('five wrong guesses burn the code', async () => {
    await requestCode('user33@example.org');
    const otp = otpIn(await latestMail(api.request, 'user33@example.org'));
    for (let guess = 0; guess < 5; guess++) await verify('user33@example.org', wrongCode(otp));
    expect((await verify('user33@example.org', otp)).body).toEqual(INVALID);
  });

  it('400 when forgotpassword misses a field', async () => {
    const response = await api.request.post('/api/forgotpassword').send({ email: 'user41@example.org', otp: '123456' });
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe('05');
  });

  it('is also served under usermanagement/ (spec §7 paths)', async () => {
    expect((await api.request.post('/api/usermanagement/otptoresetpassword').send({ email: 'user32@example.org' })).body).toEqual(SENT);
    const otp = otpIn(await latestMail(api.request, 'user32@example.org'));
    expect((await api.request.get(`/api/usermanagement/member/verifedotp/user32@example.org/${otp}`)).body.statusCode).toBe('00');
  });
});
