/** Browser tests that time the app against a clock (pages within 500 ms at 10,000 members): run alone. */
export const TIMED_FILES = ['tests/e2e/scale-10k.e2e.ts'];
