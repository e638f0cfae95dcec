import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, fillLogin, launchBrowser } from './support/browser';
// @ts-expect-error plain ESM helper without types
import { freePort, waitForPort } from '../../scripts/lib/processes.mjs';
// @ts-expect-error plain ESM test helper without types
import { pdfText } from '../api/pdf-text.mjs';
import { payWithApprovedCard } from './support/gateway';

/**
 * `npm run serve` as a host runs it: the real command on the build the e2e set-up made (its stamp is current, so
 * nothing is built again), with NODE_ENV=production. Pages, hashed assets and the API from one port; in
 * Chromium, under the pages' Content-Security-Policy, a sign-in lands on the dashboard, a member pays by card
 * through the sandbox (the result arrives over the event stream) and the finance user prints the receipt; a
 * stop folds the journal into db.json. Without PAYMENT_GATEWAY=sandbox there is no sandbox. It runs as a demo host
 * (PORTAL_DEMO=1, the demo seed); without that the same data is refused.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SECRETS = { JWT_SECRET: 'serve-e2e-secret-of-at-least-32-characters!', PAYMENT_MERCHANT_SECRET: 'serve-e2e-merchant-secret' };

interface Served {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** PayHere, the gateway production uses unless the sandbox is asked for: its settings are required. */
const PAYHERE = {
  PAYMENT_MERCHANT_ID: '1211149',
  PAYMENT_CHECKOUT_URL: 'https://sandbox.payhere.lk/pay/checkout',
  PAYMENT_NOTIFY_URL: 'https://portal.example.lk/api/application/payment-notify',
  PAYMENT_APP_URL: 'https://portal.example.lk',
};

/** The command on a fresh data dir: a demo host (PORTAL_DEMO=1), which gets the demo seed on its first start. */
async function startServe(env: Record<string, string>): Promise<Served> {
  const port: number = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-serve-'));
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, ...SECRETS, PAYMENT_GATEWAY: '', PORTAL_DEMO: '1', ...env, PORT: String(port), HOST: '127.0.0.1', MOCK_API_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await Promise.race([waitForPort(port), exited.then(() => Promise.reject(new Error(`npm run serve ended:\n${output}`)))]);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

const cspProblems = new WeakMap<Page, string[]>();
async function signedIn(browser: Browser, base: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  cspProblems.set(page, problems);
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

const indexHtml = () => readFileSync(path.join(root, 'dist/index.html'), 'utf8');
const entryScript = () => /<script type="module" crossorigin src="([^"]+)"/.exec(indexHtml())?.[1] ?? '';

