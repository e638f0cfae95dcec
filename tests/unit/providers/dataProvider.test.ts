import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { HttpError } from '../../../src/providers/httpError';
import type { AnyResource } from '../../../src/framework/types';
import { declaration, fakeClient, jsonResponse, splitUrl, type SentRequest } from './helpers';

const roles = declaration({
  dialect: 'paged',
  list: 'GET usermanagement/allrolelist',
  create: 'POST usermanagement/rolecreation',
  update: 'PUT usermanagement/updaterole',
  delete: 'DELETE usermanagement/deleterole/{userRoleID}',
});
const colours = declaration({ dialect: 'para' }, 'colourId', 'colour');
const globals = declaration(
  { dialect: 'para', getOne: 'GET para/globaldetails/{id}', update: 'PUT para/globaldetails', extraPayload: { gid: '3' } },
  'gid',
  'globaldetails',
);
const docs = declaration({ dialect: 'para', multipart: true }, 'docId', 'docs');
const posts = declaration({ dialect: 'simpleRest', collection: 'demo-posts' }, 'id', 'posts');
const RESOURCES: AnyResource[] = [roles, colours, globals, docs, posts];

const setup = (answer: (request: SentRequest) => Response | Promise<Response>) => {
  const { client, sent } = fakeClient(answer, 'tok');
  return { dataProvider: createDataProvider(RESOURCES, client), sent };
};

const ok = (extra: Record<string, unknown> = {}) => jsonResponse({ status: 'Success', statusCode: '00', ...extra });

