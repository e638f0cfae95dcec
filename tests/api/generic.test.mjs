// json-server's generic router serves only the declared prototyping collections (mock-api/prototyping.mjs):
// reads for the administrator and staff, writes for the administrator, never for applicants or members,
// and no collection the institute's routes own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSeed } from '../../mock-api/seed.mjs';
import { PROTOTYPING_COLLECTIONS } from '../../mock-api/prototyping.mjs';
import { bearer, signin, startApi, tempDataDir, tokenOf } from './helpers.mjs';

// Two prototyping collections show json-server's `<name>Id` DELETE cascade is routed around.
const NOTES = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, title: `Note ${String(i + 1).padStart(2, '0')}`, kind: i % 3 === 0 ? 'minutes' : 'memo', pages: 23 - i }));
const dataDir = tempDataDir();
writeFileSync(path.join(dataDir, 'db.json'), JSON.stringify({ ...buildSeed(), notes: NOTES, noteComments: [{ id: 1, noteId: 1, body: 'Hi' }] }));
const api = startApi({ dataDir, prototypes: ['notes', 'noteComments'] });
let admin;
let staff;
let member;
let applicant;
beforeAll(async () => {
  admin = await tokenOf(api.request, 'admin');
  member = await tokenOf(api.request, 'member');
  applicant = await tokenOf(api.request, 'applicant');
  staff = (await signin(api.request, 'staff01@example.org', 'User@123')).body.token;
});
afterAll(() => api.cleanup());

const list = (query, token = staff, collection = 'notes') => api.request.get(`/api/${collection}`).query(query).set(bearer(token));
const json = (value) => JSON.stringify(value);
const FORBIDDEN = { status: 'You are not allowed to use this function', statusCode: '02' };

describe('the list of ra-data-simple-rest (sort, range, filter)', () => {
  it('range gives the page and Content-Range <coll> start-end/total, exposed to the browser', async () => {
    const response = await list({ range: json([0, 9]) });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(response.headers['content-range']).toBe('notes 0-9/23');
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
    const last = await list({ range: json([20, 29]) });
    expect(last.body).toHaveLength(3);
    expect(last.headers['content-range']).toBe('notes 20-22/23');
  });

  it('sort orders ascending and descending, numbers as numbers', async () => {
    const desc = await list({ sort: json(['title', 'DESC']), range: json([0, 2]) });
    expect(desc.body.map((row) => row.title)).toEqual(['Note 23', 'Note 22', 'Note 21']);
    const asc = await list({ sort: json(['pages', 'ASC']), range: json([0, 2]) });
    expect(asc.body.map((row) => row.pages)).toEqual([1, 2, 3]);
  });

  it('filter q searches every field; field filters match values; id arrays serve getMany', async () => {
    expect((await list({ filter: json({ q: 'NOTE 07' }) })).body.map((row) => row.id)).toEqual([7]);
    const field = await list({ filter: json({ kind: 'minutes' }), range: json([0, 99]) });
    expect(field.body.map((row) => row.id)).toEqual([1, 4, 7, 10, 13, 16, 19, 22]);
    expect(field.headers['content-range']).toBe('notes 0-7/8');
    expect((await list({ filter: json({ id: [2, 5] }) })).body.map((row) => row.id)).toEqual([2, 5]);
  });

  it('an empty page still carries the total', async () => {
    const response = await list({ filter: json({ q: 'no-such-note' }) });
    expect(response.body).toEqual([]);
    expect(response.headers['content-range']).toBe('notes */0');
  });

  it("400 for a malformed sort, range or filter, and for json-server's operators in a filter", async () => {
    const queries = [
      { sort: '["title"' },
      { range: json([5]) },
      { filter: json([1]) },
      { sort: json(['title', 'sideways']) },
      { filter: json({ _expand: 'user' }) },
      { filter: json({ title_like: '(a+)+$' }) },
      { filter: json({ 'user.password': 'x' }) },
      { filter: json({ title: { $gt: '' } }) },
    ];
    for (const query of queries) {
      const response = await list(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.statusCode).toBe('05');
    }
  });

  it('query keys of json-server (_like, _embed, _expand, _sort) are ignored, never turned into a RegExp', async () => {
    const started = Date.now();
    const response = await api.request.get('/api/notes').query({ title_like: '(((((((a+)+)+)+)+)+)+$', 'x_like': '[', _embed: 'noteComments', _expand: 'user' }).set(bearer(staff));
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(23);
    expect(response.body[0]).not.toHaveProperty('noteComments');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('GET one by id (no _embed/_expand); 404 JSON for a missing id', async () => {
    const one = await api.request.get('/api/notes/3').query({ _embed: 'noteComments' }).set(bearer(staff));
    expect(one.body).toEqual(NOTES[2]);
    const missing = await api.request.get('/api/notes/999').set(bearer(staff));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'Not found', statusCode: '01' });
  });
});

