// Durability of the data dir (db.json and its journal): writes the API acknowledged survive a SIGKILL of the
// server, db.json stays valid JSON, and the temp files a killed writer leaves behind are removed at the next start.
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-api/app.mjs';
import { loadState } from '../../mock-api/lib/storage/store.mjs';
import { freePort, startChild, waitForPort } from '../../scripts/lib/processes.mjs';

const WRITES = 200;
const KILL_AFTER_ACKS = 100;
const ADMIN = { username: 'admin@example.org', password: 'Admin@123' };
// What a data dir may hold after a start: the state and, where the app keeps them, its generated secrets.
const EXPECTED_FILES = new Set(['db.json', 'jwt-secret', 'payment-merchant-secret', 'uploads']);
const JOURNAL = /^journal-\d{6}\.ndjson$/;
const FAKE_LEFTOVER = 'db.json.tmp-99999';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-durability-'));
let server;

afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) process.kill(server.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Role names must be letters only: the index written in base 26 with a..z, three digits. */
const roleNameOf = (index) =>
  `Dura${[26 * 26, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(index / unit) % 26))).join('')}`;

const roleBody = (index) => ({
  userRoleName: roleNameOf(index),
  userRoleDescription: 'durability',
  userRoleStatus: { value: 2, label: 'Approved' },
  roleOptions: [{ value: 110, id: 110, ticked: true }],
});

async function postJson(baseUrl, route, body, token) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return response.json();
}

const filesIn = (dir) => readdirSync(dir).sort();

describe('db.json durability', () => {
  const acknowledged = [];

  it('every acknowledged write is in a valid db.json after a SIGKILL mid-burst', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}/api`;
    server = startChild('durability-api', process.execPath, ['mock-api/server.mjs'], {
      env: { MOCK_API_PORT: String(port), MOCK_API_DATA_DIR: dataDir, JWT_SECRET: 'durability-test-secret-of-at-least-32-chars' },
      quiet: true,
    });
    let serverErrors = '';
    server.stderr.on('data', (chunk) => (serverErrors += chunk));
    const exited = once(server, 'exit');
    // A server that dies at start-up fails the test at once, with its own error.
    await Promise.race([
      waitForPort(port, { timeoutMs: 15_000 }),
      exited.then(([code]) => Promise.reject(new Error(`the server exited (${code}) before listening:\n${serverErrors}`))),
    ]);
    const { token } = await postJson(baseUrl, '/auth/signin', ADMIN);
    expect(token, 'admin sign-in').toBeTruthy();

    const startedAt = Date.now();
    let killedAt;
    const writes = Array.from({ length: WRITES }, async (_, index) => {
      const body = await postJson(baseUrl, '/usermanagement/rolecreation', roleBody(index), token);
      if (body.statusCode !== '00') throw new Error(`write ${index} refused: ${JSON.stringify(body)}`);
      acknowledged.push(roleNameOf(index));
      if (acknowledged.length === KILL_AFTER_ACKS) {
        process.kill(server.pid, 'SIGKILL');
        killedAt = Date.now();
      }
    });
    const outcomes = await Promise.allSettled(writes);
    if (killedAt === undefined) process.kill(server.pid, 'SIGKILL');
    await exited;

    const refused = outcomes.filter((outcome) => outcome.reason?.message?.startsWith('write '));
    expect(refused.map((outcome) => outcome.reason.message)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    console.log(
      `[durability] ${acknowledged.length}/${WRITES} writes acknowledged; kill after ${killedAt - startedAt} ms; ` +
        `files after the kill: ${filesIn(dataDir).join(', ')}`,
    );

    expect(() => JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8'))).not.toThrow();
    const db = loadState(dataDir);
    const namesOnDisk = new Set(db.roles.map((role) => role.userRoleName));
    expect(acknowledged.filter((name) => !namesOnDisk.has(name))).toEqual([]);
  }, 30_000);

  it('a restart removes the temp files killed writers left behind and keeps the acknowledged writes', () => {
    expect(acknowledged.length, 'needs the SIGKILL test first').toBeGreaterThan(0);
    writeFileSync(path.join(dataDir, FAKE_LEFTOVER), '{"half": ');

    const restarted = createApp({ dataDir, env: { JWT_SECRET: 'durability-test-secret-of-at-least-32-chars' } });
    try {
      expect(filesIn(dataDir).filter((name) => !EXPECTED_FILES.has(name) && !JOURNAL.test(name))).toEqual([]);
      const names = new Set(restarted.db.get('roles').map('userRoleName').value());
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    } finally {
      restarted.close();
    }
  });
});
