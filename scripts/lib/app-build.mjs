// The build the browser tests run against, as `npm test` (before its tests, beside the type check) and the browser
// tests' own set-up (tests/e2e/support/globalSetup.ts, for `npm run test:e2e`) make it.

/** `node <APP_BUILD_ARGS>` from the project's root. */
export const APP_BUILD_ARGS = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'];

/**
 * vitest sets NODE_ENV=test, which would make vite build React's development bundle (several times slower): the
 * browser tests run what users get.
 */
export const APP_BUILD_ENV = { NODE_ENV: 'production' };