describe('dataProvider: lists', () => {
  it('maps the idField to id and returns the total', async () => {
    const { dataProvider, sent } = setup(() => jsonResponse({ data: [{ userRoleID: 1, userRoleName: 'Admin' }], total: 42 }));
    const result = await dataProvider.getList('roles', { pagination: { page: 2, perPage: 10 }, sort: { field: 'userRoleName', order: 'ASC' }, filter: { q: 'ad' } });
    expect(result).toEqual({ data: [{ id: 1, userRoleID: 1, userRoleName: 'Admin' }], total: 42 });
    expect(splitUrl(sent[0].url)).toEqual({
      path: '/api/usermanagement/allrolelist',
      query: { page: '2', perPage: '10', sortColumn: 'userRoleName', sortDirection: 'asc', filterText: 'ad' },
    });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('a missing total is an error, never data.length', async () => {
    const { dataProvider } = setup(() => jsonResponse({ data: [{ userRoleID: 1 }] }));
    const failure = dataProvider.getList('roles', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toThrow('Http request error: the list answer has no numeric total (resource "roles")');
  });

  it('a non-numeric total is an error; a numeric string is accepted', async () => {
    const bad = setup(() => jsonResponse({ data: [], total: 'many' })).dataProvider;
    await expect(bad.getList('colour', {})).rejects.toThrow('no numeric total');
    const good = setup(() => jsonResponse({ data: [], total: '0' })).dataProvider;
    await expect(good.getList('colour', {})).resolves.toEqual({ data: [], total: 0 });
  });

  it('a list without a data array is an error', async () => {
    const { dataProvider } = setup(() => jsonResponse([{ colourId: 1 }]));
    await expect(dataProvider.getList('colour', {})).rejects.toThrow('no data array');
  });

  it('a record without its idField is an error naming the field', async () => {
    const { dataProvider } = setup(() => jsonResponse({ data: [{ name: 'x' }], total: 1 }));
    await expect(dataProvider.getList('colour', {})).rejects.toThrow('a record has no "colourId"');
  });

  it('getManyReference lists with the target as a filter', async () => {
    const { dataProvider, sent } = setup(() => jsonResponse({ data: [], total: 0 }));
    await dataProvider.getManyReference('colour', { target: 'cardId', id: 9, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(splitUrl(sent[0].url).query).toEqual({ cardId: '9', searchText: '0', sortParameter: '-1', sortType: 'asc', page: '1', rowsPerPage: '5' });
  });
});

describe('dataProvider: one and many', () => {
  it('getOne maps the idField (para/globaldetails/3)', async () => {
    const { dataProvider, sent } = setup(() => jsonResponse({ gid: '3', companyName: 'Institute' }));
    await expect(dataProvider.getOne('globaldetails', { id: 3 })).resolves.toEqual({ data: { id: '3', gid: '3', companyName: 'Institute' } });
    expect(splitUrl(sent[0].url).path).toBe('/api/para/globaldetails/3');
  });

  it('getOne unwraps {data: record}', async () => {
    const { dataProvider } = setup(() => jsonResponse({ statusCode: '00', data: { colourId: 4, name: 'Red' } }));
    await expect(dataProvider.getOne('colour', { id: 4 })).resolves.toEqual({ data: { id: 4, colourId: 4, name: 'Red' } });
  });

  it('getOne answers the server status on a 404 envelope', async () => {
    const { dataProvider } = setup(() => jsonResponse({ status: 'Global details not found', statusCode: '01' }, 404));
    await expect(dataProvider.getOne('globaldetails', { id: 4 })).rejects.toMatchObject({ message: 'Global details not found', status: 404 });
  });

  it('getMany is one getOne per id when a getOne endpoint exists', async () => {
    const { dataProvider, sent } = setup((r) => jsonResponse({ colourId: Number(splitUrl(r.url).path.split('/').pop()) }));
    const { data } = await dataProvider.getMany('colour', { ids: [1, 2] });
    expect(data.map((r) => r.id)).toEqual([1, 2]);
    expect(sent.map((r) => splitUrl(r.url).path)).toEqual(['/api/para/colour/1', '/api/para/colour/2']);
  });

  it('without a getOne endpoint, getMany and getOne ask the list for those ids (idField + ids), never for every row', async () => {
    const { dataProvider, sent } = setup(() => jsonResponse({ data: [{ userRoleID: 1 }, { userRoleID: 2 }, { userRoleID: 3 }], total: 3 }));
    const { data } = await dataProvider.getMany('roles', { ids: [3, '1', 3] });
    // a list that knew no lookup answers more: only the records asked for are kept
    expect(data.map((r) => r.id)).toEqual([1, 3]);
    expect(splitUrl(sent[0].url).query).toMatchObject({ page: '1', perPage: '2', idField: 'userRoleID', ids: '3,1' });
    await expect(dataProvider.getOne('roles', { id: 2 })).resolves.toEqual({ data: { id: 2, userRoleID: 2 } });
    expect(splitUrl(sent[1].url).query).toMatchObject({ perPage: '1', ids: '2' });
    await expect(dataProvider.getOne('roles', { id: 9 })).rejects.toMatchObject({ status: 404 });
  });

  it('asks for at most a page of ids a call, and never for an id the lookup cannot carry', async () => {
    const { dataProvider, sent } = setup(() => jsonResponse({ data: [], total: 0 }));
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    await dataProvider.getMany('roles', { ids: [...ids, 'a,b', 'x'.repeat(65)] });
    expect(sent.map((r) => splitUrl(r.url).query.ids.split(',').length)).toEqual([100, 50]);
    expect(sent.map((r) => splitUrl(r.url).query.perPage)).toEqual(['100', '50']);
  });

  it('a small reference list (an array answer) is read whole once to find ids', async () => {
    const statuses = declaration({ dialect: 'paged', list: 'GET usermanagement/alluserstatus', listAnswer: 'array' }, 'statusCode', 'userStatuses');
    const { client, sent } = fakeClient(() => jsonResponse([{ statusCode: 1 }, { statusCode: 2 }]), 'tok');
    const provider = createDataProvider([statuses], client);
    await expect(provider.getMany('userStatuses', { ids: [2] })).resolves.toEqual({ data: [{ id: 2, statusCode: 2 }] });
    expect(sent).toHaveLength(1);
    expect(splitUrl(sent[0].url).query.ids).toBeUndefined();
  });
});

describe('dataProvider: writes and the statusCode envelope', () => {
  it("create '00' returns the sent data with the id the server gave", async () => {
    const { dataProvider, sent } = setup(() => ok({ userRoleID: 12 }));
    const result = await dataProvider.create('roles', { data: { userRoleName: 'Clerk', userRoleDescription: 'desk' } });
    expect(result).toEqual({ data: { userRoleName: 'Clerk', userRoleDescription: 'desk', id: 12 } });
    expect(sent[0].method).toBe('POST');
    expect(splitUrl(sent[0].url).path).toBe('/api/usermanagement/rolecreation');
    expect(sent[0].body).toEqual({ userRoleName: 'Clerk', userRoleDescription: 'desk' });
  });

  it("create takes the response's id, else the id in the data", async () => {
    await expect(setup(() => ok({ id: 'n1' })).dataProvider.create('colour', { data: { colourId: 5 } })).resolves.toMatchObject({ data: { id: 'n1' } });
    await expect(setup(() => ok()).dataProvider.create('colour', { data: { colourId: 5 } })).resolves.toMatchObject({ data: { id: 5 } });
  });

  it("create '02' rejects with the server's status text (react-admin shows it)", async () => {
    const { dataProvider } = setup(() => jsonResponse({ status: 'Role name already exists', statusCode: '02' }));
    await expect(dataProvider.create('roles', { data: { userRoleName: 'Admin' } })).rejects.toMatchObject({ message: 'Role name already exists', status: 409 });
  });

  it("update sends the idField (not react-admin's id) plus extraPayload and returns {...data, id}", async () => {
    const { dataProvider, sent } = setup(() => ok({ status: 'Global details updated' }));
    const data = { id: '3', gid: '3', companyName: 'Inst', userLoginAttempts: 5 };
    const result = await dataProvider.update('globaldetails', { id: '3', data, previousData: { id: '3', gid: '3' } });
    expect(result).toEqual({ data: { ...data, id: '3' } });
    expect(sent[0].method).toBe('PUT');
    expect(splitUrl(sent[0].url).path).toBe('/api/para/globaldetails');
    expect(sent[0].body).toEqual({ gid: '3', companyName: 'Inst', userLoginAttempts: 5 });
  });

  it('update puts the idField in the body even when the form left it out', async () => {
    const { dataProvider, sent } = setup(() => ok());
    await dataProvider.update('roles', { id: 4, data: { userRoleDescription: 'x' }, previousData: { id: 4, userRoleID: 4 } });
    expect(sent[0].body).toEqual({ userRoleDescription: 'x', userRoleID: 4 });
  });

  it('delete fills the path from the id and returns the previous record', async () => {
    const { dataProvider, sent } = setup(() => ok({ status: 'Role deleted' }));
    const previousData = { id: 4, userRoleID: 4, userRoleName: 'Clerk' };
    await expect(dataProvider.delete('roles', { id: 4, previousData })).resolves.toEqual({ data: previousData });
    expect([sent[0].method, splitUrl(sent[0].url).path]).toEqual(['DELETE', '/api/usermanagement/deleterole/4']);
  });

  it('updateMany and deleteMany loop over the ids', async () => {
    const { dataProvider, sent } = setup(() => ok());
    await expect(dataProvider.updateMany('colour', { ids: [1, 2], data: { active: true } })).resolves.toEqual({ data: [1, 2] });
    await expect(dataProvider.deleteMany('colour', { ids: [3, 4] })).resolves.toEqual({ data: [3, 4] });
    expect(sent.map((r) => `${r.method} ${splitUrl(r.url).path}`)).toEqual([
      'PUT /api/para/colour', 'PUT /api/para/colour', 'DELETE /api/para/colour/3', 'DELETE /api/para/colour/4',
    ]);
    expect(sent.map((r) => (r.body as Record<string, unknown>).colourId)).toEqual([1, 2, 3, 4]);
  });

  it('multipart declarations send FormData with the file (also from {rawFile})', async () => {
    const { dataProvider, sent } = setup(() => ok({ docId: 1 }));
    const pdf = new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' });
    await dataProvider.create('docs', { data: { title: 'Letter', file: { rawFile: pdf, src: 'blob:x', title: 'letter.pdf' } } });
    const form = sent[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('Letter');
    expect((form.get('file') as File).name).toBe('letter.pdf');
  });

  it('an unknown resource is an error naming it', async () => {
    const { dataProvider } = setup(() => ok());
    await expect(dataProvider.getList('nonsense', {})).rejects.toThrow('Unknown resource "nonsense"');
  });
});

describe('dataProvider: simpleRest dialect (json-server generic routes)', () => {
  it('getList goes to /api/<collection> with sort/range/filter and reads Content-Range, with the bearer token', async () => {
    const { dataProvider, sent } = setup(() => jsonResponse([{ id: 1, title: 'a' }], 200, { 'Content-Range': 'demo-posts 0-0/31' }));
    const result = await dataProvider.getList('posts', { pagination: { page: 1, perPage: 10 }, sort: { field: 'title', order: 'DESC' }, filter: { q: 'a' } });
    expect(result).toEqual({ data: [{ id: 1, title: 'a' }], total: 31 });
    const { path, query } = splitUrl(sent[0].url);
    expect(path).toBe('/api/demo-posts');
    expect(query).toEqual({ sort: '["title","DESC"]', range: '[0,9]', filter: '{"q":"a"}' });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('writes go through the same client (JSON body, errors normalised)', async () => {
    const { dataProvider, sent } = setup((r) =>
      r.method === 'POST' ? jsonResponse({ id: 7, title: 'new' }, 201) : jsonResponse({ status: 'You are not allowed to use this function', statusCode: '02' }, 403),
    );
    await expect(dataProvider.create('posts', { data: { title: 'new' } })).resolves.toEqual({ data: { id: 7, title: 'new' } });
    expect([sent[0].method, splitUrl(sent[0].url).path, sent[0].body]).toEqual(['POST', '/api/demo-posts', { title: 'new' }]);
    await expect(dataProvider.delete('posts', { id: 7, previousData: { id: 7, title: 'new' } })).rejects.toMatchObject({ status: 403, message: 'You are not allowed to use this function' });
  });
});
