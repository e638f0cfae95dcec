/** Browser tests that time the app against a clock (pages within 500 ms at 10,000 members): run alone. */
export const TIMED_FILES = ['tests/e2e/scale-10k.e2e.ts'];

/** How many members the timed tables hold (SCALE_E2E_MEMBERS seeds fewer, 151..15000), and their seed's command. */
export const SCALE_MEMBERS = Number(process.env.SCALE_E2E_MEMBERS ?? 10_000);
export const SCALE_SEED_ARGS = ['tests/e2e/support/scaleSeed.mjs'];

/**
 * The browser suite in the order it runs (npm test and npm run test:e2e): every other file side by side, then the
 * timed ones alone, with no test beside them to skew a clock, on the app the first part built.
 */
export const E2E_PARTS = [
  { label: 'e2e', env: { E2E_PART: 'untimed' } },
  { label: 'e2e-timed', env: { E2E_PART: 'timed', E2E_SKIP_BUILD: '1' } },
];
