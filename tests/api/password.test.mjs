import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signin, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());

const reset = async (who, body) => {
  const token = await tokenOf(api.request, who);
  return api.request.post('/api/usermanagement/reset/password').set(bearer(token)).send(body);
};

describe('POST /api/usermanagement/reset/password', () => {
  it("'02' Current password is incorrect", async () => {
    const response = await reset('applicant', { oldPassword: 'Wrong@123', newPassword: 'Better123', confirmPassword: 'Better123' });
    expect(response.body).toEqual({ status: 'Current password is incorrect', statusCode: '02' });
  });

  it("'02' New password and confirm password do not match", async () => {
    const response = await reset('applicant', { oldPassword: 'Applicant@123', newPassword: 'Better123', confirmPassword: 'Better124' });
    expect(response.body).toEqual({ status: 'New password and confirm password do not match', statusCode: '02' });
  });

  for (const weak of ['Short1', 'longbutnodigits', '1234567890']) {
    it(`'02' weak password ${weak}`, async () => {
      const response = await reset('applicant', { oldPassword: 'Applicant@123', newPassword: weak, confirmPassword: weak });
      expect(response.body).toEqual({ status: 'Password must be at least 8 characters long and contain a letter and a digit', statusCode: '02' });
    });
  }

  it('400 when a field is missing', async () => {
    const response = await reset('applicant', { oldPassword: 'Applicant@123', newPassword: 'Better123' });
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe('05');
  });

  it('401 without a token', async () => {
    const response = await api.request.post('/api/usermanagement/reset/password').send({ oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' });
    expect(response.status).toBe(401);
  });

  it("'00' Password changed successfully: the new password logs in, the old one no longer", async () => {
    const before = await tokenOf(api.request, 'member');
    const response = await api.request.post('/api/usermanagement/reset/password').set(bearer(before)).send({ oldPassword: 'Member@123', newPassword: 'abcd1234', confirmPassword: 'abcd1234' });
    expect(response.body).toMatchObject({ status: 'Password changed successfully', statusCode: '00' });
    // Tokens of the old password die; the answer carries a fresh one for the session that made the change.
    expect((await api.request.get('/api/usermanagement/get-member-types').set(bearer(before))).status).toBe(401);
    expect((await api.request.get('/api/usermanagement/get-member-types').set(bearer(response.body.token))).status).toBe(200);
    expect((await signin(api.request, 'member@example.org', 'abcd1234')).body.statusCode).toBe('00');
    expect((await signin(api.request, 'member@example.org', 'Member@123')).status).toBe(401);
  });
});
