import { afterAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { bearer, signin, startApi, tokenOf } from './helpers.mjs';

const SECRET = 'tokens-test-secret-of-at-least-32-characters';
let clock = Date.parse('2026-03-01T08:00:00Z');
const api = startApi({ now: () => clock, env: { JWT_SECRET: SECRET } });
afterAll(() => api.cleanup());

const GLOBAL = '/api/para/globaldetails/3';
const nowSeconds = () => Math.floor(clock / 1000);

describe('bearer token rules', () => {
  it('401 No token exist. without a token (also for "Bearer null")', async () => {
    for (const headers of [{}, { Authorization: 'Bearer null' }, { Authorization: 'Bearer ' }]) {
      const response = await api.request.get(GLOBAL).set(headers);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: 'No token exist.' });
    }
  });

  it('401 Invalid token specified. for a tampered, foreign or malformed token', async () => {
    const token = await tokenOf(api.request, 'member');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, userRoleID: 1 })).toString('base64url');
    const foreign = jwt.sign({ ...claims }, 'some-other-secret');
    for (const bad of [`${header}.${forgedPayload}.${signature}`, foreign, 'not-a-jwt']) {
      const response = await api.request.get(GLOBAL).set(bearer(bad));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: 'Invalid token specified.' });
    }
    const notBearer = await api.request.get(GLOBAL).set({ Authorization: `Basic ${token}` });
    expect(notBearer.body).toEqual({ status: 'Invalid token specified.' });
  });

  it('401 Token expired for a token signed with a past exp', async () => {
    const expired = jwt.sign(
      { sub: 'admin@example.org', userid: 1, userRoleID: 1, username: 'admin@example.org', iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 },
      SECRET,
    );
    const response = await api.request.get(GLOBAL).set(bearer(expired));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: 'Token expired' });
  });

  it('a token stops working once its 8 hours have passed', async () => {
    const token = await tokenOf(api.request, 'admin');
    expect((await api.request.get(GLOBAL).set(bearer(token))).status).toBe(200);
    clock += 28800 * 1000 + 1000;
    const response = await api.request.get(GLOBAL).set(bearer(token));
    expect(response.body).toEqual({ status: 'Token expired' });
  });

  it('a token of a user that no longer exists is refused', async () => {
    const ghost = jwt.sign({ sub: 'x', userid: 9999, userRoleID: 1, username: 'x', pwd: 'x', exp: nowSeconds() + 60 }, SECRET);
    expect((await api.request.get(GLOBAL).set(bearer(ghost))).body).toEqual({ status: 'Invalid token specified.' });
  });
});

describe('administrator routes', () => {
  for (const who of ['applicant', 'member']) {
    it(`403 for ${who} on PUT para/globaldetails`, async () => {
      const token = await tokenOf(api.request, who);
      const response = await api.request.put('/api/para/globaldetails').set(bearer(token)).send({ gid: '3', companyName: 'Hijacked' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
      expect(api.db.get('globaldetails').find({ id: 3 }).value().companyName).toBe('The Institute');
    });
  }
});

describe('configuration from the environment', () => {
  it('JWT_SECRET and TOKEN_TTL_SECONDS are honoured', async () => {
    const custom = startApi({ env: { JWT_SECRET: 'another-test-secret-of-32-characters-or-more', TOKEN_TTL_SECONDS: '60' } });
    try {
      const { body } = await signin(custom.request, 'admin@example.org', 'Admin@123');
      const claims = jwt.verify(body.token, 'another-test-secret-of-32-characters-or-more');
      expect(claims.exp - claims.iat).toBe(60);
      expect(() => jwt.verify(body.token, SECRET)).toThrow();
    } finally {
      custom.cleanup();
    }
  });
});
