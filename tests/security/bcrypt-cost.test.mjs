// bcrypt's cost is one setting of the API (BCRYPT_COST, 10 unless set): every hash it makes, the seed it writes
// and the hash an unknown name is checked against share it, so the answer time tells no account apart at any cost.
// A cost below 10 is for test suites and never runs in production.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../mock-api/lib/auth/jwt-secret.mjs';
import { bcryptCostOf } from '../../mock-api/lib/auth/bcrypt-cost.mjs';
import { readConfig } from '../../mock-api/lib/config.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { demoAccountCount } from '../../mock-api/seed/demo-data.mjs';
import { seedPasswordHash, seedSaltOf } from '../../mock-api/seed/hash.mjs';
import { FILLER_PASSWORD } from '../../mock-api/seed/people.mjs';
import { DEMO, TEST_BCRYPT_COST, signin, startApi, tempDataDir } from '../api/helpers.mjs';

const costsOf = (users) => new Set(users.map((user) => bcrypt.getRounds(user.passwordHash)));

describe('BCRYPT_COST', () => {
  it('is 10 unset or empty, and read as a whole number from 4 to 14', () => {
    expect(bcryptCostOf({})).toBe(10);
    expect(bcryptCostOf({ BCRYPT_COST: '' })).toBe(10);
    expect(bcryptCostOf({ BCRYPT_COST: '4' })).toBe(4);
    expect(bcryptCostOf({ BCRYPT_COST: ' 12 ' })).toBe(12);
    expect(bcryptCostOf({ BCRYPT_COST: '14' })).toBe(14);
  });

  it.each(['3', '15', '31', 'ten', '4.5', '-5', '1e1'])('refuses %j, saying what it takes', (text) => {
    expect(() => bcryptCostOf({ BCRYPT_COST: text })).toThrow(ConfigError);
    expect(() => bcryptCostOf({ BCRYPT_COST: text })).toThrow(`BCRYPT_COST must be a whole number from 4 to 14; it is "${text}".`);
  });

  it('with NODE_ENV=production: never below 10, a higher cost allowed', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => bcryptCostOf({ ...production, BCRYPT_COST: '4' })).toThrow('BCRYPT_COST=4 is for test suites: with NODE_ENV=production passwords are hashed at cost 10 or more.');
    expect(() => bcryptCostOf({ ...production, BCRYPT_COST: '9' })).toThrow(ConfigError);
    expect(bcryptCostOf(production)).toBe(10);
    expect(bcryptCostOf({ ...production, BCRYPT_COST: '12' })).toBe(12);
  });

  it('is part of the configuration the API starts from', () => {
    expect(readConfig({ BCRYPT_COST: '5' }, tempDataDir()).bcryptCost).toBe(5);
    expect(readConfig({}, tempDataDir()).bcryptCost).toBe(10);
  });
});

describe('an API at a lower cost (the test suites)', () => {
  const api = startApi();
  afterAll(() => api.cleanup());

  it("runs at the tests' cost unless a test sets one", () => {
    expect(TEST_BCRYPT_COST).toBe(4);
    expect(api.config.bcryptCost).toBe(TEST_BCRYPT_COST);
  });

  it('every seeded account, the hash for unknown names and a new hash share it', async () => {
    expect(costsOf(api.db.get('users').value())).toEqual(new Set([TEST_BCRYPT_COST]));
    expect(bcrypt.getRounds(await api.passwords.forNobody())).toBe(TEST_BCRYPT_COST);
    expect(bcrypt.getRounds(await api.passwords.hash('Changed123'))).toBe(TEST_BCRYPT_COST);
  });

  it('the demo accounts sign in with their published passwords, and a wrong one is refused', async () => {
    const { username, password } = DEMO.member;
    expect((await signin(api.request, username, password)).body.statusCode).toBe('00');
    expect((await signin(api.request, username, 'Wrong123x')).status).toBe(401);
    expect((await signin(api.request, 'nobody@example.org', password)).status).toBe(401);
  });

  it('an empty data dir gets the seed at the API\'s cost', () => {
    const fresh = startApi({ dataDir: tempDataDir(), env: { BCRYPT_COST: '5' } });
    try {
      expect(costsOf(fresh.db.get('users').value())).toEqual(new Set([5]));
    } finally {
      fresh.cleanup();
    }
  });
});

describe('the seed at a cost', () => {
  const atRuntime = buildSeed();
  const atFloor = buildSeed({ bcryptCost: 4 });

  it('differs from the runtime seed in the password hashes alone, row for row and key for key', () => {
    const withoutHashes = (seed) => JSON.stringify({ ...seed, users: seed.users.map(({ passwordHash, ...user }) => user) });
    expect(withoutHashes(atFloor)).toBe(withoutHashes(atRuntime));
    expect(Object.keys(atFloor)).toEqual(Object.keys(atRuntime));
    expect(costsOf(atFloor.users)).toEqual(new Set([4]));
    expect(atFloor.users.find((user) => user.username === DEMO.admin.username).passwordHash).toBe(seedPasswordHash(DEMO.admin.password, 4));
  });

  it('its demo accounts are found at any cost the API runs at, as production checks for them', () => {
    expect(demoAccountCount(atFloor.users)).toBe(atFloor.users.length);
    const atTwelve = [{ passwordHash: seedPasswordHash(FILLER_PASSWORD, 12) }];
    expect(demoAccountCount(atTwelve)).toBe(1);
  });

  it('a hash with a demo salt at a cost beyond the range is no demo hash, and is not hashed to find out', () => {
    const beyond = `${seedSaltOf(FILLER_PASSWORD, 31)}${'A'.repeat(31)}`;
    // hashed at cost 31 it would take days: the answer coming at all is the check
    expect(demoAccountCount([{ passwordHash: beyond }])).toBe(0);
  });
});

describe('npm run seed at a cost', { timeout: 60_000 }, () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const seedAt = (cost, args = [], env = {}, dataDir = tempDataDir()) => {
    const run = spawnSync(process.execPath, ['mock-api/seed-cli.mjs', ...args], {
      cwd: root,
      env: { ...process.env, MOCK_API_DATA_DIR: dataDir, BCRYPT_COST: cost, ...env },
      encoding: 'utf8',
    });
    return { run, dataDir, users: () => JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8')).users };
  };

  it("writes the demo seed at the API's cost", () => {
    const { run, users } = seedAt('5');
    expect(run.status, run.stderr).toBe(0);
    expect(costsOf(users())).toEqual(new Set([5]));
  });

  it('refuses a cost out of range before writing anything', () => {
    const dataDir = tempDataDir();
    writeFileSync(path.join(dataDir, 'db.json'), '{"untouched":true}\n');
    const { run } = seedAt('3', ['--replace'], {}, dataDir);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm run seed: BCRYPT_COST must be a whole number from 4 to 14; it is "3". Nothing was written.');
    expect(readFileSync(path.join(dataDir, 'db.json'), 'utf8')).toBe('{"untouched":true}\n');
  });

  it("hashes a real institute's administrator at the runtime cost or more, whatever a test suite's cost says", () => {
    const admin = { ADMIN_EMAIL: 'registrar@institute.lk', ADMIN_PASSWORD: 'Lotus-Pond-2026' };
    const atFloor = seedAt('4', ['--institute'], admin);
    expect(atFloor.run.status, atFloor.run.stderr).toBe(0);
    expect(costsOf(atFloor.users())).toEqual(new Set([10]));
    const higher = seedAt('11', ['--institute'], admin);
    expect(higher.run.status, higher.run.stderr).toBe(0);
    expect(costsOf(higher.users())).toEqual(new Set([11]));
  });
});
