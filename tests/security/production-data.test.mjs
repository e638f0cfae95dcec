// The demo data never survives NODE_ENV=production unasked: its accounts' passwords are published in the README.
// A production start refuses data in which any account still has one, and an empty data dir (which it would fill
// with the demo seed), saying the two ways out; PORTAL_DEMO=1 keeps the demo data knowingly, with a warning. A real
// institute starts from `npm run seed -- --institute`: the configuration and one administrator from ADMIN_EMAIL and
// ADMIN_PASSWORD, nobody else. Development is unchanged.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../mock-api/app.mjs';
import { ConfigError } from '../../mock-api/lib/auth/jwt-secret.mjs';
import { writeSeed } from '../../mock-api/seed/data-dir.mjs';
import { JOURNAL_KEY } from '../../mock-api/lib/storage/snapshot.mjs';
import { updateUser } from '../../mock-api/lib/users/users.mjs';
import { BCRYPT_COST } from '../../mock-api/lib/constants.mjs';
import { MSG } from '../../mock-api/lib/common-texts.mjs';
import { MASTER_STATUS } from '../../src/domain/masterDataRules.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { DEMO_PASSWORDS } from '../../mock-api/seed/people.mjs';
import { seedSaltOf } from '../../mock-api/seed/hash.mjs';
import { STARTS_EMPTY } from '../../mock-api/seed/institute.mjs';
import { instituteAdminOf } from '../../mock-api/seed/institute-admin.mjs';
import { overwriteProblem, seedOptionsOf } from '../../mock-api/seed/cli-options.mjs';
import { DEMO } from '../api/helpers.mjs';
import { SECRET, registeredRoutes } from './support.mjs';

// Counts the bcrypt hashes made (the wrapper calls the real one), to show the start check makes none per account.
vi.mock('../../mock-api/lib/auth/bcrypt-impl.mjs', async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, hashSync: vi.fn(actual.hashSync) };
});

