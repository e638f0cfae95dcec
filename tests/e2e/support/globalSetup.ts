import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { operationList, type ListedOperation } from '../../../mock-api/lib/contract/operation-match.mjs';
// @ts-expect-error plain ESM helper without types
import { freePort, startChild, stoppedChild, waitForPort } from '../../../scripts/lib/processes.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    /** The operations of the API's OpenAPI document, read once for the run (apiCalls.ts matches the browser's calls to them). */
    apiOperations: ListedOperation[];
  }
}

/** Builds the app once, starts the mock API on fresh seed data and serves the build through vite preview. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../../..');
  if (!process.env.E2E_SKIP_BUILD) {
    // vitest sets NODE_ENV=test, which would make vite build React's development bundle (several times slower):
    // the browser tests run what users get
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const apiPort: number = await freePort();
  const webPort: number = await freePort();
  const env = { MOCK_API_PORT: String(apiPort), MOCK_API_DATA_DIR: dataDir, PORT: String(webPort) };
  const api = startChild('e2e-api', process.execPath, [path.join(root, 'mock-api/server.mjs')], { env, quiet: true });
  await waitForPort(apiPort);
  const web = startChild(
    'e2e-web',
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(webPort), '--strictPort'],
    { env, quiet: true },
  );
  await waitForPort(webPort);
  const stop = async () => {
    // the API folds its journal into the data dir as it stops: removing the dir before then fails (ENOTEMPTY)
    await Promise.all([stoppedChild(web), stoppedChild(api)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  project.provide('baseUrl', `http://127.0.0.1:${webPort}`);
  project.provide('apiUrl', `http://127.0.0.1:${apiPort}/api`);
  try {
    const document = await fetch(`http://127.0.0.1:${apiPort}/api/openapi.json`);
    if (!document.ok) throw new Error(`GET /api/openapi.json answered ${document.status}`);
    project.provide('apiOperations', operationList(await document.json()));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
