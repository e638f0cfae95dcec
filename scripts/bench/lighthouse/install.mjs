// Lighthouse and its ~150 packages (Puppeteer, Sentry, OpenTelemetry...) serve only this bench section, so they live in
// a package of their own, pinned by its own lockfile, rather than in the portal's: `npm ci` (and every CI run) stays
// lighter by a quarter of node_modules. The first `npm run bench` that measures Lighthouse installs them here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** Installs this folder's packages when they are missing; throws when npm cannot. */
export function ensureLighthouse() {
  if (existsSync(new URL('./node_modules/lighthouse/package.json', import.meta.url))) return;
  console.log('  installing Lighthouse for the bench (scripts/bench/lighthouse, once)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: HERE, stdio: 'inherit' });
  if (install.status !== 0) throw new Error(`npm ci in ${HERE} failed (exit ${install.status ?? install.signal})`);
}
