// The production build of the portal served as a user gets it (vite preview, which gzips, in front of the real
// mock API on a fresh data dir), and the Chromium the bench drives; shared by the bench's browser sections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { freePort, startChild, stopChild, waitForPort } from '../lib/processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Resolves when the child has exited (a killed server may still be writing its data dir until then). */
const exited = (child, timeoutMs = 10_000) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        child.once('exit', () => resolve(clearTimeout(timer)));
      });

export const buildPortal = () => build({ root, logLevel: 'error' });

/** Starts the API and vite preview of dist/ and Chromium; `stop()` ends all three and removes the data dir. */
export async function startPortal() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  // vite's build() sets NODE_ENV=production in this process; the mock API would then demand a JWT_SECRET.
  const env = { MOCK_API_PORT: String(apiPort), MOCK_API_DATA_DIR: dataDir, PORT: String(webPort), NODE_ENV: 'development' };
  const api = startChild('api', process.execPath, ['mock-api/server.mjs'], { env, quiet: true });
  const web = startChild('web', process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(webPort), '--strictPort'], { env, quiet: true });
  const stopServers = async () => {
    stopChild(web);
    stopChild(api);
    await Promise.all([exited(web), exited(api)]);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    await Promise.all([waitForPort(apiPort), waitForPort(webPort)]);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    return {
      browser,
      appUrl: `http://127.0.0.1:${webPort}`,
      stop: async () => {
        await browser.close();
        await stopServers();
      },
    };
  } catch (error) {
    await stopServers();
    throw error;
  }
}
