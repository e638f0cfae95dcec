import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, signin, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
let admin;
beforeAll(async () => {
  admin = await tokenOf(api.request, 'admin');
});
afterAll(() => api.cleanup());

const FIELDS = ['gid', 'frontURL', 'domainDestription', 'coreURL', 'date', 'userExpirationDays', 'userLoginAttempts', 'encryptKey', 'companyName', 'footerTitle', 'versionNumber', 'logoPath', 'userMalePath', 'userFemalePath'];
const put = (body) => api.request.put('/api/para/globaldetails').set(bearer(admin)).send(body);
const stored = () => api.db.get('globaldetails').find({ id: 3 }).value();

describe('GET /api/para/globaldetails/:id', () => {
  it('answers record 3, encryptKey included, to the Global Details screen (the administrator)', async () => {
    const response = await api.request.get('/api/para/globaldetails/3').set(bearer(admin));
    expect(response.status).toBe(200);
    for (const field of FIELDS) expect(response.body).toHaveProperty(field);
    expect(response.body).toMatchObject({ gid: '3', companyName: 'The Institute', userLoginAttempts: 3, userExpirationDays: 365, encryptKey: 'dev-only-key' });
  });

  it('is refused (403) to members and applicants, whose login carries the rest without encryptKey', async () => {
    for (const who of ['member', 'applicant']) {
      const response = await api.request.get('/api/para/globaldetails/3').set(bearer(await tokenOf(api.request, who)));
      expect(response.status).toBe(403);
      const login = await signin(api.request, DEMO[who].username, DEMO[who].password);
      expect(login.body.Global_Data).toMatchObject({ gid: '3', frontURL: 'http://localhost:5173' });
      expect(login.body.Global_Data).not.toHaveProperty('encryptKey');
    }
  });

  it('404 Global details not found for another id', async () => {
    const response = await api.request.get('/api/para/globaldetails/4').set(bearer(admin));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 'Global details not found', statusCode: '01' });
  });
});

describe('PUT /api/para/globaldetails', () => {
  it("'00' Global details updated, and the change is stored", async () => {
    const current = (await api.request.get('/api/para/globaldetails/3').set(bearer(admin))).body;
    const response = await put({ ...current, companyName: 'The Institute of Testing', userLoginAttempts: '5' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'Global details updated', statusCode: '00' });
    expect(stored()).toMatchObject({ companyName: 'The Institute of Testing', userLoginAttempts: 5, gid: '3', id: 3 });
  });

  const invalid = [
    [{ userLoginAttempts: 0 }, 'User login attempts must be a whole number from 1 to 20'],
    [{ userLoginAttempts: 21 }, 'User login attempts must be a whole number from 1 to 20'],
    [{ userLoginAttempts: 2.5 }, 'User login attempts must be a whole number from 1 to 20'],
    [{ userLoginAttempts: 'three' }, 'User login attempts must be a whole number from 1 to 20'],
    [{ userExpirationDays: 0 }, 'User expiration days must be a whole number from 1 to 3650'],
    [{ userExpirationDays: 3651 }, 'User expiration days must be a whole number from 1 to 3650'],
    [{ frontURL: '  ' }, 'Front URL is required'],
    [{ coreURL: '' }, 'Core URL is required'],
    [{ gid: '4' }, "Global details id (gid) must be '3'"],
    [{ gid: undefined }, "Global details id (gid) must be '3'"],
    [{ companyName: { nested: true } }, 'companyName must be text'],
  ];
  for (const [change, status] of invalid) {
    it(`'02' ${status} for ${JSON.stringify(change)}`, async () => {
      const before = structuredClone(stored());
      const response = await put({ ...before, id: undefined, ...change });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status, statusCode: '02' });
      expect(stored()).toEqual(before);
    });
  }

  it('accepts the limits themselves (1, 20, 3650)', async () => {
    for (const change of [{ userLoginAttempts: 1 }, { userLoginAttempts: 20, userExpirationDays: 3650 }]) {
      expect((await put({ ...stored(), ...change })).body.statusCode).toBe('00');
    }
  });

  it('400 when the body is not an object', async () => {
    const response = await api.request.put('/api/para/globaldetails').set(bearer(admin)).send([1, 2]);
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe('05');
  });
});
