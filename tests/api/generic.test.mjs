import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSeed } from '../../mock-api/seed.mjs';
import { bearer, startApi, tempDataDir, tokenOf } from './helpers.mjs';

// Two extra collections show json-server's `<name>Id` DELETE cascade is routed around.
const dataDir = tempDataDir();
writeFileSync(path.join(dataDir, 'db.json'), JSON.stringify({ ...buildSeed(), posts: [{ id: 1, title: 'Hello' }], comments: [{ id: 1, postId: 1, body: 'Hi' }] }));
const api = startApi({ dataDir });
let admin;
let member;
beforeAll(async () => {
  admin = await tokenOf(api.request, 'admin');
  member = await tokenOf(api.request, 'member');
});
afterAll(() => api.cleanup());

const list = (collection, query, token = member) => api.request.get(`/api/${collection}`).query(query).set(bearer(token));
const json = (value) => JSON.stringify(value);

describe('ra-data-simple-rest translation', () => {
  it('range gives the page and Content-Range <coll> start-end/total, exposed to the browser', async () => {
    const response = await list('members', { range: json([0, 9]) });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(response.headers['content-range']).toBe('members 0-9/31');
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
    const last = await list('members', { range: json([30, 39]) });
    expect(last.body).toHaveLength(1);
    expect(last.headers['content-range']).toBe('members 30-30/31');
  });

  it('sort orders ascending and descending', async () => {
    const desc = await list('members', { sort: json(['memberNo', 'DESC']), range: json([0, 2]) });
    expect(desc.body.map((row) => row.memberNo)).toEqual(['M0031', 'M0030', 'M0029']);
    const asc = await list('companies', { sort: json(['companyName', 'ASC']) });
    const names = asc.body.map((row) => row.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(asc.headers['content-range']).toBe('companies 0-11/12');
  });

  it('filter q searches every field; field filters match values; id arrays serve getMany', async () => {
    const q = await list('members', { filter: json({ q: 'jayawardena' }) });
    expect(q.body.map((row) => row.memberNo)).toEqual(['M0001']);
    const field = await list('members', { filter: json({ membertypeid: 4 }), range: json([0, 99]) });
    expect(field.body.length).toBeGreaterThan(0);
    expect(field.body.every((row) => row.membertypeid === 4)).toBe(true);
    expect(field.headers['content-range']).toMatch(new RegExp(`^members 0-${field.body.length - 1}/${field.body.length}$`));
    const many = await list('titles', { filter: json({ id: [1, 3] }) });
    expect(many.body.map((row) => row.title)).toEqual(['Mr', 'Miss']);
  });

  it('an empty page still carries the total', async () => {
    const response = await list('members', { filter: json({ q: 'no-such-member' }) });
    expect(response.body).toEqual([]);
    expect(response.headers['content-range']).toBe('members */0');
  });

  it('400 for a malformed sort, range or filter', async () => {
    for (const query of [{ sort: '["memberNo"' }, { range: json([5]) }, { filter: json([1]) }, { sort: json(['memberNo', 'sideways']) }]) {
      const response = await list('members', query);
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe('05');
    }
  });

  it('GET one by id; 404 JSON for a missing id', async () => {
    expect((await api.request.get('/api/universities/3').set(bearer(member))).body.universityName).toBe('University of Moratuwa');
    const missing = await api.request.get('/api/universities/999').set(bearer(member));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'Not found', statusCode: '01' });
  });
});