describe('who reaches the generic router', () => {
  it('401 without a token', async () => {
    const response = await api.request.get('/api/notes');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: 'No token exist.' });
  });

  it('applicants and members never, not even to read (403, nothing changes)', async () => {
    for (const token of [applicant, member]) {
      const responses = [
        await api.request.get('/api/notes').set(bearer(token)),
        await api.request.get('/api/notes/1').set(bearer(token)),
        await api.request.post('/api/notes').set(bearer(token)).send({ title: 'x' }),
        await api.request.put('/api/notes/1').set(bearer(token)).send({ title: 'x' }),
        await api.request.patch('/api/notes/1').set(bearer(token)).send({ title: 'x' }),
        await api.request.delete('/api/notes/1').set(bearer(token)),
      ];
      for (const response of responses) expect(response.body).toEqual(FORBIDDEN);
    }
    expect(api.db.get('notes').value()).toEqual(NOTES);
  });

  it('staff read but do not write', async () => {
    expect((await list({})).status).toBe(200);
    expect((await api.request.post('/api/notes').set(bearer(staff)).send({ title: 'x' })).body).toEqual(FORBIDDEN);
    expect((await api.request.delete('/api/notes/1').set(bearer(staff))).body).toEqual(FORBIDDEN);
  });

  it('every collection of the seed is refused, to the administrator too (404, not the data)', async () => {
    for (const collection of Object.keys(buildSeed())) {
      for (const response of [await api.request.get(`/api/${collection}`).set(bearer(admin)), await api.request.get(`/api/${collection}/1`).set(bearer(admin))]) {
        expect(response.status, collection).toBe(404);
        expect(response.body).toEqual({ status: 'This collection is not available through the generic API', statusCode: '01' });
      }
    }
  });

  it('the declared prototyping collections are none of the institute’s', () => {
    const owned = new Set(Object.keys(buildSeed()));
    expect(PROTOTYPING_COLLECTIONS.filter((name) => owned.has(name))).toEqual([]);
  });

  it('no /db, nested routes or path aliases', async () => {
    for (const url of ['/api/db', '/api/notes/1/noteComments', '/api/[users]/1', '/api/users%5B0%5D', '/api/notes.0', '/api/%5Bnotes%5D']) {
      const response = await api.request.get(url).set(bearer(admin));
      expect(response.status, url).toBe(404);
    }
    const aliasDelete = await api.request.delete('/api/[roles]/30').set(bearer(admin));
    expect(aliasDelete.status).toBe(404);
    expect(api.db.get('roles').find({ userRoleID: 30 }).value()).toBeDefined();
  });
});

describe('writes by the administrator', () => {
  it('create, update and delete', async () => {
    const created = await api.request.post('/api/notes').set(bearer(admin)).send({ id: 100, title: 'Agenda' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 100, title: 'Agenda' });
    const updated = await api.request.put('/api/notes/100').set(bearer(admin)).send({ title: 'Agenda v2' });
    expect(updated.body).toEqual({ id: 100, title: 'Agenda v2' });
    const patched = await api.request.patch('/api/notes/100').set(bearer(admin)).send({ pages: 2 });
    expect(patched.body).toEqual({ id: 100, title: 'Agenda v2', pages: 2 });
    const duplicate = await api.request.post('/api/notes').set(bearer(admin)).send({ id: 100, title: 'Twice' });
    expect(duplicate.status).toBe(409);
    const removed = await api.request.delete('/api/notes/100').set(bearer(admin));
    expect(removed.body).toMatchObject({ id: 100 });
    expect((await api.request.delete('/api/notes/100').set(bearer(admin))).status).toBe(404);
  });

  it("DELETE removes one record, without json-server's cascade to records holding <name>Id", async () => {
    const response = await api.request.delete('/api/notes/1').set(bearer(admin));
    expect(response.status).toBe(200);
    expect(api.db.get('noteComments').value()).toEqual([{ id: 1, noteId: 1, body: 'Hi' }]);
  });

  it('a write that is not an object is refused with 400; method override is ignored', async () => {
    expect((await api.request.post('/api/notes').set(bearer(admin)).send([{ title: 'x' }])).status).toBe(400);
    const override = await api.request.post('/api/notes').set(bearer(admin)).set('X-HTTP-Method-Override', 'DELETE').send({ id: 200, title: 'Posted' });
    expect(override.status).toBe(201);
  });
});
