// Items 2, 8 and 9: no forgeable secret, only this API's own HS256 tokens with exp, and a token lives only
// as long as its account and password do.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { createApp } from '../../mock-api/app.mjs';
import { bearer, signin, startApi, tempDataDir } from '../api/helpers.mjs';
import { PASSWORD, SECRET, addUser, brokenTokens, startSecurityApi, tokenFor } from './support.mjs';

const api = startSecurityApi();
afterAll(() => api.cleanup());
const PROBE = '/api/usermanagement/get-member-types';
const probe = (token) => api.request.get(PROBE).set(bearer(token));
const INVALID = { status: 'Invalid token specified.' };

describe('item 2: the signing secret', () => {
  it('without JWT_SECRET a random secret is made on first start, kept beside db.json (owner-only) and reused', async () => {
    const dataDir = tempDataDir();
    const first = startApi({ dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(48);
    expect(secret).not.toBe('dev-only-jwt-secret-not-for-production');
    const { token } = (await signin(first.request, 'admin@example.org', 'Admin@123')).body;
    expect(() => jwt.verify(token, secret)).not.toThrow();
    const again = createApp({ dataDir, env: {} });
    expect((await (await import('supertest')).default(again.app).get(PROBE).set(bearer(token))).status).toBe(200);
    const other = startApi();
    expect(readFileSync(path.join(other.dataDir, 'jwt-secret'), 'utf8')).not.toBe(readFileSync(file, 'utf8'));
    other.cleanup();
    first.cleanup();
  }, 30_000); // three APIs start and a bcrypt sign-in runs: seconds on a busy machine

  it('the data folder holding the secret is git-ignored', () => {
    expect(readFileSync('.gitignore', 'utf8').split('\n')).toContain('mock-api/data/');
  });

  it('NODE_ENV=production without JWT_SECRET refuses to start (and so does a short JWT_SECRET)', () => {
    expect(() => createApp({ dataDir: tempDataDir(), env: { NODE_ENV: 'production' } })).toThrow('JWT_SECRET must be set when NODE_ENV=production');
    expect(() => createApp({ dataDir: tempDataDir(), env: { JWT_SECRET: 'short' } })).toThrow(/at least 32 characters/);
    const server = spawnSync(process.execPath, ['mock-api/server.mjs'], { env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: '', MOCK_API_DATA_DIR: tempDataDir(), MOCK_API_PORT: '0' }, encoding: 'utf8', timeout: 20_000 });
    expect(server.status).toBe(1);
    expect(server.stderr).toContain('Mock API not started: JWT_SECRET must be set when NODE_ENV=production');
  }, 30_000);

  it('a token without exp, with alg none, or signed with another algorithm (even with the right secret) is refused', async () => {
    const member = api.db.get('users').find({ userID: 3 }).value();
    const broken = brokenTokens(member);
    for (const token of [broken.withoutExp, broken.algNone, broken.otherAlgorithm, broken.tampered, jwt.sign({ ...jwt.decode(tokenFor(member)) }, SECRET, { algorithm: 'HS384' })]) {
      const response = await probe(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID);
    }
    expect((await probe(tokenFor(member))).status).toBe(200);
  });
});

describe('item 8: a token is valid only while its account is', () => {
  it("ids are never reused, so a deleted user's token never becomes another user's", async () => {
    const admin = tokenFor(api.db.get('users').find({ userID: 1 }).value());
    const create = (email) => api.request.post('/api/usermanagement/usercreation').set(bearer(admin)).send({ email, firstName: 'Temp', lastName: 'User', userRoleName: { value: 22, label: 'Member' } });
    const first = (await create('first.temp@example.org')).body.userID;
    api.db.get('users').find({ userID: first }).assign({ statusID: 2 }).write();
    const firstToken = tokenFor(api.db.get('users').find({ userID: first }).value());
    expect((await probe(firstToken)).status).toBe(200);
    expect((await api.request.delete(`/api/para/user/${first}`).set(bearer(admin))).body.statusCode).toBe('00');
    const second = (await create('second.temp@example.org')).body.userID;
    expect(second).toBeGreaterThan(first);
    api.db.get('users').find({ userID: second }).assign({ statusID: 2 }).write();
    expect((await probe(firstToken)).body).toEqual(INVALID);
  });

  it('a token dies when its account is rejected, set back to pending, expired or renamed', async () => {
    const cases = [{ statusID: 16 }, { statusID: 1 }, { expireDate: '2020-01-01' }, { username: 'renamed@example.org' }];
    for (const [index, change] of cases.entries()) {
      const user = addUser(api, { userID: 700 + index, roleId: 22 });
      const token = tokenFor(user);
      expect((await probe(token)).status).toBe(200);
      api.db.get('users').find({ userID: user.userID }).assign(change).write();
      expect((await probe(token)).body, JSON.stringify(change)).toEqual(INVALID);
    }
  });

  it('an expired account cannot log in either', async () => {
    const user = addUser(api, { userID: 710, roleId: 22, expireDate: '2020-01-01' });
    const response = await signin(api.request, user.username, PASSWORD);
    expect(response.body).toMatchObject({ status: 'Your account has expired. Please contact the institute.', User: null, token: null });
  });
});

describe('item 9: a token dies with its password', () => {
  it('after a password change, the old token is refused; the session that changed it gets a fresh one', async () => {
    const user = addUser(api, { userID: 720, roleId: 22 });
    const other = tokenFor(user);
    const response = await api.request.post('/api/usermanagement/reset/password').set(bearer(tokenFor(user))).send({ oldPassword: PASSWORD, newPassword: 'Changed123', confirmPassword: 'Changed123' });
    expect(response.body.statusCode).toBe('00');
    expect((await probe(other)).body).toEqual(INVALID);
    expect((await probe(response.body.token)).status).toBe(200);
  });

  it('a password change ends the session that made it too: only the token of its answer goes on', async () => {
    const user = addUser(api, { userID: 721, roleId: 22 });
    const [changing, otherTab] = await Promise.all([0, 1].map(async () => (await signin(api.request, user.username, PASSWORD)).body.token));
    const response = await api.request.post('/api/usermanagement/reset/password').set(bearer(changing)).send({ oldPassword: PASSWORD, newPassword: 'Changed123', confirmPassword: 'Changed123' });
    expect(response.body).toMatchObject({ statusCode: '00', token: expect.any(String) });
    for (const token of [changing, otherTab]) expect((await probe(token)).body).toEqual(INVALID);
    expect((await probe(response.body.token)).status).toBe(200);
  });

  it('after a reset with a one-time code, every earlier token is refused', async () => {
    const { token } = (await signin(api.request, 'user12@example.org', 'User@123')).body;
    expect((await probe(token)).status).toBe(200);
    await api.request.post('/api/otptoresetpassword').send({ email: 'user12@example.org' });
    const admin = tokenFor(api.db.get('users').find({ userID: 1 }).value());
    const mail = (await api.request.get('/api/mail/outbox').query({ to: 'user12@example.org' }).set(bearer(admin))).body.data[0];
    const otp = /\b(\d{6})\b/.exec(mail.body)[1];
    const reset = await api.request.post('/api/forgotpassword').send({ email: 'user12@example.org', otp, newPassword: 'Reset12345', confirmPassword: 'Reset12345' });
    expect(reset.body.statusCode).toBe('00');
    expect((await probe(token)).body).toEqual(INVALID);
  });
});
