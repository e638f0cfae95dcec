import { defineConfig } from 'vitest/config';

/** End-to-end tests: real Chromium against the built app and the real mock API (started in globalSetup). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    setupFiles: ['tests/e2e/support/failureScreenshots.ts', 'tests/e2e/support/apiCallCheck.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
