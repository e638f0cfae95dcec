// Finds Chromium for the end-to-end tests; on a fresh Debian machine (as root) installs Debian's package,
// because test tools' own browser downloads cannot reach their hosts here.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEFAULT_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? DEFAULT_PATH;
  if (existsSync(wanted)) return { ok: true, path: wanted };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.env.CHROMIUM_PATH || !isRoot || !existsSync('/usr/bin/apt-get')) {
    return { ok: false, reason: `Chromium not found at ${wanted}: install it (apt-get install -y chromium) or set CHROMIUM_PATH` };
  }
  console.log("Installing Debian's chromium for the end-to-end tests (apt-get)...");
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (run(['update', '-qq']) && run(['install', '-y', '-qq', 'chromium']) && existsSync(DEFAULT_PATH)) return { ok: true, path: DEFAULT_PATH };
  return { ok: false, reason: 'apt-get could not install chromium' };
}
