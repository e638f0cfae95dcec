// The generic para module (spec §7 "Master-data back office"), through machine types and machines (a
// plain entity and one naming another): the user-list dialect's paging, sorting and search (a reference by the
// name of the record it names), the status filter, /all for selects, create with every kind of problem in
// MASTER_TEXT's words, unique codes in any case, updates by path or body, a referenced delete refused naming who
// holds it, not found, the activity log, and the refusals by role (nothing changes).
import { afterAll, describe, expect, it } from 'vitest';
import { MASTER_STATUS, MASTER_TEXT, numberBounds, textMax } from '../../src/domain/masterDataRules.mjs';
import { compareCells } from '../../mock-api/lib/http/paging.mjs';
import { declarationOf, fieldOf, startParaApi } from './para-support.mjs';

const para = startParaApi();
const { admin, rows } = para;
afterAll(() => para.api.cleanup());

const TYPE = declarationOf('machinetype');
const MACHINE = declarationOf('machine');
const typeForm = (changes = {}) => ({ code: 'TST', name: 'Test machine type', capacityUnit: fieldOf('machinetype', 'capacityUnit').options[0], status: MASTER_STATUS.ACTIVE, ...changes });
const machineForm = (machineType, changes = {}) => ({ code: 'TM-01', name: 'Test machine', machineType, capacity: 12.5, make: 'Acme 1', status: MASTER_STATUS.ACTIVE, ...changes });
const createType = async (changes) => (await admin.post('/api/para/machinetype').send(typeForm(changes))).body.data;
const listOf = (entity, query) => admin.get(`/api/para/${entity}`).query(query);
const nameOfType = (id) => rows('machinetype').find((row) => row.machineTypeId === id).name;

describe('GET para/{entity}: the user-list dialect', () => {
  it("answers '00' with a page of 10 by id and the total, records without json-server's id", async () => {
    const response = await listOf('machine', {});
    expect(response.status).toBe(200);
    expect(response.body.statusCode).toBe('00');
    expect(response.body.total).toBe(rows('machine').length);
    expect(response.body.data.map((row) => row.machineId)).toEqual(rows('machine').map((row) => row.machineId).sort((a, b) => a - b).slice(0, 10));
    expect(response.body.data.every((row) => !('id' in row))).toBe(true);
  });

  it('pages with page and rowsPerPage; searchText 0 and sortParameter -1 mean none', async () => {
    const all = rows('machine').map((row) => row.machineId).sort((a, b) => a - b);
    const second = await listOf('machine', { searchText: '0', sortParameter: '-1', sortType: 'asc', page: 2, rowsPerPage: 3 });
    expect(second.body.data.map((row) => row.machineId)).toEqual(all.slice(3, 6));
    expect(second.body.total).toBe(all.length);
  });

  it('sorts by any declared field, a reference by the name it names', async () => {
    const byName = await listOf('machine', { sortParameter: 'name', sortType: 'desc', rowsPerPage: 100 });
    const names = byName.body.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => compareCells(b, a)));
    const byType = await listOf('machine', { sortParameter: 'machineType', sortType: 'asc', rowsPerPage: 100 });
    const typeNames = byType.body.data.map((row) => nameOfType(row.machineType));
    expect(typeNames).toEqual([...typeNames].sort(compareCells));
    expect(byType.body.data.every((row) => Number.isInteger(row.machineType))).toBe(true);
  });

  it('searches codes and texts case-insensitively, and references by the named record\'s name', async () => {
    const machine = rows('machine')[0];
    const byCode = await listOf('machine', { searchText: machine.code.toLowerCase(), rowsPerPage: 100 });
    expect(byCode.body.data.map((row) => row.machineId)).toContain(machine.machineId);
    expect(byCode.body.data.every((row) => [row.code, row.name, row.make ?? '', nameOfType(row.machineType)].some((text) => text.toLowerCase().includes(machine.code.toLowerCase())))).toBe(true);
    const typeName = nameOfType(machine.machineType);
    const byType = await listOf('machine', { searchText: typeName.toUpperCase(), rowsPerPage: 100 });
    const expected = rows('machine').filter((row) => nameOfType(row.machineType) === typeName).map((row) => row.machineId);
    expect(byType.body.data.map((row) => row.machineId)).toEqual(expect.arrayContaining(expected));
    expect((await listOf('machine', { searchText: 'no such machine anywhere' })).body).toEqual({ statusCode: '00', data: [], total: 0 });
  });

  it('filters by status; an unknown status filters nothing', async () => {
    const inactive = await createType({ code: 'INACT', name: 'Retired machines', status: MASTER_STATUS.INACTIVE });
    const only = await listOf('machinetype', { status: MASTER_STATUS.INACTIVE, rowsPerPage: 100 });
    expect(only.body.data.map((row) => row.machineTypeId)).toContain(inactive.machineTypeId);
    expect(only.body.data.every((row) => row.status === MASTER_STATUS.INACTIVE)).toBe(true);
    expect((await listOf('machinetype', { status: 'Sleeping', rowsPerPage: 100 })).body.total).toBe(rows('machinetype').length);
  });
});

