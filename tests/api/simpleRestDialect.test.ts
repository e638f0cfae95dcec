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

// `notes` is the prototyping collection mock-api/prototyping.mjs declares.
const notes = defineResource({
  name: 'notePrototype',
  title: 'Notes',
  idField: 'noteId',
  fields: { noteId: number({ readOnly: true }), title: text({ required: 'Title is required' }), body: text() },
  list: { columns: ['noteId', 'title'] },
  api: simpleRest('notes'),
});
const TITLES = ['Budget', 'Council', 'Agenda', 'Library', 'Events', 'Finance', 'Members', 'Audit', 'Exams', 'Chapters', 'Training', 'Website'];

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
  dataProvider = createDataProvider([notes], client);
  for (const [index, title] of TITLES.entries()) {
    await dataProvider.create('notePrototype', { data: { id: index + 1, noteId: index + 1, title, body: `${title} notes` } });
  }
});
afterAll(() => {
  server?.close();
  api?.cleanup();
});

describe('simpleRest dialect against the generic routes', () => {
  it('pages, sorts and filters with the total from Content-Range', async () => {
    const page = await dataProvider.getList('notePrototype', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(12);
    expect(page.data).toHaveLength(5);
    const names = page.data.map((row) => row.title as string);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const filtered = await dataProvider.getList('notePrototype', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'noteId', order: 'ASC' },
      filter: { q: names[0] },
    });
    expect(filtered.data.map((row) => row.title)).toContain(names[0]);
  });

  it('creates, reads, updates and deletes a record', async () => {
    const created = await dataProvider.create('notePrototype', {
      data: { noteId: 900, id: 900, title: 'Prototype Holdings', body: 'Colombo 03' },
    });
    expect(created.data.id).toBe(900);
    const read = await dataProvider.getOne('notePrototype', { id: 900 });
    expect(read.data.title).toBe('Prototype Holdings');
    await dataProvider.update('notePrototype', { id: 900, data: { ...read.data, title: 'Prototype PLC' }, previousData: read.data });
    expect((await dataProvider.getOne('notePrototype', { id: 900 })).data.title).toBe('Prototype PLC');
    await dataProvider.delete('notePrototype', { id: 900, previousData: read.data });
    await expect(dataProvider.getOne('notePrototype', { id: 900 })).rejects.toMatchObject({ status: 404 });
  });
});
