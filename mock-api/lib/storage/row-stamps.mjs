// When each stored row last changed, for the caches that keep work per row (lib/storage/row-memo.mjs) and patch a
// sorted list instead of sorting it again (lib/storage/sorted-orders.mjs). lib/storage/persistence.mjs stamps every row a
// change records, when it is recorded and again when it is journaled (a row changed further in the same
// request is then still seen as changed). A change it cannot place on rows (a whole collection replaced,
// a change only the tests' check found) moves the epoch instead, which makes every kept row stale.
const stamps = new WeakMap();
let clock = 0;
let epoch = 0;

/** Marks rows as changed now. */
export function stampRows(rows) {
  clock += 1;
  for (const row of rows) if (row !== null && typeof row === 'object') stamps.set(row, clock);
}

/** When `row` last changed (0: not since the API started). */
export const stampOf = (row) => stamps.get(row) ?? 0;

/** Now, on the clock of stampOf: a row whose stamp is above a value read earlier changed since. */
export const clockNow = () => clock;

/** Every row may have changed. */
export function moveEpoch() {
  epoch += 1;
  clock += 1;
}

export const epochNow = () => epoch;
