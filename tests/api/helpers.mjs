// Shared set-up for the API tests: a fresh mock API on a temp data dir, logins and tokens.
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { createApp } from '../../mock-api/app.mjs';
import { writeSeed } from '../../mock-api/seed/data-dir.mjs';
import { signToken } from '../../mock-api/lib/auth/tokens.mjs';
import { findUserByUsername } from '../../mock-api/lib/users/users.mjs';
import { BCRYPT_MIN_COST, bcryptCostOf } from '../../mock-api/lib/auth/bcrypt-cost.mjs';

export const DEMO = {
  admin: { username: 'admin@example.org', password: 'Admin@123', roleId: 1 },
  applicant: { username: 'applicant@example.org', password: 'Applicant@123', roleId: 21 },
  member: { username: 'member@example.org', password: 'Member@123', roleId: 22 },
};

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'mock-api-test-'));

/**
 * bcrypt's cost of the APIs started here, unless a test sets BCRYPT_COST (the tests of the runtime cost and of
 * parallel sign-ins that must overlap do): bcrypt's floor, a thousandth of a second a sign-in instead of a
 * twentieth, as Devise and Django run their tests. Production refuses it, so an API started with
 * NODE_ENV=production keeps the runtime cost.
 */
export const TEST_BCRYPT_COST = BCRYPT_MIN_COST;

/** The API's environment: `env` with the tests' bcrypt cost where it sets none and is no production. */
const testEnvOf = (env) => (env.NODE_ENV === 'production' || 'BCRYPT_COST' in env ? env : { BCRYPT_COST: String(TEST_BCRYPT_COST), ...env });

const seeded = new Map();
/**
 * A temp data dir holding the demo seed, as a fresh API at bcrypt `cost` would write it: copied from one seeded
 * once per test process and cost (building, writing and syncing the seed was half the work of starting each API).
 * Its files are hard links, as the seed's own are: stored files are only ever added or removed, never rewritten.
 */
export function seededDataDir(cost = TEST_BCRYPT_COST) {
  if (!seeded.has(cost)) {
    const template = tempDataDir();
    writeSeed(template, { bcryptCost: cost });
    seeded.set(cost, template);
    process.once('exit', () => rmSync(template, { recursive: true, force: true }));
  }
  const template = seeded.get(cost);
  const dataDir = tempDataDir();
  copyFileSync(path.join(template, 'db.json'), path.join(dataDir, 'db.json'));
  mkdirSync(path.join(dataDir, 'uploads'));
  for (const name of readdirSync(path.join(template, 'uploads'))) {
    const [from, to] = [path.join(template, 'uploads', name), path.join(dataDir, 'uploads', name)];
    try {
      linkSync(from, to);
    } catch {
      copyFileSync(from, to);
    }
  }
  return dataDir;
}

/** A mock API on its own temp data dir; env defaults to {} so the machine's variables do not leak in (TEST_BCRYPT_COST aside). */
export function startApi({ dataDir: given, env: asked = {}, now, log, prototypes, prototypeScreens, checkJournal, checkContract } = {}) {
  const env = testEnvOf(asked);
  const dataDir = given ?? seededDataDir(bcryptCostOf(env));
  const api = createApp({ dataDir, env, ...(now ? { now } : {}), ...(log ? { log } : {}), ...(prototypes ? { prototypes } : {}), ...(prototypeScreens ? { prototypeScreens } : {}), ...(checkJournal !== undefined ? { checkJournal } : {}), ...(checkContract !== undefined ? { checkContract } : {}) });
  const { request, close: closeClient } = clientOf(api.app);
  issuers.set(request, { db: api.db, config: api.config, now: now ?? Date.now });
  return {
    ...api,
    dataDir,
    request,
    cleanup: () => {
      const { problems } = api.persistence;
      closeClient();
      api.close();
      rmSync(dataDir, { recursive: true, force: true });
      // A change no route recorded would be lost at a restart (mock-api/lib/storage/change-check.mjs).
      if (problems.length > 0) throw new Error(`unrecorded changes:\n${problems.join('\n')}`);
      // An answer its route's contract does not allow (mock-api/lib/contract/answer-check.mjs).
      if (api.contractProblems.length > 0) throw new Error(`answers breaking their contract:\n${api.contractProblems.join('\n')}`);
    },
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/**
 * supertest calls to the app over one listening server and kept-alive connections: given the bare app, supertest
 * starts and stops a server for every call and opens a connection for each, about as much work as the call itself.
 */
function clientOf(app) {
  const server = createServer(app).listen(0, '127.0.0.1');
  const agent = new Agent({ keepAlive: true });
  const calls = supertest(server);
  const request = Object.fromEntries(METHODS.map((method) => [method, (url) => calls[method](url).agent(agent)]));
  const close = () => {
    agent.destroy();
    server.close();
    server.closeAllConnections();
  };
  return { request, close };
}

export const signin = (request, username, password) => request.post('/api/auth/signin').send({ username, password });

/** What an API started here signs its tokens with, by its client (tokenOf). */
const issuers = new WeakMap();

/**
 * A valid token of a demo account: for an API started here, the token its sign-in would issue now, signed
 * directly: most tests need only the token, not the sign-in's bcrypt work and log row (the tests of signing in
 * itself call signin).
 */
export async function tokenOf(request, who) {
  const { username, password } = DEMO[who];
  const issuer = issuers.get(request);
  const user = issuer && findUserByUsername(issuer.db, username);
  if (user) return signToken(user, { config: issuer.config, now: issuer.now });
  const response = await signin(request, username, password);
  if (!response.body.token) throw new Error(`login of ${username} failed: ${response.body.status}`);
  return response.body.token;
}

export const bearer = (token) => ({ Authorization: `Bearer ${token}` });

const adminTokens = new WeakMap();
/** An administrator's token for this API, signed in once (the outbox is the administrator's alone). */
async function adminTokenOf(request) {
  if (!adminTokens.has(request)) adminTokens.set(request, await tokenOf(request, 'admin'));
  return adminTokens.get(request);
}

/** The mails of the outbox for an address, newest first (read with an administrator's token). */
export async function mailsTo(request, to) {
  const response = await request.get('/api/mail/outbox').query({ to, perPage: 100 }).set(bearer(await adminTokenOf(request)));
  if (response.status !== 200) throw new Error(`outbox answered ${response.status}`);
  return response.body.data;
}

/** The newest mail of the outbox for an address. */
export async function latestMail(request, to) {
  return (await mailsTo(request, to))[0];
}

export const otpIn = (mail) => /\b(\d{6})\b/.exec(mail.body)?.[1];

/** supertest calls carrying a bearer token: `as(api.request, token).get('/api/...')`. */
export const as = (request, token) => ({
  get: (url) => request.get(url).set(bearer(token)),
  post: (url) => request.post(url).set(bearer(token)),
  put: (url) => request.put(url).set(bearer(token)),
  delete: (url) => request.delete(url).set(bearer(token)),
});

export const urlsOf = (loginBody) => loginBody.URLList.map((entry) => entry.url);

/** Every url of a UserMenu tree, depth first. */
export const menuUrlsOf = (items) => items.flatMap((item) => [...(item.url ? [item.url] : []), ...menuUrlsOf(item.children ?? [])]);

export const ALWAYS_ALLOWED = ['/select-option', '/user/password-reset', '/not-found', '/user/profile'];
