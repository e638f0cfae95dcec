import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { APP_BUILD_ARGS, APP_BUILD_ENV } from '../../../scripts/lib/app-build.mjs';
import { operationList, type ListedOperation } from '../../../mock-api/lib/contract/operation-match.mjs';
import { BCRYPT_MIN_COST } from '../../../mock-api/lib/auth/bcrypt-cost.mjs';
// @ts-expect-error plain ESM helper without types
import { freePort, startChild, stoppedChild, waitForPort } from '../../../scripts/lib/processes.mjs';

/** The app (vite preview, proxying /api) and the mock API one test worker talks to. */
export interface WorkerServers {
  baseUrl: string;
  apiUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One pair per test worker, in the order of VITEST_POOL_ID (browser.ts picks its own). */
    servers: WorkerServers[];
    /** The operations of the API's OpenAPI document, read once for the run (apiCalls.ts matches the browser's calls to them). */
    apiOperations: ListedOperation[];
  }
}

/** Starts one mock API on fresh seed data and one vite preview of the build proxying /api to it. */
async function startServers(root: string, name: string): Promise<{ servers: WorkerServers; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const apiPort: number = await freePort();
  const webPort: number = await freePort();
  // No renewal reminders by the clock: a browser test's outbox holds only what it caused (a journey runs them itself).
  // bcrypt at its floor, as in the API tests: the browser tests sign in hundreds of times, none of them about bcrypt.
  const env = { MOCK_API_PORT: String(apiPort), MOCK_API_DATA_DIR: dataDir, PORT: String(webPort), REMINDER_INTERVAL_MS: '0', BCRYPT_COST: String(BCRYPT_MIN_COST) };
  const api = startChild(`${name}-api`, process.execPath, [path.join(root, 'mock-api/server.mjs')], { env, quiet: true });
  const web = startChild(
    `${name}-web`,
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(webPort), '--strictPort'],
    { env, quiet: true },
  );
  await Promise.all([waitForPort(apiPort), waitForPort(webPort)]);
  const stop = async () => {
    // the API folds its journal into the data dir as it stops: removing the dir before then fails (ENOTEMPTY)
    await Promise.all([stoppedChild(web), stoppedChild(api)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { servers: { baseUrl: `http://127.0.0.1:${webPort}`, apiUrl: `http://127.0.0.1:${apiPort}/api` }, stop };
}

/**
 * Builds the app once, then gives each test worker servers of its own: files run side by side, and a file
 * never meets the rows, mails, rate limits or sign-ins another file running beside it leaves in the API.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../../..');
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(process.execPath, APP_BUILD_ARGS, { cwd: root, stdio: 'inherit', env: { ...process.env, ...APP_BUILD_ENV } });
  }
  // The timed files start an API and an app of their own, on their data at scale: a pair here would go unused.
  if (process.env.E2E_PART === 'timed') {
    project.provide('servers', []);
    project.provide('apiOperations', []);
    return undefined;
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.all(Array.from({ length: workers }, (_, index) => startServers(root, `e2e-${index + 1}`)));
  const stop = async () => {
    await Promise.all(started.map((pair) => pair.stop()));
  };
  project.provide('servers', started.map((pair) => pair.servers));
  try {
    const document = await fetch(`${started[0].servers.apiUrl}/openapi.json`);
    if (!document.ok) throw new Error(`GET /api/openapi.json answered ${document.status}`);
    project.provide('apiOperations', operationList(await document.json()));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
