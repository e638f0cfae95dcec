// Items 5, 6 and 10: bounded bodies, bounded stored fields, bounded nesting, no RegExp from user input,
// and malformed requests answered 4xx without a stack trace.
import { afterAll, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bearer } from '../api/helpers.mjs';
import { startSecurityApi, tokenFor } from './support.mjs';

const log = { error: () => {} };
const api = startSecurityApi({ log, env: { RATE_LIMIT_INQUIRY: '100000/60' } });
afterAll(() => api.cleanup());
const admin = () => tokenFor(api.db.get('users').find({ userID: 1 }).value());
const dbSize = () => statSync(path.join(api.dataDir, 'db.json')).size;
const INQUIRY = { name: 'Kamal Perera', email: 'kamal@example.org', subject: 'Cannot log in', message: 'My password does not work.' };
const noStack = (response) => expect(JSON.stringify(response.body) + response.text).not.toMatch(/\bat .*\(|\/work\/|node_modules/);

describe('item 5: five anonymous 4 MB inquiries', () => {
  it('are refused 413 before anything is stored; db.json does not grow', async () => {
    const before = dbSize();
    for (let i = 0; i < 5; i += 1) {
      const response = await api.request.post('/api/inquiries').send({ ...INQUIRY, message: 'x'.repeat(4 * 1024 * 1024) });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ status: 'Request body too large', statusCode: '05' });
    }
    expect(dbSize()).toBe(before);
  });

  it('every stored inquiry field has a type and a maximum length', async () => {
    const cases = [
      [{ name: 'n'.repeat(51) }, 'name must be at most 50 characters'],
      [{ subject: 's'.repeat(151) }, 'subject must be at most 150 characters'],
      [{ phone: '0'.repeat(21) }, 'phone must be at most 20 characters'],
      [{ memberNo: 'M00001' }, 'memberNo must be at most 5 characters'],
      [{ message: 'm'.repeat(1001) }, 'Message is too long (maximum is 1000 characters)'],
      [{ email: `${'e'.repeat(250)}@example.org` }, 'Please enter valid e-mail'],
    ];
    for (const [change, status] of cases) {
      const response = await api.request.post('/api/inquiries').send({ ...INQUIRY, ...change });
      expect(response.body, JSON.stringify(change).slice(0, 40)).toEqual({ status, statusCode: '02' });
    }
    const typed = await api.request.post('/api/inquiries').send({ ...INQUIRY, subject: { $gt: '' } });
    expect(typed.status).toBe(400);
    expect(typed.body).toEqual({ status: 'subject must be text', statusCode: '05' });
  });

  it('administration writes are bounded too (role names, descriptions, user names, settings)', async () => {
    const as = (method, url) => api.request[method](url).set(bearer(admin()));
    expect((await as('post', '/api/usermanagement/rolecreation').send({ userRoleName: 'R'.repeat(31), userRoleDescription: 'd', userRoleStatus: 2, roleOptions: [{ value: 110, ticked: true }] })).body).toEqual({ status: 'Role name must be at most 30 characters', statusCode: '02' });
    expect((await as('post', '/api/usermanagement/rolecreation').send({ userRoleName: 'Longdesc', userRoleDescription: 'd'.repeat(251), userRoleStatus: 2, roleOptions: [{ value: 110, ticked: true }] })).body).toEqual({ status: 'Role description must be at most 250 characters', statusCode: '02' });
    expect((await as('put', '/api/para/user').send({ userID: 10, firstName: 'F'.repeat(51), lastName: 'L' })).body).toEqual({ status: 'First name must be at most 50 characters', statusCode: '02' });
    const current = (await as('get', '/api/para/globaldetails/3')).body;
    expect((await as('put', '/api/para/globaldetails').send({ ...current, footerTitle: 'f'.repeat(251) })).body).toEqual({ status: 'footerTitle must be at most 250 characters', statusCode: '02' });
  });

  it('a JSON body over 64 KB is refused whoever sends it', async () => {
    const response = await api.request.put('/api/para/user').set(bearer(admin())).send({ userID: 10, firstName: 'A', lastName: 'B', description: 'd'.repeat(70_000) });
    expect(response.status).toBe(413);
  });
});

