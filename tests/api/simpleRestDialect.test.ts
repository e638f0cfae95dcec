// The prototyping path of the architecture: a resource declared with simpleRest() is served by the mock
// API's generic json-server routes through the real dataProvider and http client, before any institute
// endpoint exists for it.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, number, simpleRest, text } from '../../src/framework/declare';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/http';
// @ts-expect-error plain ESM test helper without types
import { startApi, tokenOf } from './helpers.mjs';

const companies = defineResource({
  name: 'companyPrototype',
  title: 'Companies',
  idField: 'companyId',
  fields: { companyId: number({ readOnly: true }), companyName: text({ required: 'Company name is required' }), companyAddress: text() },
  list: { columns: ['companyId', 'companyName'] },
  api: simpleRest('companies'),
});

let server: Server;
/** The slice of startApi() this test uses (the helper is untyped ESM). */
let api: { app: { listen: (port: number) => Server }; cleanup: () => void; request: unknown };
let dataProvider: ReturnType<typeof createDataProvider>;

beforeAll(async () => {
  api = startApi();
  const token: string = await tokenOf(api.request, 'admin');
  server = api.app.listen(0);
  const { port } = server.address() as AddressInfo;
  const client = createHttpClient({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: () => token, onUnauthorized: () => undefined });
  dataProvider = createDataProvider([companies], client);
});
afterAll(() => {
  server?.close();
  api?.cleanup();
});

describe('simpleRest dialect against the generic routes', () => {
  it('pages, sorts and filters with the total from Content-Range', async () => {
    const page = await dataProvider.getList('companyPrototype', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'companyName', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(12);
    expect(page.data).toHaveLength(5);
    const names = page.data.map((row) => row.companyName as string);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const filtered = await dataProvider.getList('companyPrototype', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'companyId', order: 'ASC' },
      filter: { q: names[0] },
    });
    expect(filtered.data.map((row) => row.companyName)).toContain(names[0]);
  });

  it('creates, reads, updates and deletes a record', async () => {
    const created = await dataProvider.create('companyPrototype', {
      data: { companyId: 900, id: 900, companyName: 'Prototype Holdings', companyAddress: 'Colombo 03' },
    });
    expect(created.data.id).toBe(900);
    const read = await dataProvider.getOne('companyPrototype', { id: 900 });
    expect(read.data.companyName).toBe('Prototype Holdings');
    await dataProvider.update('companyPrototype', { id: 900, data: { ...read.data, companyName: 'Prototype PLC' }, previousData: read.data });
    expect((await dataProvider.getOne('companyPrototype', { id: 900 })).data.companyName).toBe('Prototype PLC');
    await dataProvider.delete('companyPrototype', { id: 900, previousData: read.data });
    await expect(dataProvider.getOne('companyPrototype', { id: 900 })).rejects.toMatchObject({ status: 404 });
  });
});
