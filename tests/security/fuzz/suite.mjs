// A bounded fuzz of malformed request bodies against every POST/PUT/PATCH route the mock API registers
// (read from the express router, so a new route is fuzzed without touching this file): JSON of every
// type, the API's field names with values of the wrong type or shape, deep nesting, prototype-pollution
// keys, broken encodings and sizes, and seeded random bodies. Every answer must be a 4xx/2xx JSON envelope
// without a stack trace or a server path, and afterwards the server must still answer, Object.prototype
// must be clean and the data must still be writable. Failures name the exact request and what the server
// logged; the random bodies come from a fixed seed, so a failure reproduces.
//
// The write routes are split into `parts` (every parts-th route, from `part`), one test file each, so the two test
// workers share the fuzz; each part starts its own API on its own data.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registeredRoutes, routeKey, startSecurityApi, tokenFor } from '../support.mjs';
import { removeWhere, replaceCollection } from '../../../mock-api/lib/storage/changes.mjs';
import { answerProblem, bodiesFor, describeLogged, preview } from './bodies.mjs';
import { inMemoryAgent } from './in-memory-agent.mjs';

/** Defines the fuzz of part `part` (1-based) of `parts` of the write routes, and the checks after it. */
export function fuzzWriteRoutes({ part, parts }) {
  const captured = [];
  const api = startSecurityApi({
    // Every accepted write persists db.json with fsync: on tmpfs where there is one, so the fuzz measures the API, not the disk.
    ...(existsSync('/dev/shm') ? { dataDir: mkdtempSync('/dev/shm/mock-api-fuzz-') } : {}),
    env: {
      RATE_LIMIT_SIGNIN: '100000/60',
      RATE_LIMIT_OTP_REQUEST: '100000/60',
      RATE_LIMIT_OTP_CHECK: '100000/60',
      RATE_LIMIT_PASSWORD_CHANGE: '100000/60',
      RATE_LIMIT_INQUIRY: '100000/60',
      RATE_LIMIT_SIGNUP: '100000/60',
      RATE_LIMIT_PAYMENT_NOTIFY: '100000/60',
      RATE_LIMIT_PAYMENT_SANDBOX: '100000/60',
      RATE_LIMIT_VERIFY: '100000/60',
    },
    log: { error: (...args) => captured.push(args) },
    // The fuzz is about malformed input, not about journaling (the API tests check every route's recorded changes);
    // comparing the whole state after each of its ~20,000 accepted writes was a quarter of its time.
    checkJournal: false,
  });

  const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
  /** A concrete URL: the generic router's collection is the prototyping collection 'notes', any other parameter '1'. */
  const concreteUrl = (routePath) => routePath.replace(/:collection\b/g, 'notes').replace(/:[A-Za-z_$][\w$]*/g, '1');
  const writeRoutes = registeredRoutes(api.app).filter((route) => WRITE_METHODS.has(route.method));
  const targets = writeRoutes.filter((_, index) => index % parts === part - 1).flatMap((route) => [
    { route, caller: 'admin' },
    ...(route.access?.kind === 'public' ? [{ route, caller: 'anonymous' }] : []),
  ]);

  let requestsSent = 0;
  const failures = [];
  const started = Date.now();
  let adminUser;
  /** One server for the whole fuzz, reached over one kept-alive in-memory connection (in-memory-agent.mjs). */
  const server = createServer(api.app);
  const agent = inMemoryAgent(server);
  const NOTE = { id: 1, title: 'Agenda' };
  /** Collections an accepted request appends to, and how many rows each had before the fuzz. */
  const GROWING = ['activityLog', 'outbox', 'userNotifications', 'inquiries', 'users', 'roles'];
  const seedRows = {};
  /**
   * Every accepted fuzz body adds rows (a log entry, a mail, a user...): so that the lists and lookups the next
   * bodies reach stay the size of the seed, after each request the generic router's collection goes back to one
   * small note and the collections above keep their seed rows and the newest few (recorded like any change).
   */
  function trimGrowth(route) {
    if (route.path.includes(':collection')) replaceCollection(api.db, 'notes', [{ ...NOTE }]);
    for (const name of GROWING) {
      const rows = api.db.get(name).value();
      const extra = rows.length - seedRows[name] - 10;
      if (extra > 0) {
        const added = new Set(rows.slice(seedRows[name], seedRows[name] + extra));
        removeWhere(api.db, name, (row) => added.has(row));
      }
    }
  }

  beforeAll(async () => {
    api.db.get('notes').push({ ...NOTE }).write();
    for (const name of GROWING) seedRows[name] = api.db.get(name).value().length;
    adminUser = () => api.db.get('users').find({ userID: 1 }).value();
    // json-server's own error handler writes to console.error: capture it with the app's log.
    vi.spyOn(console, 'error').mockImplementation((...args) => captured.push(args));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    agent.destroy();
    console.log(`fuzz part ${part} of ${parts}: ${requestsSent} requests to ${targets.length} route/caller pairs (${writeRoutes.length} write routes) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    api.cleanup();
  });

  /** Sends the body's bytes as given with only the headers named; answers { status, headers, text }. */
  function send({ method, url, token, bytes: payload, type, headers }) {
    requestsSent += 1;
    const named = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(type ? { 'Content-Type': type } : {}), ...headers, 'Content-Length': payload.length };
    return new Promise((resolve, reject) => {
      const call = httpRequest({ agent, host: '127.0.0.1', method, path: url, headers: named }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      call.on('error', reject);
      call.end(payload);
    });
  }

  describe.each(targets.map((target) => [`${routeKey(target.route)} as ${target.caller}`, target]))('%s', (name, { route, caller }) => {
    it('answers every malformed body with a JSON (sandbox: HTML) 2xx/4xx, without a stack or a path', { timeout: 120_000 }, async () => {
      const url = concreteUrl(route.path);
      // Minted per route from the current row, so a fuzzed change of the administrator's row shows as 401s, not a silent skip.
      const token = caller === 'admin' ? tokenFor(adminUser()) : null;
      const mine = [];
      for (const { label, body, bytes, type, headers } of bodiesFor(routeKey(route))) {
        const logged = captured.length;
        let problem;
        let response;
        try {
          response = await send({ method: route.method, url, token, bytes, type, headers });
          problem = answerProblem(response, url);
        } catch (error) {
          problem = `no answer: ${error.code ?? ''} ${error.message}`;
        }
        trimGrowth(route);
        const log = captured.slice(logged).map(describeLogged);
        if (problem || log.length > 0) {
          mine.push({
            request: `${route.method} ${url} as ${caller}: ${label}`,
            headers: { 'Content-Type': type ?? '(none)', ...headers },
            body: preview(body),
            problem: problem ?? 'the server logged an error',
            answer: response ? `${response.status} ${preview(response.text)}` : '(none)',
            log,
          });
        }
      }
      failures.push(...mine);
      expect(mine, `${mine.length} bad answers`).toEqual([]);
    });
  });

  describe(`after part ${part} of ${parts} of the fuzz`, () => {
    it('the server still answers quickly', async () => {
      const startedAt = Date.now();
      const response = await api.request.get('/api/usermanagement/get-member-types').set('Authorization', `Bearer ${tokenFor(adminUser())}`);
      expect(response.status).toBe(200);
      expect(Date.now() - startedAt).toBeLessThan(1000);
    });

    it('Object.prototype and Array.prototype are not polluted', () => {
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect({}.polluted).toBeUndefined();
      expect([].polluted).toBeUndefined();
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    });

    it('the data is still writable and serialisable', async () => {
      const token = tokenFor(adminUser());
      const current = await api.request.get('/api/para/globaldetails/3').set('Authorization', `Bearer ${token}`);
      expect(current.status).toBe(200);
      const written = await api.request.put('/api/para/globaldetails').set('Authorization', `Bearer ${token}`).send(current.body);
      expect(written.body.statusCode, JSON.stringify(written.body)).toBe('00');
      expect(() => JSON.stringify(api.db.getState())).not.toThrow();
      expect(() => JSON.parse(readFileSync(path.join(api.dataDir, 'db.json'), 'utf8'))).not.toThrow();
    });

    it('nothing was logged as an error outside the fuzzed requests', () => {
      expect(captured.map(describeLogged)).toEqual(failures.flatMap((failure) => failure.log));
    });
  });
}
