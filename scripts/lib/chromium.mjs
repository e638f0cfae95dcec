// Finds Chromium for the end-to-end tests; on a fresh Debian machine (as root) installs Debian's package,
// because test tools' own browser downloads cannot reach their hosts here.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Chromium's headless shell first: the same Blink and V8 without the full browser's windowing and GPU process, the
 * build Playwright itself runs headless tests on. On this 2-core machine it took a fifth less CPU for the same tests.
 * The full browser still serves when only it is installed.
 */
const CANDIDATES = [
  { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', debianPackage: 'chromium' },
];

/** The Chromium to drive: CHROMIUM_PATH, else the first of CANDIDATES installed (the headless shell's path if none is). */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? (CANDIDATES.find((candidate) => existsSync(candidate.path)) ?? CANDIDATES[0]).path;

/**
 * The Chromium the tests drive ({ ok, path }), installed with apt-get when none is. The caller's child processes
 * (the test workers) inherit its path as CHROMIUM_PATH.
 */
export function ensureChromium() {
  const found = chromiumPath();
  if (existsSync(found)) {
    process.env.CHROMIUM_PATH = found;
    return { ok: true, path: found };
  }
  if (process.env.CHROMIUM_PATH) return { ok: false, reason: `Chromium not found at CHROMIUM_PATH=${found}` };
  const [wanted] = CANDIDATES;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    return { ok: false, reason: `Chromium not found at ${wanted.path}: install it (apt-get install -y ${wanted.debianPackage}) or set CHROMIUM_PATH` };
  }
  console.log(`Installing Debian's ${wanted.debianPackage} for the end-to-end tests (apt-get)...`);
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (run(['update', '-qq']) && run(['install', '-y', '-qq', wanted.debianPackage]) && existsSync(wanted.path)) {
    process.env.CHROMIUM_PATH = wanted.path;
    return { ok: true, path: wanted.path };
  }
  return { ok: false, reason: `apt-get could not install ${wanted.debianPackage}` };
}
