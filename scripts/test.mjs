// `npm test`: type check, unit + component + API tests, then end-to-end tests in Chromium.
// Ends with one line `N passed, N failed` (CI reads it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
let passed = 0;
let failed = 0;
const startedAt = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
/** CPU seconds of the finished child processes so far (user + system, from /proc; null where there is none). */
const childCpu = () => {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in the kernel's 100 Hz ticks
  } catch {
    return null;
  }
};
const cpuSince = (before) => {
  const now = childCpu();
  return before === null || now === null ? '' : ` (CPU ${Math.round(now - before)} s)`;
};

/** Runs one stage and prints its wall time (the house limit is on the whole command: see README, Tests). */
const run = (label, args) => {
  console.log(`\n=== ${label}`);
  const stageStart = Date.now();
  const cpuBefore = childCpu();
  const ok = spawnSync(process.execPath, args, { stdio: 'inherit' }).status === 0;
  console.log(`stage ${label}: ${seconds(stageStart)}${cpuSince(cpuBefore)}`);
  return ok;
};

/** Runs vitest with a JSON report and adds its counts; a run that reports nothing counts as one failure. */
const vitest = (label, extraArgs) => {
  const report = path.join(reportDir, `${label}.json`);
  run(label, ['node_modules/vitest/vitest.mjs', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) {
    failed += 1;
    console.log(`${label}: no report written`);
    return;
  }
  const { numPassedTests, numFailedTests, testResults } = JSON.parse(readFileSync(report, 'utf8'));
  const brokenFiles = testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  passed += numPassedTests;
  failed += numFailedTests + brokenFiles;
  console.log(`${label}: ${numPassedTests} passed, ${numFailedTests + brokenFiles} failed`);
};

if (run('type check (tsc --noEmit)', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'])) passed += 1;
else failed += 1;

vitest('unit-component-api', ['--project', 'unit', '--project', 'unit-isolated', '--project', 'api']);
if (!process.env.SKIP_E2E) {
  const chromium = ensureChromium();
  if (chromium.ok) vitest('e2e', ['--config', 'tests/e2e/vitest.config.ts']);
  else {
    failed += 1;
    console.log(`e2e: not run: ${chromium.reason}`);
  }
}

console.log(`\ntotal: ${seconds(startedAt)}${cpuSince(0)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