describe('item 6: no user input becomes a RegExp', () => {
  it('a catastrophic _like pattern answers at once; an invalid one is not a 500', async () => {
    const staff = tokenFor(api.db.get('users').find({ userID: 47 }).value());
    for (const pattern of ['^(a+)+$', '(x+x+)+y', '[', '(?<=']) {
      const started = Date.now();
      const response = await api.request.get('/api/notes').query({ title_like: pattern, q: 'a'.repeat(40) }).set(bearer(staff));
      expect(response.status, pattern).toBeLessThan(500);
      expect(Date.now() - started).toBeLessThan(1000);
      noStack(response);
    }
    const filtered = await api.request.get('/api/notes').query({ filter: JSON.stringify({ title_like: '^(a+)+$' }) }).set(bearer(staff));
    expect(filtered.status).toBe(400);
  });
});

describe('item 10: nesting, prototype keys, encodings, stack traces', () => {
  it('a deeply nested body is refused (400) and later writes still work', async () => {
    const deep = `{"title":${'['.repeat(2000)}${']'.repeat(2000)}}`;
    const response = await api.request.post('/api/notes').set(bearer(admin())).set('Content-Type', 'application/json').send(deep);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 'Request body is nested too deeply', statusCode: '05' });
    expect((await api.request.post('/api/notes').set(bearer(admin())).send({ title: 'still writable' })).status).toBe(201);
  });

  it('__proto__ and constructor keys are refused', async () => {
    for (const body of ['{"__proto__":{"isAdmin":true}}', '{"title":"x","constructor":{"prototype":{"isAdmin":true}}}']) {
      const response = await api.request.post('/api/notes').set(bearer(admin())).set('Content-Type', 'application/json').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: 'Request body contains a forbidden key', statusCode: '05' });
    }
    expect({}.isAdmin).toBeUndefined();
  });

  it('unsupported charsets and encodings answer 415, broken gzip 400, never 500 or a stack trace', async () => {
    // serialize as is: superagent would otherwise JSON-encode a Buffer sent with a JSON content type
    const send = (headers, body) => api.request.post('/api/inquiries').set(headers).serialize((raw) => raw).send(body);
    const answers = [
      [await send({ 'Content-Type': 'application/json; charset=koi8-r' }, '{}'), 415],
      [await send({ 'Content-Type': 'application/json; charset=utf-16' }, '{}'), 400],
      [await send({ 'Content-Type': 'application/json', 'Content-Encoding': 'br' }, Buffer.from('garbage')), 415],
      [await send({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, Buffer.from('not gzip at all')), 400],
      [await send({ 'Content-Type': 'application/json' }, '{"name":'), 400],
    ];
    for (const [response, status] of answers) {
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/json/);
      noStack(response);
    }
    const gzipped = await send({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, gzipSync(JSON.stringify(INQUIRY)));
    expect(gzipped.body.statusCode).toBe('00');
  });

  it('a form or text body is refused 415, so no other parser (json-server\'s form parser) ever reads one', async () => {
    const before = api.db.get('notes').value().length;
    for (const [type, body] of [['application/x-www-form-urlencoded', 'id=1&title=x'], ['text/plain', '{"title":"x"}']]) {
      const response = await api.request.post('/api/notes').set(bearer(admin())).set('Content-Type', type).send(body);
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ status: 'Request body must be JSON', statusCode: '05' });
    }
    expect(api.db.get('notes').value()).toHaveLength(before);
  });

  it('the path alias /api/[roles]/1 reaches nothing', async () => {
    for (const method of ['get', 'delete']) expect((await api.request[method]('/api/[roles]/30').set(bearer(admin()))).status).toBe(404);
    expect(api.db.get('roles').find({ userRoleID: 30 }).value()).toBeDefined();
  });

  it('a simple-rest filter cannot expand into a refused collection', async () => {
    const response = await api.request.get('/api/notes').query({ filter: JSON.stringify({ _expand: 'user' }) }).set(bearer(admin()));
    expect(response.status).toBe(400);
  });
});
