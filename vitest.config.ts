import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { longestFirst } from './tests/setup/longestFirst';

const UNIT_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'];

/**
 * Whether a unit or component test file needs a module graph of its own: it replaces modules (vi.mock), or it reads
 * the colour an emotion rule gives a component (getComputedStyle(...).color) without an emotion cache of its own
 * (tests/components/app/support/ownStyleCache.tsx: jsdom cascades by sheet order, not by specificity, and the shared
 * graph's default cache keeps each rule where the first file to use it put it). A file that only spies on the app's
 * modules or objects (vi.spyOn, e.g. tests/components/app/support/http.ts, or Chartist's class in
 * tests/components/dashboard/chartRecorder.ts) needs none: the setup restores every spy after each test.
 */
const needsOwnGraph = (source: string): boolean =>
  /\bvi\.(do)?mock\(/.test(source) || (/\bgetComputedStyle\(.*\)\.color\b/.test(source) && !source.includes('ownStyleCache('));
const filesNeedingOwnGraph = (): string[] =>
  ['tests/unit', 'tests/components'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => `${folder}/${name}`)
      .filter((file) => needsOwnGraph(readFileSync(file, 'utf8'))),
  );
const ISOLATED = filesNeedingOwnGraph();

const JSDOM_TESTS = {
  // Component tests drive react-admin in jsdom; on a busy 2-core machine a few take several seconds.
  testTimeout: 20_000,
  // Rendering allocates a great many short-lived objects: with room for 64 MB of them (V8's own limit is smaller)
  // the young generation is collected less often, a tenth less CPU for these tests (the API tests gained nothing).
  execArgv: ['--max-semi-space-size=64'],
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup/jsdom.ts'],
};

export default defineConfig({
  plugins: [react()],
  test: {
    // One test file per core (vitest's default leaves one core idle: on this 2-core machine it ran one file at a time).
    maxWorkers: availableParallelism(),
    // the fuzz's parts (about a minute each) and the access matrix: short files that run longest
    sequence: { sequencer: longestFirst(['tests/security/fuzz-part-', 'tests/security/access-matrix.test.mjs']) },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...JSDOM_TESTS,
          include: UNIT_FILES,
          exclude: ISOLATED,
          // The other files share one module graph per worker: react-admin, MUI and the app are
          // evaluated once per worker instead of once per file (about a third of the component tests' time).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', ...JSDOM_TESTS, include: ISOLATED },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.{ts,mts,js,mjs}', 'tests/security/**/*.test.{ts,mts,js,mjs}'],
          environment: 'node',
          globalSetup: ['tests/setup/runTempDir.ts'],
          // The API tests mock no module and each starts its own API on its own data dir: one module graph per
          // worker, not per file (importing json-server and express for each of ~85 files took ~95 s of the run).
          isolate: false,
          // The mock API's own modules load as plain Node ESM, as `npm run mock-api` runs them, rather than each
          // transformed by Vite (which took seconds of each worker's first file): the tests mock none of them.
          server: { deps: { external: [/\/mock-api\//] } },
          // Every change a route makes must be recorded for the journal (mock-api/lib/storage/change-check.mjs).
          env: { MOCK_API_CHECK_JOURNAL: '1', MOCK_API_CHECK_CONTRACT: '1' },
        },
      },
    ],
  },
});
