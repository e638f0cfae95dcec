import { configDefaults, defineConfig } from 'vitest/config';
import { TIMED_FILES } from './parts.mjs';
import { longestFirst } from '../setup/longestFirst';

/**
 * `E2E_PART`: 'untimed' runs every file but the timed ones, 'timed' only those; unset, all of them. run.mjs and
 * scripts/test.mjs run the untimed part first and then the timed files alone, with no test beside them to skew
 * a clock.
 */
const part = process.env.E2E_PART;

/** End-to-end tests: real Chromium against the built app and the real mock API (started in globalSetup). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: part === 'timed' ? TIMED_FILES : ['tests/e2e/**/*.e2e.ts'],
    exclude: part === 'untimed' ? [...configDefaults.exclude, ...TIMED_FILES] : configDefaults.exclude,
    environment: 'node',
    // The files mock no module: one module graph per worker, so Playwright and the support code load once per worker
    // rather than once per file (a few seconds of each file's start, while the other worker ran alone).
    isolate: false,
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    setupFiles: ['tests/e2e/support/failureScreenshots.ts', 'tests/e2e/support/apiCallCheck.ts'],
    // Two files at a time, each worker with its own API and app (globalSetup.ts): a browser test spends most of
    // its time waiting for the page, so a second one uses the idle core. E2E_WORKERS=1 runs them one by one.
    maxWorkers: part === 'timed' ? 1 : Number(process.env.E2E_WORKERS ?? 2),
    // The files that run longest (the accessibility sweep, then 30-50 s each) and the small files that run long for
    // their size (the API reference page and the login limits, 13-16 s: ordered by size they came last) start first,
    // so that the two workers end together on short files rather than one of them on a long one.
    sequence: {
      sequencer: longestFirst(['accessibility.e2e', 'tabs-and-toasts.e2e', 'phone-sweep.e2e', 'keyboard-journeys.e2e', 'shell-layout.e2e', 'api-docs.e2e', 'login.e2e']),
    },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