const root = path.resolve(import.meta.dirname, '../..');
// The built-in sandbox as the card gateway: PayHere's settings are another test's concern (payment-gateway.test.mjs).
const PRODUCTION = Object.freeze({ NODE_ENV: 'production', JWT_SECRET: SECRET, PAYMENT_MERCHANT_SECRET: 'production-data-test-merchant-secret', PAYMENT_GATEWAY: 'sandbox' });
const ADMIN = Object.freeze({ email: 'registrar@institute.lk', password: 'Lotus-Pond-2026' });
const WAYS_OUT = ['npm run seed -- --institute', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PORTAL_DEMO=1'];
const DEMO_SEED = buildSeed();

const dirs = [];
const tempDir = (prefix = 'production-data-') => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const apis = [];
afterAll(() => {
  for (const api of apis) api.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** createApp with a log that keeps what it prints; closed after the file. */
function start(dataDir, env) {
  const printed = [];
  const api = createApp({ dataDir, env, log: { error: (...args) => printed.push(args.join(' ')) } });
  apis.push(api);
  return { ...api, printed, request: supertest(api.app) };
}

/** The ConfigError a start throws (fails the test when it starts). */
function refusal(dataDir, env) {
  try {
    start(dataDir, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error.message;
  }
  throw new Error('the API started');
}

/** A data dir holding the demo seed (written once, copied for each use: a start may write into it). */
let demoTemplate;
const demoDataDir = () => {
  if (!demoTemplate) writeSeed((demoTemplate = tempDir()));
  const dir = tempDir();
  cpSync(demoTemplate, dir, { recursive: true });
  return dir;
};

/** Every file of a data dir with a digest of its bytes, to show a refused start wrote nothing. */
const snapshotOf = (dir) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true })
      .sort()
      .map((name) => {
        const file = path.join(dir, name);
        return [name, statSync(file).isDirectory() ? 'folder' : createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );

const signin = (request, username, password) => request.post('/api/auth/signin').send({ username, password });

// Each test builds whole APIs on seeded data: seconds on a busy 2-core machine, beyond vitest's default 5 s.
describe('NODE_ENV=production on the demo data', { timeout: 30_000 }, () => {
  it('refuses to start, naming how many accounts have a published password and the two ways out; nothing is written', () => {
    const dataDir = demoDataDir();
    const before = snapshotOf(dataDir);
    const message = refusal(dataDir, PRODUCTION);
    expect(message).toContain(`NODE_ENV=production, yet ${DEMO_SEED.users.length} accounts have a demo password published in the README`);
    for (const text of WAYS_OUT) expect(message).toContain(text);
    expect(snapshotOf(dataDir)).toEqual(before);
  });

  it('PORTAL_DEMO=1 keeps the demo data knowingly: it starts, warns that the demo accounts are active, and they sign in', async () => {
    const api = start(demoDataDir(), { ...PRODUCTION, PORTAL_DEMO: '1' });
    expect(api.printed).toEqual([
      `Warning: demo accounts with published passwords are active (PORTAL_DEMO=1): ${DEMO_SEED.users.length} accounts have a password from the README that anyone may sign in with. Keep no real members' data here.`,
    ]);
    const response = await signin(api.request, DEMO.admin.username, DEMO.admin.password);
    expect(response.body.token).toEqual(expect.any(String));
  });

  it('only PORTAL_DEMO=1 says so', () => {
    for (const value of ['', '0', 'true', 'yes']) expect(refusal(demoDataDir(), { ...PRODUCTION, PORTAL_DEMO: value })).toContain('PORTAL_DEMO=1');
  });

  it('counts the data as the journal leaves it: passwords changed since db.json was written count no more, one left counts', () => {
    const dataDir = demoDataDir();
    const dev = start(dataDir, { JWT_SECRET: SECRET });
    const kept = DEMO_SEED.users[5].userID;
    const ownHash = bcrypt.hashSync('Own-password-1', 4);
    for (const user of DEMO_SEED.users) if (user.userID !== kept) updateUser(dev.db, user.userID, { passwordHash: ownHash });
    dev.persistence.flush();
    // A copy as a killed API leaves it: the changes in the journal only.
    const killed = tempDir();
    cpSync(dataDir, killed, { recursive: true });
    expect(JSON.parse(readFileSync(path.join(killed, 'db.json'), 'utf8')).users.find((user) => user.userID !== kept).passwordHash).not.toBe(ownHash);
    expect(refusal(killed, PRODUCTION)).toContain('NODE_ENV=production, yet 1 account has a demo password published in the README');
    updateUser(dev.db, kept, { passwordHash: ownHash });
    dev.persistence.flush();
    const changed = tempDir();
    cpSync(dataDir, changed, { recursive: true });
    expect(start(changed, PRODUCTION).printed).toEqual([]);
  });

  it('compares hashes only: no bcrypt per account, and none at all for data without a demo hash', async () => {
    vi.resetModules(); // a fresh seed hash cache, so every hash the check makes is counted
    const { hashSync } = await import('../../mock-api/lib/auth/bcrypt-impl.mjs');
    const { demoAccountCount } = await import('../../mock-api/seed/demo-data.mjs');
    hashSync.mockClear();
    const many = Array.from({ length: 20 }, () => DEMO_SEED.users).flat();
    expect(demoAccountCount(many)).toBe(many.length);
    expect(hashSync.mock.calls.length).toBeLessThanOrEqual(DEMO_PASSWORDS.length);
    vi.resetModules();
    const fresh = await import('../../mock-api/seed/demo-data.mjs');
    const { hashSync: freshHashSync } = await import('../../mock-api/lib/auth/bcrypt-impl.mjs');
    freshHashSync.mockClear();
    const ownHash = bcrypt.hashSync('Own-password-1', 4);
    expect(fresh.demoAccountCount(many.map((user) => ({ ...user, passwordHash: ownHash })))).toBe(0);
    expect(freshHashSync).not.toHaveBeenCalled();
  });
});

describe('NODE_ENV=production on an empty data dir', { timeout: 30_000 }, () => {
  it('refuses to write the demo seed unasked, with the same two ways out; nothing is written', () => {
    const dataDir = tempDir();
    const message = refusal(dataDir, PRODUCTION);
    expect(message).toContain(`${dataDir} holds no data (db.json), and NODE_ENV=production does not write the demo seed unasked.`);
    for (const text of WAYS_OUT) expect(message).toContain(text);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('with PORTAL_DEMO=1 writes the demo seed and warns', () => {
    const dataDir = tempDir();
    const api = start(dataDir, { ...PRODUCTION, PORTAL_DEMO: '1' });
    expect(api.db.get('users').value()).toHaveLength(DEMO_SEED.users.length);
    expect(api.printed[0]).toContain('Warning: demo accounts with published passwords are active (PORTAL_DEMO=1)');
  });
});

describe('development is unchanged', { timeout: 30_000 }, () => {
  it('an empty data dir gets the demo seed and the API starts without a word, as on the demo data', () => {
    const api = start(tempDir(), { JWT_SECRET: SECRET });
    expect(api.db.get('users').value()).toHaveLength(DEMO_SEED.users.length);
    expect(start(demoDataDir(), {}).printed).toEqual([]);
    expect(api.printed).toEqual([]);
  });
});

/** `npm run seed -- <args>` with these administrator variables on dataDir. */
const runSeed = (args, dataDir, admin) =>
  spawnSync(process.execPath, ['mock-api/seed-cli.mjs', ...args], {
    cwd: root,
    env: { ...process.env, MOCK_API_DATA_DIR: dataDir, ADMIN_EMAIL: admin.email ?? '', ADMIN_PASSWORD: admin.password ?? '' },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm run seed -- --institute', { timeout: 60_000 }, () => {
  let seeded;
  let db;
  beforeAll(() => {
    seeded = tempDir();
    const run = runSeed(['--institute'], seeded, ADMIN);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`for a real institute, without demo people`);
    expect(run.stdout).toContain(`Sign in as ${ADMIN.email} with ADMIN_PASSWORD.`);
    db = JSON.parse(readFileSync(path.join(seeded, 'db.json'), 'utf8'));
  });

  it('has exactly one account: the administrator from ADMIN_EMAIL, with a hash of ADMIN_PASSWORD at the runtime cost and a salt of its own', () => {
    expect(db.users).toHaveLength(1);
    const [admin] = db.users;
    expect(admin).toMatchObject({ userID: 1, username: ADMIN.email, email: ADMIN.email, userRoleID: 1, statusID: 2, failedLoginAttempts: 0 });
    expect(bcrypt.getRounds(admin.passwordHash)).toBe(BCRYPT_COST);
    expect(bcrypt.compareSync(ADMIN.password, admin.passwordHash)).toBe(true);
    expect(admin.passwordHash.startsWith(seedSaltOf(ADMIN.password))).toBe(false);
    expect(admin.expireDate > admin.createdAt.slice(0, 10)).toBe(true);
  });

  it('has no personal rows: no members, applicants, staff, records, payments, CPD, events, news, minutes, inquiries, mail or log', () => {
    for (const name of STARTS_EMPTY) expect(db[name], name).toEqual([]);
    expect(readdirSync(path.join(seeded, 'uploads'))).toEqual([]);
    expect(JSON.stringify(db)).not.toMatch(/(admin|member|applicant|nuwan|staff\d+|user\d+)@example\.org/);
  });

  it("has the demo seed's configuration: its collections, the built-in roles, menus, lookups, master data, chapters, fees and CPD settings", () => {
    const { [JOURNAL_KEY]: journal, ...rest } = db;
    expect(Object.keys(rest).sort()).toEqual(Object.keys(DEMO_SEED).sort());
    expect(rest.roles.map((role) => role.userRoleName)).toEqual(['Administrator', 'Applicant', 'Member']);
    expect(rest.roles).toEqual(DEMO_SEED.roles.slice(0, 3));
    const configuration = Object.keys(DEMO_SEED).filter((name) => !STARTS_EMPTY.includes(name) && !['users', 'roles', 'membershipFees', 'cpdSettings'].includes(name));
    for (const name of configuration) expect(rest[name], name).toEqual(DEMO_SEED[name]);
    const setUpBySystem = (rows) => rows.map((row) => ({ ...row, updatedBy: 'system' }));
    expect(rest.membershipFees).toEqual(setUpBySystem(DEMO_SEED.membershipFees));
    expect(rest.cpdSettings).toEqual(setUpBySystem(DEMO_SEED.cpdSettings));
  });

  describe('starts in production, and its administrator runs the institute', () => {
    let api;
    let admin;
    beforeAll(async () => {
      const dataDir = tempDir();
      cpSync(seeded, dataDir, { recursive: true });
      api = start(dataDir, PRODUCTION);
      const login = await signin(api.request, ADMIN.email, ADMIN.password);
      expect(login.body).toMatchObject({ statusCode: '00', User: { userid: 1, userRoleID: 1 } });
      const token = login.body.token;
      admin = {
        get: (url) => api.request.get(url).set('Authorization', `Bearer ${token}`),
        post: (url) => api.request.post(url).set('Authorization', `Bearer ${token}`),
        put: (url) => api.request.put(url).set('Authorization', `Bearer ${token}`),
      };
    });

    it('without a warning; the demo accounts do not exist', async () => {
      expect(api.printed).toEqual([]);
      expect((await signin(api.request, DEMO.admin.username, DEMO.admin.password)).status).toBe(401);
    });

    it('the admin dashboard answers with nothing to count', async () => {
      const counts = await admin.get('/api/dashboard/dashboardApplicationcounts');
      expect(counts.status).toBe(200);
      expect((await admin.get('/api/dashboard/get-member-details-for-dashboard')).status).toBe(200);
    });

    it('every GET route without a path parameter answers the administrator without a server error', async () => {
      const routes = registeredRoutes(api.app).filter((route) => route.method === 'GET' && !route.path.includes(':'));
      expect(routes.length).toBeGreaterThan(100);
      for (const route of routes) expect((await admin.get(route.path)).status, route.path).toBeLessThan(500);
    });

    it('master data lists its rows and takes a new one', async () => {
      const list = await admin.get('/api/para/country');
      expect(list.body).toMatchObject({ statusCode: '00', total: db.para_country.length });
      const saved = await admin.post('/api/para/gender').send({ code: 'TEEN', name: 'Teenagers', ageGroup: 'Kids', status: MASTER_STATUS.ACTIVE });
      expect(saved.body.statusCode, JSON.stringify(saved.body)).toBe('00');
    });

    it('creates a role and a staff account, authorizes it, and the new staff member signs in with the mailed password', async () => {
      const options = (await admin.get('/api/usermanagement/roleoptions')).body.map((option) => ({ ...option, ticked: [100, 120].includes(option.value) }));
      const role = await admin.post('/api/usermanagement/rolecreation').send({ userRoleName: 'Registrar', userRoleDescription: 'Keeps the member register', userRoleStatus: { value: 2, label: 'Approved' }, roleOptions: options });
      expect(role.body).toMatchObject({ status: 'Role created', statusCode: '00' });
      const email = 'desk@institute.lk';
      const created = await admin.post('/api/usermanagement/usercreation').send({ email, userRoleName: { value: role.body.userRoleID, label: 'Registrar' }, firstName: 'Sachini', lastName: 'Fonseka', userDescription: 'Membership desk' });
      expect(created.body).toMatchObject({ statusCode: '00', userID: 2 });
      const approved = await admin.put('/api/usermanagement/userauth').send({ userID: 2, username: email, firstName: 'Sachini', lastName: 'Fonseka', approve: 'approve' });
      expect(approved.body).toEqual({ status: 'User authorized', statusCode: '00' });
      const mails = (await admin.get('/api/mail/outbox').query({ to: email })).body.data;
      const mail = mails.find((sent) => sent.subject === 'Your institute portal account');
      const password = /Password: (\S+)/.exec(mail.body)[1];
      expect((await signin(api.request, email, password)).body).toMatchObject({ statusCode: '00', User: { userid: 2 } });
    });
  });

  it('refuses a demo password, in any case, with a clear message', () => {
    for (const password of DEMO_PASSWORDS) {
      for (const variant of [password, password.toUpperCase()]) {
        expect(instituteAdminOf({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: variant })).toEqual({ problems: ['ADMIN_PASSWORD is a demo password published in the README: choose one of your own.'] });
      }
    }
  });

  it("refuses a password the API's rule refuses, in the rule's words, and a missing e-mail or password or a wrong e-mail", () => {
    expect(instituteAdminOf({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: 'password' })).toEqual({ problems: [`ADMIN_PASSWORD: ${MSG.passwordWeak}.`] });
    expect(instituteAdminOf({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: 'Abc-123' })).toEqual({ problems: [`ADMIN_PASSWORD: ${MSG.passwordWeak}.`] });
    expect(instituteAdminOf({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: `A1${'x'.repeat(63)}` })).toEqual({ problems: [`ADMIN_PASSWORD: ${MSG.passwordTooLong}.`] });
    expect(instituteAdminOf({})).toEqual({
      problems: ["ADMIN_EMAIL is not set: the administrator's e-mail address, which is also the username.", "ADMIN_PASSWORD is not set: the administrator's first password."],
    });
    expect(instituteAdminOf({ ADMIN_EMAIL: 'registrar', ADMIN_PASSWORD: ADMIN.password })).toEqual({ problems: ['ADMIN_EMAIL "registrar" is not an e-mail address.'] });
    expect(instituteAdminOf({ ADMIN_EMAIL: ` ${ADMIN.email} `, ADMIN_PASSWORD: ADMIN.password })).toEqual({ email: ADMIN.email, password: ADMIN.password });
  });

  it('a refusal exits 2 with the problems and leaves the data as it was; --institute takes no --members', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'db.json'), '{"untouched":true}\n');
    const run = runSeed(['--institute'], dataDir, { email: ADMIN.email, password: 'Admin@123' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm run seed -- --institute: nothing was written.');
    expect(run.stderr).toContain('ADMIN_PASSWORD is a demo password published in the README: choose one of your own.');
    expect(readdirSync(dataDir)).toEqual(['db.json']);
    expect(readFileSync(path.join(dataDir, 'db.json'), 'utf8')).toBe('{"untouched":true}\n');
    expect(seedOptionsOf(['--institute'])).toEqual({ institute: true });
    expect(seedOptionsOf(['--institute', '--members', '200'])).toMatchObject({ problem: expect.stringContaining('--institute') });
  });

  it('never wipes a data dir by accident: --institute, or any seed with NODE_ENV=production, needs --replace over a db.json', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'db.json'), '{"realData":true}\n');
    const institute = runSeed(['--institute'], dataDir, ADMIN);
    expect(institute.status).toBe(2);
    expect(institute.stderr).toContain("npm run seed: a db.json is already there; add --replace to overwrite it with the institute's first data (every record in it is lost); nothing was written.");
    const production = spawnSync(process.execPath, ['mock-api/seed-cli.mjs'], { cwd: root, env: { ...process.env, MOCK_API_DATA_DIR: dataDir, NODE_ENV: 'production' }, encoding: 'utf8', timeout: 60_000 });
    expect(production.status).toBe(2);
    expect(production.stderr).toContain('NODE_ENV=production and a db.json is already there; add --replace');
    expect(readFileSync(path.join(dataDir, 'db.json'), 'utf8')).toBe('{"realData":true}\n');
    const replaced = runSeed(['--institute', '--replace'], dataDir, ADMIN);
    expect(replaced.status, replaced.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8')).users).toHaveLength(1);
    expect(seedOptionsOf(['--replace'])).toEqual({ members: undefined, replace: true });
    expect(overwriteProblem({}, true, {})).toBe('');
  });
});
