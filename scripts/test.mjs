// `npm test`: the type check, the API tests then the unit + component tests, and the end-to-end tests in Chromium,
// side by side; then the timed browser tests alone. Ends with one line `N passed, N failed` (CI reads it).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { childCpuSeconds } from './lib/child-cpu.mjs';
import { startStage } from './lib/test-stage.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
let passed = 0;
let failed = 0;
const startedAt = Date.now();
const timings = [];

/** Prints what a stage wrote and its times; the house limit is on the whole command (README, Tests). */
const report = (stage) => {
  console.log(`\n=== ${stage.label}`);
  process.stdout.write(stage.output);
  const line = `stage ${stage.label}: ${stage.seconds} s${stage.cpu === null ? '' : ` (CPU ${stage.cpu} s)`}`;
  timings.push(line);
  console.log(line);
};

const VITEST = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];
const vitestArgs = (label, extraArgs) => [...VITEST, `--outputFile.json=${path.join(reportDir, `${label}.json`)}`, ...extraArgs];

/** Adds a vitest stage's counts from its JSON report; a run that reports nothing counts as one failure. */
const count = (label) => {
  const file = path.join(reportDir, `${label}.json`);
  if (!existsSync(file)) {
    failed += 1;
    console.log(`${label}: no report written`);
    return;
  }
  const { numPassedTests, numFailedTests, testResults } = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = testResults.filter((result) => result.status === 'failed' && result.assertionResults.length === 0).length;
  passed += numPassedTests;
  failed += numFailedTests + brokenFiles;
  console.log(`${label}: ${numPassedTests} passed, ${numFailedTests + brokenFiles} failed`);
};

const chromium = process.env.SKIP_E2E ? null : ensureChromium();
// The browser tests mostly wait for pages: run beside the CPU-bound tests, they fill the cores' idle time. The API
// tests (node) and the unit and component tests (jsdom) run one after the other, each project set in its own
// vitest: in one vitest their workers kept switching between the two environments, re-importing everything
// (about a third more CPU).
const api = startStage('api', vitestArgs('api', ['--project', 'api']));
const running = [
  startStage('type check (tsc --noEmit)', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']),
  api,
  api.then(() => startStage('unit-component', vitestArgs('unit-component', ['--project', 'unit', '--project', 'unit-isolated']))),
  ...(chromium?.ok ? [startStage('e2e', vitestArgs('e2e', ['--config', 'tests/e2e/vitest.config.ts']), { E2E_PART: 'untimed' })] : []),
];
for (const pending of running) {
  const done = await pending;
  report(done);
  if (done.label.startsWith('type check')) {
    if (done.ok) passed += 1;
    else failed += 1;
  } else count(done.label);
}

if (chromium && !chromium.ok) {
  failed += 1;
  console.log(`e2e: not run: ${chromium.reason}`);
} else if (chromium) {
  // alone, so no other test's load skews their clocks; the e2e stage built the app
  const timed = await startStage('e2e-timed', vitestArgs('e2e-timed', ['--config', 'tests/e2e/vitest.config.ts']), { E2E_PART: 'timed', E2E_SKIP_BUILD: '1' });
  report(timed);
  count('e2e-timed');
}

console.log(`\n${timings.join('\n')}`);
const cpu = childCpuSeconds();
console.log(`total: ${Math.round((Date.now() - startedAt) / 1000)} s${cpu === null ? '' : ` (CPU ${Math.round(cpu)} s)`}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