let served: Served;
let browser: Browser;
beforeAll(async () => {
  served = await startServe({ PAYMENT_GATEWAY: 'sandbox' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await served?.stop();
  if (served) rmSync(served.dataDir, { recursive: true, force: true });
});

describe('npm run serve', () => {
  it('starts on the current build without building it again, in production', () => {
    expect(served.output()).toContain('(NODE_ENV=production)');
    expect(served.output()).toContain(served.url);
    expect(served.output()).not.toContain('Building the app');
  });

  it('as a demo host (PORTAL_DEMO=1): the demo seed written on the first start, with a warning that its accounts are active', () => {
    expect(served.output()).toContain('(first start: the demo seed was written, as PORTAL_DEMO=1 asks)');
    expect(served.output()).toContain('Warning: demo accounts with published passwords are active (PORTAL_DEMO=1)');
  });

  it('answers index.html at / and a deep link, and /login its page rendered at build time, asked after on each use, with the page policy', async () => {
    for (const [url, file] of [['/', 'index.html'], ['/login', 'login.html'], ['/member/memberrenewal', 'index.html']]) {
      const response = await fetch(`${served.url}${url}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(readFileSync(path.join(root, 'dist', file), 'utf8'));
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    }
  });

  it('serves the hashed assets for good, compressed', async () => {
    const script = entryScript();
    expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const [accepted, encoding] of [['br', 'br'], ['gzip', 'gzip']]) {
      const response = await fetch(`${served.url}${script}`, { headers: { 'Accept-Encoding': accepted } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-encoding')).toBe(encoding);
    }
  });

  it('serves the API under /api: a sign-in answers a token', async () => {
    const response = await fetch(`${served.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO.admin.email, password: DEMO.admin.password }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).token).toEqual(expect.any(String));
  });

  it('in Chromium a sign-in lands on the administrator\'s dashboard, nothing refused by the policy', async () => {
    const page = await signedIn(browser, served.url, DEMO.admin.email, DEMO.admin.password);
    expect(new URL(page.url()).pathname).toBe(DEMO.admin.landing);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Pending approvals').waitFor();
    expect(cspProblems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('a member pays by card through the sandbox, the result arrives, and finance prints the receipt PDF', async () => {
    const member = await signedIn(browser, served.url, 'user10@example.org', 'User@123');
    await member.goto('/member/memberrenewal');
    await member.getByRole('button', { name: 'Pay by card' }).click();
    await payWithApprovedCard(member, 'N Perera');
    await member.waitForURL((url) => url.pathname === '/member/memberrenewal' && url.searchParams.has('order_id'));
    await member.getByText('Payment approved. Thank you.').waitFor({ timeout: 20_000 });
    expect(cspProblems.get(member)).toEqual([]);
    await member.context().close();

    const finance = await signedIn(browser, served.url, 'staff04@example.org', 'User@123');
    await finance.goto('/member/approvetransaction');
    await finance.getByRole('textbox', { name: 'Search Data' }).fill('M0008');
    const row = finance.getByRole('row').filter({ hasText: 'M0008' }).filter({ hasText: 'Approved' }).first();
    const download = finance.waitForEvent('download');
    await row.getByRole('button', { name: 'Print' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d+ - Receipt\.pdf$/);
    expect(pdfText(await readFile((await file.path()) as string))).toContain('M0008');
    expect(cspProblems.get(finance)).toEqual([]);
    await finance.context().close();
  });

  it('stops on SIGTERM with exit code 0, its journal folded into db.json', async () => {
    expect(await served.stop()).toBe(0);
    const journals = readdirSync(served.dataDir).filter((name) => name.startsWith('journal-'));
    for (const journal of journals) expect(statSync(path.join(served.dataDir, journal)).size).toBe(0);
    const db = JSON.parse(readFileSync(path.join(served.dataDir, 'db.json'), 'utf8'));
    expect(db.paymentLog.some((order: { state?: string }) => order.state === 'approved')).toBe(true);
  });

  it('on the same data without PORTAL_DEMO=1 refuses to start: the demo accounts have published passwords', () => {
    const run = spawnSync(process.execPath, ['scripts/serve.mjs'], {
      cwd: root,
      env: { ...process.env, ...SECRETS, PAYMENT_GATEWAY: 'sandbox', PORTAL_DEMO: '', PORT: '0', HOST: '127.0.0.1', MOCK_API_DATA_DIR: served.dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/npm run serve: not started\. NODE_ENV=production, yet \d+ accounts have a demo password published in the README/);
    expect(run.stderr).toContain('npm run seed -- --institute');
    expect(run.stderr).toContain('PORTAL_DEMO=1');
  });
});


describe('npm run serve without PAYMENT_GATEWAY=sandbox', () => {
  it('has no card gateway sandbox', async () => {
    const plain = await startServe(PAYHERE);
    try {
      const response = await fetch(`${plain.url}/api/payment-sandbox/checkout`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
      // The API's own refusal of a path it does not serve (JSON: 404, or 401 for the anonymous caller), never the sandbox's page.
      expect([401, 404]).toContain(response.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      await plain.stop();
      rmSync(plain.dataDir, { recursive: true, force: true });
    }
  });
});
