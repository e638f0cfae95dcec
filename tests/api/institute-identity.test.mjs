// GET /api/institute-identity: the few global details a visitor sees before signing in (login card, app bar,
// footer), with no token, and nothing else of record 3 (encryptKey and the URLs stay behind the screen).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
let admin;
beforeAll(async () => {
  admin = await tokenOf(api.request, 'admin');
});
afterAll(() => api.cleanup());

const IDENTITY_KEYS = ['companyName', 'footerTitle', 'logoPath', 'versionNumber'];

describe('GET /api/institute-identity', () => {
  it('answers without a token exactly companyName, logoPath, footerTitle and versionNumber', async () => {
    const response = await api.request.get('/api/institute-identity');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(IDENTITY_KEYS);
    expect(response.body).toEqual({ companyName: 'The Institute', logoPath: '/logo.svg', footerTitle: '© The Institute', versionNumber: '1.0.0' });
  });

  it('gives a signed-in caller the same few keys, never encryptKey or the other settings', async () => {
    const response = await api.request.get('/api/institute-identity').set(bearer(admin));
    expect(Object.keys(response.body).sort()).toEqual(IDENTITY_KEYS);
    expect(JSON.stringify(response.body)).not.toContain('dev-only-key');
  });

  it("follows the administrator's edit on the Global Details screen at once", async () => {
    const current = (await api.request.get('/api/para/globaldetails/3').set(bearer(admin))).body;
    const put = await api.request
      .put('/api/para/globaldetails')
      .set(bearer(admin))
      .send({ ...current, companyName: 'The Institute of Testing', footerTitle: '© Testing', versionNumber: '2.1.0' });
    expect(put.body.statusCode).toBe('00');
    const response = await api.request.get('/api/institute-identity');
    expect(response.body).toEqual({ companyName: 'The Institute of Testing', logoPath: '/logo.svg', footerTitle: '© Testing', versionNumber: '2.1.0' });
  });

  it('answers a non-text value as empty text, keeping the keys', async () => {
    api.db.get('globaldetails').find({ id: 3 }).assign({ versionNumber: 7, logoPath: null }).write();
    const response = await api.request.get('/api/institute-identity');
    expect(Object.keys(response.body).sort()).toEqual(IDENTITY_KEYS);
    expect(response.body).toMatchObject({ versionNumber: '', logoPath: '' });
  });
});
