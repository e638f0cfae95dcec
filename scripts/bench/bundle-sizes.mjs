// Bench section "sizes": the gzip size of the JavaScript a browser downloads to show /login and to reach the
// admin dashboard, beside a minimal one-resource react-admin app built in the same run (the yardstick).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { freePort } from '../lib/processes.mjs';
import { kib } from './table.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outMinimal = path.join(root, 'dist-bench/minimal');
/** Goals, as a share of the minimal react-admin app's JavaScript. */
const LOGIN_GOAL = 0.45;
const DASHBOARD_GOAL = 1.0;
/** The admin dashboard's charts chunk (Chartist and the chart specs), fetched only by that dashboard. */
const CHARTS_CHUNK = /\/AdminCharts-[\w-]+\.js$/;
const CHARTS_BUDGET_KIB = 12;

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Records every JavaScript response a page receives (unique URLs): their [path, gzip size] pairs. */
function recordScripts(page) {
  const seen = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || seen.has(response.url())) return;
    seen.set(response.url(), response.body().then(gz).catch(() => 0));
  });
  return async (title) => {
    const sizes = await Promise.all([...seen].map(async ([url, size]) => [new URL(url).pathname, await size]));
    // BENCH_DETAIL=1 lists each file, to see what a page pulls in.
    if (process.env.BENCH_DETAIL) {
      console.log(`${title}:`);
      for (const [name, size] of sizes.sort((a, b) => b[1] - a[1])) console.log(`  ${kib(size).padStart(10)}  ${name}`);
    }
    return sizes;
  };
}

function serveStatic(dir, port) {
  const types = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const target = existsSync(file) && !file.endsWith('/') ? file : path.join(dir, 'index.html');
    res.setHeader('content-type', types[path.extname(target)] ?? 'application/octet-stream');
    res.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function minimalAppBytes(browser, measure) {
  await build({ root: path.join(root, 'scripts/bench/minimal-app'), plugins: [react()], logLevel: 'error', build: { outDir: outMinimal, emptyOutDir: true } });
  const server = await serveStatic(outMinimal, await freePort());
  try {
    return await measure(`http://127.0.0.1:${server.address().port}/`, 'minimal react-admin app');
  } finally {
    server.close();
  }
}

/** @param {{ browser: import('playwright-core').Browser, appUrl: string }} portal  @returns {Promise<import('./table.mjs').Section>} */
export async function bundleSizes({ browser, appUrl }) {
  const measure = async (url, title, until) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const total = recordScripts(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      if (until) await until(page);
      await page.waitForLoadState('networkidle');
      return await total(title);
    } finally {
      await context.close();
    }
  };
  const sum = (sizes) => sizes.reduce((total, [, size]) => total + size, 0);
  const minimal = sum(await minimalAppBytes(browser, measure));
  const loginFiles = await measure(`${appUrl}/login`, '/login');
  const dashboardFiles = await measure(`${appUrl}/login`, '/login -> admin dashboard', async (page) => {
    await page.getByLabel('E-mail').fill('admin@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/member/admin-dashboard', { timeout: 30_000 });
    await page.getByRole('figure').first().waitFor({ timeout: 30_000 });
  });
  if (loginFiles.some(([name]) => CHARTS_CHUNK.test(name))) throw new Error('/login loaded the dashboard charts chunk');
  const charts = dashboardFiles.find(([name]) => CHARTS_CHUNK.test(name))?.[1] ?? 0;
  const share = (bytes, goal) => ({ value: kib(bytes), detail: `${(bytes / minimal).toFixed(2)} x`, goal: `<= ${goal} x`, ok: bytes / minimal <= goal });
  return {
    title: 'JavaScript downloaded (gzip -9, unique files), vs the minimal react-admin app',
    rows: [
      { label: 'minimal react-admin app (1 resource)', value: kib(minimal), detail: '1.00 x' },
      { label: '/login', ...share(sum(loginFiles), LOGIN_GOAL) },
      { label: '/login -> admin dashboard, charts drawn', ...share(sum(dashboardFiles), DASHBOARD_GOAL) },
      { label: 'admin dashboard charts chunk', value: kib(charts), goal: `<= ${CHARTS_BUDGET_KIB} KiB`, ok: charts > 0 && charts <= CHARTS_BUDGET_KIB * 1024 },
    ],
    notes: ['the charts chunk is fetched by the admin dashboard only (checked: never by /login)'],
  };
}