describe('GET para/{entity}/all', () => {
  it('answers every Active record as an array, by name, for the selects', async () => {
    await createType({ code: 'ZZOFF', name: 'Aaa inactive type', status: MASTER_STATUS.INACTIVE });
    const response = await admin.get('/api/para/machinetype/all');
    expect(Array.isArray(response.body)).toBe(true);
    const active = rows('machinetype').filter((row) => row.status === MASTER_STATUS.ACTIVE);
    expect(response.body.map((row) => row.machineTypeId).sort((a, b) => a - b)).toEqual(active.map((row) => row.machineTypeId).sort((a, b) => a - b));
    const names = response.body.map((row) => row.name);
    expect(names).toEqual([...names].sort(compareCells));
  });
});

describe('POST para/{entity}', () => {
  it("'00' The machine type has been saved: codes upper-cased, text trimmed, unknown fields dropped, logged", async () => {
    const response = await admin.post('/api/para/machinetype').send(typeForm({ code: ' emb ', name: '  Embroidery  ', colour: 'red', machineTypeId: 1, id: 1 }));
    expect(response.body).toMatchObject({ statusCode: '00', status: MASTER_TEXT.saved(TYPE.noun), message: MASTER_TEXT.saved(TYPE.noun) });
    const id = response.body.data.machineTypeId;
    expect(id).toBeGreaterThan(Math.max(...rows('machine').map((row) => row.machineType)));
    const stored = rows('machinetype').find((row) => row.machineTypeId === id);
    expect(stored).toEqual({ id, machineTypeId: id, code: 'EMB', name: 'Embroidery', capacityUnit: typeForm().capacityUnit, status: 'Active' });
    expect(response.body.data).toEqual({ machineTypeId: id, code: 'EMB', name: 'Embroidery', capacityUnit: typeForm().capacityUnit, status: 'Active' });
    expect(para.activity().some((entry) => entry.entity === TYPE.noun && entry.action === 'create' && entry.recordId === id && entry.detail.includes('Embroidery'))).toBe(true);
  });

  it("'03' names every problem in MASTER_TEXT's words, the first as the status; nothing is stored or logged", async () => {
    const field = (name) => fieldOf('machine', name);
    const cases = [
      [{ code: '' }, 'code', MASTER_TEXT.required(field('code').label)],
      [{ code: 'tm 01' }, 'code', MASTER_TEXT.format(field('code').label, field('code').format)],
      [{ code: 'X'.repeat(textMax(field('code')) + 1) }, 'code', MASTER_TEXT.length(field('code').label, field('code').min ?? 1, textMax(field('code')))],
      [{ name: 'A' }, 'name', MASTER_TEXT.length(field('name').label, field('name').min, textMax(field('name')))],
      [{ name: 42 }, 'name', MASTER_TEXT.length(field('name').label, field('name').min, textMax(field('name')))],
      [{ machineType: 99999 }, 'machineType', MASTER_TEXT.choose(field('machineType').label)],
      [{ machineType: 'one' }, 'machineType', MASTER_TEXT.choose(field('machineType').label)],
      [{ machineType: { value: 1 } }, 'machineType', MASTER_TEXT.choose(field('machineType').label)],
      [{ capacity: 0 }, 'capacity', MASTER_TEXT.number(field('capacity').label, ...Object.values(numberBounds(field('capacity'))))],
      [{ capacity: 1.25 }, 'capacity', MASTER_TEXT.number(field('capacity').label, ...Object.values(numberBounds(field('capacity'))))],
      [{ capacity: 'lots' }, 'capacity', MASTER_TEXT.number(field('capacity').label, ...Object.values(numberBounds(field('capacity'))))],
      [{ make: 'M'.repeat(textMax(field('make')) + 1) }, 'make', MASTER_TEXT.length(field('make').label, 1, textMax(field('make')))],
      [{ status: 'Broken' }, 'status', MASTER_TEXT.choose(field('status').label)],
    ];
    const before = para.state();
    for (const [changes, name, text] of cases) {
      const response = await admin.post('/api/para/machine').send(machineForm(1, changes));
      expect(response.status, name).toBe(200);
      expect(response.body, JSON.stringify(changes)).toEqual({ statusCode: '03', status: text, message: text, problems: { [name]: text } });
    }
    const select = await admin.post('/api/para/machinetype').send(typeForm({ capacityUnit: 'tonnes' }));
    expect(select.body.problems).toEqual({ capacityUnit: MASTER_TEXT.choose(fieldOf('machinetype', 'capacityUnit').label) });
    const empty = await admin.post('/api/para/machine').send({});
    const required = Object.entries(MACHINE.fields).filter(([, f]) => f.required);
    expect(empty.body.problems).toEqual(Object.fromEntries(required.map(([name, f]) => [name, MASTER_TEXT.required(f.label)])));
    expect(empty.body.status).toBe(MASTER_TEXT.required(required[0][1].label));
    expect(para.state()).toBe(before);
  });

  it('refuses a body that is not a JSON object with 400 05', async () => {
    const response = await admin.post('/api/para/machinetype').send([typeForm()]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
  });

  it("'02' for a unique value another record holds, in any case and spacing", async () => {
    const taken = rows('machinetype')[0];
    const before = para.state();
    const response = await admin.post('/api/para/machinetype').send(typeForm({ code: ` ${taken.code.toLowerCase()} `, name: 'Another name' }));
    const text = MASTER_TEXT.duplicate(TYPE.noun, fieldOf('machinetype', 'code').label, taken.code);
    expect(response.body).toEqual({ statusCode: '02', status: text, message: text, problems: { code: text } });
    const byName = await admin.post('/api/para/machinetype').send(typeForm({ code: 'FRESH', name: taken.name.toUpperCase() }));
    expect(byName.body).toMatchObject({ statusCode: '02', status: MASTER_TEXT.duplicate(TYPE.noun, fieldOf('machinetype', 'name').label, taken.name.toUpperCase()) });
    expect(para.state()).toBe(before);
  });
});

describe('PUT para/{entity}[/{id}]', () => {
  it("'00' The machine type has been updated, with the id in the path or in the body; left-out fields keep their values", async () => {
    const type = await createType({ code: 'UPD', name: 'Before update' });
    const byPath = await admin.put(`/api/para/machinetype/${type.machineTypeId}`).send({ name: 'After update', code: 'upd' });
    expect(byPath.body).toMatchObject({ statusCode: '00', status: MASTER_TEXT.updated(TYPE.noun), data: { ...type, name: 'After update' } });
    const byBody = await admin.put('/api/para/machinetype').send({ machineTypeId: type.machineTypeId, status: MASTER_STATUS.INACTIVE, code: 'upd-2', extra: 1 });
    expect(byBody.body).toMatchObject({ statusCode: '00', data: { machineTypeId: type.machineTypeId, code: 'UPD-2', name: 'After update', status: 'Inactive' } });
    expect(rows('machinetype').find((row) => row.machineTypeId === type.machineTypeId)).not.toHaveProperty('extra');
    expect(para.activity().filter((entry) => entry.entity === TYPE.noun && entry.action === 'update' && entry.recordId === type.machineTypeId)).toHaveLength(2);
  });

  it("'02' when the new code is another record's; saving a record unchanged is no duplicate", async () => {
    const [first, second] = rows('machinetype');
    expect((await admin.put(`/api/para/machinetype/${first.machineTypeId}`).send({ ...first })).body.statusCode).toBe('00');
    const response = await admin.put(`/api/para/machinetype/${first.machineTypeId}`).send({ code: second.code.toLowerCase() });
    expect(response.body.status).toBe(MASTER_TEXT.duplicate(TYPE.noun, fieldOf('machinetype', 'code').label, second.code));
  });

  it("'03' for a bad value, '01' for an unknown id, 400 '05' without one", async () => {
    const [first] = rows('machinetype');
    expect((await admin.put(`/api/para/machinetype/${first.machineTypeId}`).send({ name: '' })).body).toMatchObject({ statusCode: '03', problems: { name: MASTER_TEXT.required('Name') } });
    expect((await admin.put('/api/para/machinetype/99999').send(typeForm())).body).toEqual({ statusCode: '01', status: MASTER_TEXT.notFound(TYPE.noun), message: MASTER_TEXT.notFound(TYPE.noun) });
    expect((await admin.put('/api/para/machinetype').send(typeForm())).status).toBe(400);
  });
});

describe('GET para/{entity}/{id}', () => {
  it("answers the record, or '01' This machine type no longer exists", async () => {
    const [first] = rows('machinetype');
    const { id, ...view } = first;
    expect((await admin.get(`/api/para/machinetype/${first.machineTypeId}`)).body).toEqual({ statusCode: '00', data: view });
    expect((await admin.get('/api/para/machinetype/99999')).body).toMatchObject({ statusCode: '01', status: MASTER_TEXT.notFound(TYPE.noun) });
    expect((await admin.get('/api/para/machinetype/abc')).body.statusCode).toBe('01');
  });
});

describe('DELETE para/{entity}/{id}', () => {
  it("'02' while a machine names the machine type, saying which entity, how many and one of them; '00' once unused", async () => {
    const type = await createType({ code: 'DEL', name: 'Type to delete' });
    const machine = (await admin.post('/api/para/machine').send(machineForm(type.machineTypeId, { code: 'DEL-01', name: 'Holding machine' }))).body.data;
    await admin.post('/api/para/machine').send(machineForm(type.machineTypeId, { code: 'DEL-02', name: 'Second machine' }));
    const refused = await admin.delete(`/api/para/machinetype/${type.machineTypeId}`);
    const text = MASTER_TEXT.inUse(TYPE.noun, MACHINE.title, 2, 'Holding machine');
    expect(refused.body).toEqual({ statusCode: '02', status: text, message: text });
    expect(rows('machinetype').some((row) => row.machineTypeId === type.machineTypeId)).toBe(true);
    for (const code of ['DEL-01', 'DEL-02']) {
      const id = rows('machine').find((row) => row.code === code).machineId;
      expect((await admin.delete(`/api/para/machine/${id}`)).body).toMatchObject({ statusCode: '00', status: MASTER_TEXT.deleted(MACHINE.noun) });
    }
    expect(machine.machineId).toBeGreaterThan(0);
    const deleted = await admin.delete(`/api/para/machinetype/${type.machineTypeId}`);
    expect(deleted.body).toEqual({ statusCode: '00', status: MASTER_TEXT.deleted(TYPE.noun), message: MASTER_TEXT.deleted(TYPE.noun) });
    expect(rows('machinetype').some((row) => row.machineTypeId === type.machineTypeId)).toBe(false);
    expect(para.activity().some((entry) => entry.entity === TYPE.noun && entry.action === 'delete' && entry.recordId === type.machineTypeId)).toBe(true);
    expect((await admin.delete(`/api/para/machinetype/${type.machineTypeId}`)).body).toMatchObject({ statusCode: '01', status: MASTER_TEXT.notFound(TYPE.noun) });
  });

  it('never gives a deleted id again', async () => {
    const type = await createType({ code: 'ONCE', name: 'Only once' });
    await admin.delete(`/api/para/machinetype/${type.machineTypeId}`);
    expect((await createType({ code: 'AGAIN', name: 'Next one' })).machineTypeId).toBeGreaterThan(type.machineTypeId);
  });
});

describe('who may call', () => {
  it('members, applicants and staff without the screen get 403 and change nothing', async () => {
    const before = para.state();
    const FORBIDDEN = { status: 'You are not allowed to use this function', statusCode: '02' };
    for (const who of [para.member, para.applicant, para.council]) {
      expect((await who.get('/api/para/machinetype')).body).toEqual(FORBIDDEN);
      expect((await who.get('/api/para/machinetype/all')).status).toBe(403);
      expect((await who.post('/api/para/machinetype').send(typeForm({ code: 'NOPE', name: 'Not allowed' }))).status).toBe(403);
      expect((await who.delete(`/api/para/machine/${rows('machine')[0].machineId}`)).status).toBe(403);
    }
    expect(para.state()).toBe(before);
  });

  it("a staff role holding one entity's screen uses that entity only", async () => {
    const typesOnly = para.staffHolding(970, ['/param/machinetype']);
    expect((await typesOnly.get('/api/para/machinetype')).body.statusCode).toBe('00');
    expect((await typesOnly.get('/api/para/machine')).status).toBe(403);
  });
});
