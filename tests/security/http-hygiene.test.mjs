// Items 3 and 10: personal data never through the generic router; encryptKey only for the Global Details
// screen; no markup mailed as an address; security headers; CORS only for configured origins.
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signin } from '../api/helpers.mjs';
import { startSecurityApi, tokenFor } from './support.mjs';

const api = startSecurityApi();
afterAll(() => api.cleanup());
const tokenOfUser = (userID) => tokenFor(api.db.get('users').find({ userID }).value());

describe("item 3: nobody reads members' personal data through the generic router", () => {
  const PERSONAL = ['/api/members', '/api/members/1', '/api/employment', '/api/academic', '/api/professional', '/api/users', '/api/files', '/api/files/1', '/api/changeRequests', '/api/entitlements'];
  it('members and applicants get 403, staff and the administrator 404 (not a prototyping collection)', async () => {
    for (const url of PERSONAL) {
      for (const query of [{}, { q: '19' }, { nicNumber_like: '9' }, { filter: JSON.stringify({ q: 'a' }) }]) {
        for (const userID of [2, 3]) expect((await api.request.get(url).query(query).set(bearer(tokenOfUser(userID)))).status, url).toBe(403);
        for (const userID of [1, 47]) {
          const response = await api.request.get(url).query(query).set(bearer(tokenOfUser(userID)));
          expect(response.status, url).toBe(404);
          expect(JSON.stringify(response.body)).not.toMatch(/nicNumber|dob|passwordHash/);
        }
      }
    }
  });
});

describe('item 10: secrets and markup', () => {
  it('encryptKey reaches neither the login response nor anyone but the Global Details screen', async () => {
    for (const [username, password] of [['member@example.org', 'Member@123'], ['admin@example.org', 'Admin@123']]) {
      const login = await signin(api.request, username, password);
      expect(login.body.Global_Data).not.toHaveProperty('encryptKey');
    }
    expect((await api.request.get('/api/para/globaldetails/3').set(bearer(tokenOfUser(3)))).status).toBe(403);
    expect((await api.request.get('/api/para/globaldetails/3').set(bearer(tokenOfUser(1)))).body.encryptKey).toBe('dev-only-key');
  });

  it('the inquiry form refuses markup as an e-mail address and mails nothing', async () => {
    for (const email of ['<script>alert(1)</script>@evil.example', '"><img src=x onerror=alert(1)>@x.org', 'a@b', 'name <a@b.org>']) {
      const response = await api.request.post('/api/inquiries').send({ name: 'X', email, subject: 'S', message: 'M' });
      expect(response.body, email).toEqual({ status: 'Please enter valid e-mail', statusCode: '02' });
    }
    expect(api.db.get('outbox').value().filter((mail) => /[<>"]/.test(mail.to))).toEqual([]);
  });
});

describe('item 10: headers', () => {
  it('helmet headers, no X-Powered-By, no caching of answers', async () => {
    const response = await api.request.get('/api/usermanagement/get-member-types').set(bearer(tokenOfUser(3)));
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('CORS: no origin is reflected by default; a configured origin is allowed, another is not', async () => {
    const plain = await api.request.get('/api/usermanagement/get-member-types').set('Origin', 'https://evil.example');
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const configured = startSecurityApi({ env: { CORS_ORIGINS: 'https://portal.example.org' } });
    try {
      const allowed = await configured.request.options('/api/auth/signin').set('Origin', 'https://portal.example.org').set('Access-Control-Request-Method', 'POST');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example.org');
      const other = await configured.request.options('/api/auth/signin').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      configured.cleanup();
    }
  });
});
