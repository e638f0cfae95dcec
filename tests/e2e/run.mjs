// `npm run test:e2e [files or vitest options]`: the end-to-end tests alone, in Chromium (found or installed as
// `npm test` does), against a fresh build, the mock API and vite preview (tests/e2e/support/globalSetup.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from '../../scripts/lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(`e2e: not run: ${chromium.reason}`);
  process.exit(1);
}
const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)];
const { status } = spawnSync(process.execPath, vitest, { cwd: root, stdio: 'inherit' });
process.exit(status ?? 1);
