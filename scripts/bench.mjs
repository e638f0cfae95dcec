// `npm run bench`: gzip size of the JavaScript a browser downloads to show /login and to reach the
// admin dashboard, beside a minimal one-resource react-admin app built in the same run.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { freePort, startChild, stopChild, waitForPort } from './lib/processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outMinimal = path.join(root, 'dist-bench/minimal');
const LOGIN_GOAL = 0.55;
const DASHBOARD_GOAL = 1.1;
/** The admin dashboard's charts chunk (Chartist and the chart specs), fetched only by that dashboard. */
const CHARTS_CHUNK = /\/AdminCharts-[\w-]+\.js$/;
const CHARTS_BUDGET_KIB = 12;
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Records every JavaScript response a page receives (unique URLs): their [path, gzip size] pairs. */
function recordScripts(page) {
  const seen = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || seen.has(response.url())) return;
    seen.set(response.url(), response.body().then(gz).catch(() => 0));
  });
  return async () => {
    const sizes = await Promise.all([...seen].map(async ([url, size]) => [new URL(url).pathname, await size]));
    // BENCH_DETAIL=1 lists each file, to see what a page pulls in.
    if (process.env.BENCH_DETAIL) for (const [name, size] of sizes.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(10)}  ${name}`);
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

console.log('Building the app and the minimal react-admin app...');
await build({ root, logLevel: 'error' });
await build({ root: path.join(root, 'scripts/bench/minimal-app'), plugins: [react()], logLevel: 'error', build: { outDir: outMinimal, emptyOutDir: true } });

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const [apiPort, webPort, minimalPort] = [await freePort(), await freePort(), await freePort()];
// vite's build() above sets NODE_ENV=production in this process; the mock API would then demand a JWT_SECRET.
const env = { MOCK_API_PORT: String(apiPort), MOCK_API_DATA_DIR: dataDir, PORT: String(webPort), NODE_ENV: 'development' };
const api = startChild('api', process.execPath, ['mock-api/server.mjs'], { env, quiet: true });
const web = startChild('web', process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(webPort), '--strictPort'], { env, quiet: true });
const minimalServer = await serveStatic(outMinimal, minimalPort);
await Promise.all([waitForPort(apiPort), waitForPort(webPort)]);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });

try {
  const measure = async (url, until) => {
    const page = await (await browser.newContext()).newPage();
    const total = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    if (until) await until(page);
    await page.waitForLoadState('networkidle');
    const sizes = await total();
    await page.context().close();
    return sizes;
  };
  const sum = (sizes) => sizes.reduce((total, [, size]) => total + size, 0);
  const minimal = sum(await measure(`http://127.0.0.1:${minimalPort}/`));
  const loginFiles = await measure(`http://127.0.0.1:${webPort}/login`);
  const dashboardFiles = await measure(`http://127.0.0.1:${webPort}/login`, async (page) => {
    await page.getByLabel('E-mail').fill('admin@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/member/admin-dashboard', { timeout: 30_000 });
    await page.getByRole('figure').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  });
  const [login, dashboard] = [sum(loginFiles), sum(dashboardFiles)];
  const charts = dashboardFiles.find(([name]) => CHARTS_CHUNK.test(name))?.[1] ?? 0;
  if (loginFiles.some(([name]) => CHARTS_CHUNK.test(name))) throw new Error('/login loaded the dashboard charts chunk');
  const row = (name, bytes, goal) => {
    const ratio = bytes / minimal;
    const verdict = goal ? (ratio <= goal ? `ok (goal <= ${goal} x)` : `OVER (goal <= ${goal} x)`) : '';
    console.log(`${name.padEnd(34)} ${kb(bytes).padStart(11)}  ${ratio.toFixed(2)} x  ${verdict}`);
  };
  console.log('\nJavaScript downloaded (gzip -9, unique files)');
  row('minimal react-admin app (1 resource)', minimal);
  row('/login', login, LOGIN_GOAL);
  row('/login -> admin dashboard', dashboard, DASHBOARD_GOAL);
  const chartsVerdict = charts > 0 && charts <= CHARTS_BUDGET_KIB * 1024 ? 'ok' : 'OVER';
  console.log(`${'admin dashboard charts chunk'.padEnd(34)} ${kb(charts).padStart(11)}          ${chartsVerdict} (budget <= ${CHARTS_BUDGET_KIB} KiB, loaded by that dashboard only)`);
} finally {
  await browser.close();
  minimalServer.close();
  stopChild(web);
  stopChild(api);
  rmSync(dataDir, { recursive: true, force: true });
}
