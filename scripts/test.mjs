// `npm test`: the type check, the app's build and the timed tests' data side by side, then the API tests, the unit +
// component tests, the end-to-end tests in Chromium (two files at a time) and the timed browser tests alone. Ends with
// one line `N passed, N failed` (CI reads it).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_BUILD_ARGS, APP_BUILD_ENV } from './lib/app-build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { childCpuSeconds } from './lib/child-cpu.mjs';
import { startStage } from './lib/test-stage.mjs';
import { typeCheckArgs } from './lib/type-check.mjs';
import { E2E_PARTS, SCALE_SEED_ARGS } from '../tests/e2e/parts.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
let passed = 0;
let failed = 0;
const startedAt = Date.now();
const timings = [];

/** Prints what a stage wrote (if kept) and its times; the house limit is on the whole command (README, Tests). */
const report = (stage) => {
  if (stage.output) console.log(`\n=== ${stage.label}\n${stage.output}`);
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
const tally = (stage) => {
  report(stage);
  if (stage.label.startsWith('type check')) {
    if (stage.ok) passed += 1;
    else failed += 1;
  } else count(stage.label);
};
// The test stages run one at a time: run side by side with the browser tests, the CPU-bound tests took longer in
// all (two cores shared by a dozen processes) and their short timeouts failed at random.
/** Runs a stage with its output going straight through, under its heading. */
const streamed = (label, args, env = {}) => {
  console.log(`\n=== ${label}`);
  return startStage(label, args, env, { stream: true });
};

// The type check, the browser tests' build and the timed tables' 10,000 members first, side by side and beside no
// test: together they take about 20 s and 40 CPU seconds; run beside the unit and component tests, the type check
// and the build made that stage 68 s longer (and its own CPU a third more), whatever idle core it seemed to leave.
const typeCheck = startStage('type check (tsc --noEmit)', typeCheckArgs());
const build = chromium?.ok ? startStage('build (vite build)', APP_BUILD_ARGS, APP_BUILD_ENV) : null;
// the timed tests, which run last and alone, take the seeded data dir over and remove it
const scaleDir = chromium?.ok ? mkdtempSync(path.join(tmpdir(), 'portal-scale-')) : null;
const scaleSeed = scaleDir ? startStage('seed (for e2e-timed)', SCALE_SEED_ARGS, { MOCK_API_DATA_DIR: scaleDir }) : null;
tally(await typeCheck);
const built = await build;
if (built) report(built);
const seeded = await scaleSeed;
if (seeded) report(seeded);
let handedOver = false;

tally(await streamed('api', vitestArgs('api', ['--project', 'api'])));
tally(await streamed('unit-component', vitestArgs('unit-component', ['--project', 'unit', '--project', 'unit-isolated'])));
if (chromium && !chromium.ok) {
  failed += 1;
  console.log(`e2e: not run: ${chromium.reason}`);
} else if (built && !built.ok) {
  failed += 1;
  console.log('e2e: not run: the build failed');
} else if (chromium) {
  for (const part of E2E_PARTS) {
    const env = { ...part.env, E2E_SKIP_BUILD: '1' };
    // without the seeded data the timed tests seed their own
    if (part.env.E2E_PART === 'timed' && seeded?.ok) {
      env.SCALE_E2E_DATA_DIR = scaleDir;
      handedOver = true;
    }
    tally(await streamed(part.label, vitestArgs(part.label, ['--config', 'tests/e2e/vitest.config.ts']), env));
  }
}
if (scaleDir && !handedOver) rmSync(scaleDir, { recursive: true, force: true });

console.log(`\n${timings.join('\n')}`);
const cpu = childCpuSeconds();
console.log(`total: ${Math.round((Date.now() - startedAt) / 1000)} s${cpu === null ? '' : ` (CPU ${Math.round(cpu)} s)`}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
