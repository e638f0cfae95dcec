// `npm run serve` is production: it refuses to start without the secrets no development default may stand in
// for (saying how to make them, before it builds, seeds or writes anything), and on the demo data or an empty data
// dir unless PORTAL_DEMO=1 (before it builds); the app's pages carry a Content-Security-Policy that lets only the
// app's own scripts run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortalServer } from '../../scripts/lib/portal-server.mjs';
import { pagePolicy } from '../../scripts/lib/page-policy.mjs';
import { writeSeed } from '../../mock-api/seed/data-dir.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { SECRET } from './support.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dirs = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Runs the command with only these secrets set (blank ones unset) on a fresh data dir (`prepare` may fill it);
 * it must end on its own.
 */
function serve(secrets, prepare = () => {}) {
  const dataDir = tempDir('serve-data-');
  prepare(dataDir);
  const env = { ...process.env, JWT_SECRET: '', PAYMENT_MERCHANT_SECRET: '', PORTAL_DEMO: '', MOCK_API_DATA_DIR: dataDir, PORT: '0', ...secrets };
  const run = spawnSync(process.execPath, ['scripts/serve.mjs'], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
  return { ...run, output: `${run.stdout}${run.stderr}`, dataDir };
}

const MAKE_SECRET = [`node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"`, 'openssl rand -base64 48'];

// Each run starts a node process: seconds on a busy machine.
describe('npm run serve refuses to start without its secrets', { timeout: 30_000 }, () => {
  it('neither set: exits 1 naming both, says how to make them, and builds, seeds and writes nothing', () => {
    const run = serve({});
    expect(run.status).toBe(1);
    expect(run.output).toContain('npm run serve: not started.');
    expect(run.output).toContain('JWT_SECRET is not set');
    expect(run.output).toContain('PAYMENT_MERCHANT_SECRET is not set');
    for (const line of MAKE_SECRET) expect(run.output).toContain(line);
    expect(run.output).not.toContain('Building the app');
    expect(readdirSync(run.dataDir)).toEqual([]);
  });

  it('a JWT_SECRET under 32 characters is refused', () => {
    const run = serve({ JWT_SECRET: 'x'.repeat(31), PAYMENT_MERCHANT_SECRET: 'merchant-secret' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('JWT_SECRET is too short: it needs at least 32 characters.');
    expect(run.output).not.toContain('PAYMENT_MERCHANT_SECRET is not set');
    expect(existsSync(path.join(run.dataDir, 'jwt-secret'))).toBe(false);
  });

  it('without PAYMENT_MERCHANT_SECRET (blank counts as unset) it is refused', () => {
    const run = serve({ JWT_SECRET: SECRET, PAYMENT_MERCHANT_SECRET: '   ' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('PAYMENT_MERCHANT_SECRET is not set');
    expect(run.output).not.toContain('JWT_SECRET is');
    expect(readdirSync(run.dataDir)).toEqual([]);
  });

  it('a merchant secret shorter than the API accepts is refused before anything starts, in the same words as the API', () => {
    const run = serve({ JWT_SECRET: SECRET, PAYMENT_MERCHANT_SECRET: 'short-secret' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('PAYMENT_MERCHANT_SECRET is too short: it needs at least 16 characters.');
    expect(readdirSync(run.dataDir)).toEqual([]);
  });
});

describe('npm run serve refuses the demo data unasked', { timeout: 30_000 }, () => {
  const SECRETS = { JWT_SECRET: SECRET, PAYMENT_MERCHANT_SECRET: 'a-sandbox-merchant-secret', PAYMENT_GATEWAY: 'sandbox' };
  const WAYS_OUT = ['npm run seed -- --institute', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PORTAL_DEMO=1'];

  it('on the demo seed: exits 1 naming the accounts with published passwords and the ways out, before any build', () => {
    let before;
    const run = serve(SECRETS, (dataDir) => {
      writeSeed(dataDir);
      before = readFileSync(path.join(dataDir, 'db.json'), 'utf8');
    });
    expect(run.status).toBe(1);
    expect(run.output).toContain(`npm run serve: not started. NODE_ENV=production, yet ${buildSeed().users.length} accounts have a demo password published in the README`);
    for (const text of WAYS_OUT) expect(run.output).toContain(text);
    expect(run.output).not.toContain('Building the app');
    expect(readFileSync(path.join(run.dataDir, 'db.json'), 'utf8')).toBe(before);
  });

  it('on an empty data dir: exits 1 without writing the demo seed, before any build', () => {
    const run = serve(SECRETS);
    expect(run.status).toBe(1);
    expect(run.output).toContain('holds no data (db.json), and NODE_ENV=production does not write the demo seed unasked.');
    for (const text of WAYS_OUT) expect(run.output).toContain(text);
    expect(run.output).not.toContain('Building the app');
    expect(readdirSync(run.dataDir)).toEqual([]);
  });
});

describe("the app's pages carry a Content-Security-Policy", () => {
  const policy = (env) => pagePolicy(env);

  it('only the app\'s own scripts run; no eval, no framing, no plugins', () => {
    const directives = policy({});
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'");
  });

  it("forms go to this origin, and to a real gateway's checkout origin only when PAYMENT_CHECKOUT_URL names one", () => {
    expect(policy({})['form-action']).toEqual(["'self'"]);
    expect(policy({ PAYMENT_CHECKOUT_URL: 'https://sandbox.payhere.lk/pay/checkout' })['form-action']).toEqual(["'self'", 'https://sandbox.payhere.lk']);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'not a url', ''])
      expect(policy({ PAYMENT_CHECKOUT_URL: url })['form-action']).toEqual(["'self'"]);
  });

  it('is sent with index.html and the assets, while /api keeps the API\'s own headers', async () => {
    const distDir = tempDir('serve-dist-');
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(distDir, 'assets/app-Ab12Cd34.js'), 'export {};');
    const apiApp = (req, res) => res.status(200).set('Content-Security-Policy', "default-src 'none'").json({ api: true });
    const request = supertest(createPortalServer({ apiApp, distDir, env: {} }));
    for (const url of ['/', '/member/member-dashboard', '/assets/app-Ab12Cd34.js']) {
      const response = await request.get(url);
      expect(response.status).toBe(200);
      const header = response.headers['content-security-policy'];
      expect(header).toContain("script-src 'self';");
      expect(header).toContain("frame-ancestors 'none'");
      expect(header).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    const answer = await request.get('/api/anything');
    expect(answer.body).toEqual({ api: true });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
  });
});