describe('access rules of the generic router', () => {
  it('401 without a token', async () => {
    const response = await api.request.get('/api/members');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: 'No token exist.' });
  });

  for (const collection of ['users', 'otps', 'outbox', 'globaldetails', 'roles', 'menus']) {
    it(`403 JSON for the refused collection ${collection}`, async () => {
      for (const response of [await api.request.get(`/api/${collection}`).set(bearer(admin)), await api.request.get(`/api/${collection}/1`).set(bearer(admin))]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ status: 'This collection is not available through the generic API', statusCode: '02' });
      }
    });
  }

  it('no /db, nested routes or _embed/_expand that could reach the users', async () => {
    expect((await api.request.get('/api/db').set(bearer(admin))).status).toBe(404);
    expect((await api.request.get('/api/members/1/users').set(bearer(admin))).status).toBe(404);
    const embedded = await list('members', { _expand: 'user', _embed: 'users', range: json([0, 0]) }, admin);
    expect(embedded.body[0]).not.toHaveProperty('user');
    expect(embedded.body[0]).not.toHaveProperty('users');
  });

  it('403 for writes by roles 21 and 22', async () => {
    const applicant = await tokenOf(api.request, 'applicant');
    for (const token of [applicant, member]) {
      const responses = [
        await api.request.post('/api/titles').set(bearer(token)).send({ title: 'Sir' }),
        await api.request.put('/api/titles/1').set(bearer(token)).send({ title: 'Sir' }),
        await api.request.delete('/api/titles/1').set(bearer(token)),
      ];
      for (const response of responses) expect(response.body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
    }
    expect(api.db.get('titles').value()).toHaveLength(6);
  });

  it('administrators create, update and delete', async () => {
    const created = await api.request.post('/api/titles').set(bearer(admin)).send({ titleId: 7, title: 'Eng' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 7, title: 'Eng' });
    const updated = await api.request.put('/api/titles/7').set(bearer(admin)).send({ titleId: 7, title: 'Engr' });
    expect(updated.body).toEqual({ id: 7, titleId: 7, title: 'Engr' });
    const duplicate = await api.request.post('/api/titles').set(bearer(admin)).send({ id: 7, title: 'Twice' });
    expect(duplicate.status).toBe(409);
    const removed = await api.request.delete('/api/titles/7').set(bearer(admin));
    expect(removed.body).toMatchObject({ id: 7, title: 'Engr' });
    expect((await api.request.delete('/api/titles/7').set(bearer(admin))).status).toBe(404);
  });

  it("DELETE removes one record, without json-server's cascade to records holding <name>Id", async () => {
    const response = await api.request.delete('/api/posts/1').set(bearer(admin));
    expect(response.status).toBe(200);
    expect(api.db.get('comments').value()).toEqual([{ id: 1, postId: 1, body: 'Hi' }]);
  });

  it('a write that is not an object is refused with 400', async () => {
    const response = await api.request.post('/api/titles').set(bearer(admin)).send([{ title: 'x' }]);
    expect(response.status).toBe(400);
  });
});

describe('lookups for the member forms', () => {
  const LOOKUPS = {
    'get-member-types': ['memberTypeId', 'typeDes', 5],
    'get-member-titles': ['titleId', 'title', 6],
    'get-all-companies': ['companyId', 'companyName', 12],
    'get-all-universities': ['universityId', 'universityName', 12],
  };
  for (const [path, [idField, nameField, count]] of Object.entries(LOOKUPS)) {
    it(`GET /api/usermanagement/${path} answers an array (logged in)`, async () => {
      const response = await api.request.get(`/api/usermanagement/${path}`).set(bearer(member));
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body.length).toBeGreaterThanOrEqual(count - 1);
      expect(response.body[0]).toHaveProperty(idField);
      expect(response.body[0]).toHaveProperty(nameField);
      expect((await api.request.get(`/api/usermanagement/${path}`)).status).toBe(401);
    });
  }
  it('member types and titles are the expected lists', async () => {
    const types = (await api.request.get('/api/usermanagement/get-member-types').set(bearer(member))).body;
    expect(types.map((row) => row.typeDes)).toEqual(['Student', 'Associate', 'Member', 'Fellow', 'Honorary Fellow']);
  });
});

describe('unknown routes', () => {
  it('404 JSON for an unknown /api path', async () => {
    const response = await api.request.get('/api/no/such/route').set(bearer(admin));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 'Not found', statusCode: '01' });
  });
});
