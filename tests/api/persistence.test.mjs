import { afterAll, describe, expect, it, vi } from 'vitest';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../../mock-api/app.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { loadState } from '../../mock-api/lib/storage/store.mjs';
import { bearer, signin, startApi, tempDataDir, tokenOf } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());

/** Files beside db.json other than the generated signing secret and the journal. */
const leftovers = (dataDir) => readdirSync(dataDir).filter((name) => !['db.json', 'jwt-secret', 'payment-merchant-secret', 'uploads'].includes(name) && !/^journal-\d{6}\.ndjson$/.test(name));
const onDisk = (dataDir) => JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8'));

describe('db.json persistence', () => {
  it('a missing db.json is created from the seed', () => {
    const { _journal, ...seeded } = onDisk(api.dataDir);
    expect(seeded).toEqual(buildSeed({ bcryptCost: api.config.bcryptCost }));
    expect(_journal).toBe(1);
  });

  it('after a PUT and a stop, a new app on the same data dir sees the change; no temp file is left', async () => {
    const first = startApi();
    const admin = await tokenOf(first.request, 'admin');
    const current = (await first.request.get('/api/para/globaldetails/3').set(bearer(admin))).body;
    const put = await first.request.put('/api/para/globaldetails').set(bearer(admin)).send({ ...current, footerTitle: '© Persisted' });
    expect(put.body.statusCode).toBe('00');
    expect(leftovers(first.dataDir)).toEqual([]);
    first.close();
    expect(onDisk(first.dataDir).globaldetails.find((row) => row.id === 3).footerTitle, 'a stop folds the journal into db.json').toBe('© Persisted');

    const reopened = createApp({ dataDir: first.dataDir, env: {} });
    expect(reopened.db.get('globaldetails').find({ id: 3 }).value().footerTitle).toBe('© Persisted');
    reopened.close();
    rmSync(first.dataDir, { recursive: true, force: true });
  });

  it('a killed API (no stop) loses nothing: the next start replays the journal', async () => {
    const first = startApi();
    const admin = await tokenOf(first.request, 'admin');
    const current = (await first.request.get('/api/para/globaldetails/3').set(bearer(admin))).body;
    await first.request.put('/api/para/globaldetails').set(bearer(admin)).send({ ...current, footerTitle: '© Journaled' });
    expect(onDisk(first.dataDir).globaldetails.find((row) => row.id === 3).footerTitle, 'not yet in db.json').not.toBe('© Journaled');
    // No close(): as after a SIGKILL, only the journal holds the change.
    expect(loadState(first.dataDir).globaldetails.find((row) => row.id === 3).footerTitle).toBe('© Journaled');
    rmSync(first.dataDir, { recursive: true, force: true });
  });

  it('generic writes and login counters persist too', async () => {
    const admin = await tokenOf(api.request, 'admin');
    await api.request.post('/api/notes').set(bearer(admin)).send({ title: 'Persisted note' });
    await signin(api.request, 'user10@example.org', 'wrong');
    const disk = loadState(api.dataDir); // db.json and its journal, as a restart reads them
    expect(disk.notes.at(-1)).toMatchObject({ title: 'Persisted note' });
    expect(disk.users.find((user) => user.userID === 10).failedLoginAttempts).toBe(1);
    expect(leftovers(api.dataDir)).toEqual([]);
  });

  it('a generic write is journaled as its collection, not a whole db.json, without the change check too (as in production)', async () => {
    // json-server's router reaches its write after an asynchronous step (express defers a long chain of
    // non-matching layers), where a bare db.write() would otherwise write the whole state, synchronously
    const plain = startApi({ checkJournal: false });
    const admin = await tokenOf(plain.request, 'admin');
    const before = readFileSync(path.join(plain.dataDir, 'db.json'), 'utf8');
    const created = await plain.request.post('/api/notes').set(bearer(admin)).send({ title: 'Journaled note' });
    expect(created.status).toBe(201);
    const updated = await plain.request.put(`/api/notes/${created.body.id}`).set(bearer(admin)).send({ title: 'Journaled twice' });
    expect(updated.status).toBe(200);
    expect(readFileSync(path.join(plain.dataDir, 'db.json'), 'utf8'), 'db.json untouched until compaction').toBe(before);
    expect(loadState(plain.dataDir).notes.find((note) => note.id === created.body.id)).toMatchObject({ title: 'Journaled twice' });
    plain.cleanup();
  });

  it('a corrupt db.json is reported, never overwritten', () => {
    const dataDir = tempDataDir();
    writeFileSync(path.join(dataDir, 'db.json'), '{"users": [');
    expect(() => createApp({ dataDir, env: {} })).toThrow(/not valid JSON/);
    expect(readFileSync(path.join(dataDir, 'db.json'), 'utf8')).toBe('{"users": [');
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('failures answer JSON and never crash the server', () => {
  it('500 Internal server error (logged) when a write cannot be persisted', async () => {
    const log = { error: vi.fn() };
    const broken = startApi({ log });
    const admin = await tokenOf(broken.request, 'admin');
    rmSync(broken.dataDir, { recursive: true, force: true }); // the next atomic write has nowhere to go
    const response = await broken.request.put('/api/para/globaldetails').set(bearer(admin)).send({ gid: '3', companyName: 'Lost' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ status: 'Internal server error', statusCode: '02' });
    expect(log.error).toHaveBeenCalledOnce();
    expect((await broken.request.get('/api/para/globaldetails/3').set(bearer(admin))).status).toBe(200);
    expect(existsSync(broken.dataDir)).toBe(false);
    broken.cleanup();
  });
});
