import { afterAll, describe, expect, it } from 'vitest';
import { bearer, latestMail, otpIn, signin, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());

const LOCKED = {
  status: 'user login attempt limitation is over',
  statusCode: '04',
  token: null,
  User: null,
  UserMenu: [],
  URLList: [],
  member: null,
  membership: null,
  employee: null,
  application: null,
};

describe('failed-login limit (Global details userLoginAttempts, seed 3)', () => {
  it('after 3 wrong passwords even the right one is refused with 200 and User null', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const wrong = await signin(api.request, 'user05@example.org', `wrong-${attempt}`);
      expect(wrong.status).toBe(401);
    }
    const right = await signin(api.request, 'user05@example.org', 'User@123');
    expect(right.status).toBe(200);
    expect(right.body).toEqual(LOCKED);
  });

  it('two wrong passwords are not yet a lock', async () => {
    await signin(api.request, 'user06@example.org', 'wrong');
    await signin(api.request, 'user06@example.org', 'wrong');
    const right = await signin(api.request, 'user06@example.org', 'User@123');
    expect(right.body.statusCode).toBe('00');
  });

  it('the forgot-password flow clears the counter and the new password logs in', async () => {
    await api.request.post('/api/otptoresetpassword').send({ email: 'user05@example.org' });
    const otp = otpIn(await latestMail(api.request, 'user05@example.org'));
    const reset = await api.request
      .post('/api/forgotpassword')
      .send({ email: 'user05@example.org', otp, newPassword: 'Fresh2026', confirmPassword: 'Fresh2026' });
    expect(reset.body).toEqual({ status: 'Password has been reset', statusCode: '00' });
    const login = await signin(api.request, 'user05@example.org', 'Fresh2026');
    expect(login.body.statusCode).toBe('00');
    expect(login.body.User.userid).toBe(5);
  });

  it('the limit is read from Global details record 3', async () => {
    const admin = await tokenOf(api.request, 'admin');
    const current = (await api.request.get('/api/para/globaldetails/3').set(bearer(admin))).body;
    const put = await api.request.put('/api/para/globaldetails').set(bearer(admin)).send({ ...current, userLoginAttempts: 1 });
    expect(put.body.statusCode).toBe('00');
    await signin(api.request, 'user07@example.org', 'wrong');
    const right = await signin(api.request, 'user07@example.org', 'User@123');
    expect(right.body.status).toBe('user login attempt limitation is over');
  });
});
