// `npm run test:e2e [files or vitest options]`: the end-to-end tests alone, in Chromium (found or installed as
// `npm test` does), against a fresh build, the mock API and vite preview (tests/e2e/support/globalSetup.ts).
// Without arguments: every file but the timed ones side by side, then the timed ones alone (vitest.config.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
import { E2E_PARTS } from './parts.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(`e2e: not run: ${chromium.reason}`);
  process.exit(1);
}
const args = process.argv.slice(2);
const vitest = (env) =>
  spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

if (args.length > 0) process.exit(vitest({}));
// every part runs, even after one failed
const statuses = E2E_PARTS.map((part) => vitest(part.env));
process.exit(statuses.find((status) => status !== 0) ?? 0);
