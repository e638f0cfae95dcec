// The sorted orders of a list's rows, kept per rows array and sort. When a list's rows are built again after a
// change (lib/storage/indexes.mjs derived), the new order is the previous one with the changed rows taken out and put
// back where they now belong: a few passes over the rows and a binary search per changed row, instead of an
// n log n sort through the collator (at 10,000 members, ~60 ms after every member's edit).
import { epochNow, stampOf } from './row-stamps.mjs';
import { once, remembered } from './remembered.mjs';

/** What a cell shows: status objects ({value, label}) by their label. */
export const cellOf = (value) => (value !== null && typeof value === 'object' && 'label' in value ? value.label : value);

// One collator for every comparison: String#localeCompare with options builds one per call.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const isEmpty = (value) => value === null || value === undefined || value === '';

/** Empty cells (null, undefined, '') after every other and equal to each other, numbers by value, the rest as text. */
export const compareCells = (a, b) => {
  if (a === b) return 0;
  if (isEmpty(a)) return isEmpty(b) ? 0 : 1;
  if (isEmpty(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
};

/** Stable order of two cells at places `atA`, `atB`; empty cells last whichever the direction. */
const compareAt = (cellA, atA, cellB, atB, sign) => {
  if (isEmpty(cellA) || isEmpty(cellB)) return compareCells(cellA, cellB) || atA - atB;
  return sign * compareCells(cellA, cellB) || atA - atB;
};

const signOf = (direction) => (direction === 'desc' ? -1 : 1);

/** `rows` stably sorted by a column. */
export function sortedBy(rows, { column, direction }) {
  const sign = signOf(direction);
  return rows
    .map((row, at) => ({ row, at, cell: cellOf(row[column]) }))
    .sort((a, b) => compareAt(a.cell, a.at, b.cell, b.at, sign))
    .map(({ row }) => row);
}

const previousOf = new WeakMap();
const sortsOf = new WeakMap();
const setsOf = new WeakMap();
const placesOf = new WeakMap();

/**
 * Says that `rows` were built again from the data `previous` was built from, with the changes since `since`
 * ({ clock, epoch } of lib/storage/row-stamps.mjs when `previous` was built). Only one step back is kept.
 */
export function follows(rows, previous, since) {
  if (!Array.isArray(rows) || !Array.isArray(previous) || rows === previous) return;
  previousOf.delete(previous);
  previousOf.set(rows, { previous, since });
}

const setOf = (rows) => once(setsOf, rows, () => new Set(rows));
const placesIn = (rows) => once(placesOf, rows, () => new Map(rows.map((row, at) => [row, at])));

const changesOf = new WeakMap();
/** The rows new since the rows they follow, or changed in place since (the same for every sorted order). */
const changedSince = (rows, { previous, since }) =>
  once(changesOf, rows, () => {
    const previousRows = setOf(previous);
    return rows.filter((row) => !previousRows.has(row) || stampOf(row) > since.clock);
  });

/** More changed rows than this and a full sort is as quick. */
const patchLimit = (count) => Math.max(32, count >> 5);

/** The previous order without the rows changed since, each changed row put back by binary search; null when unknown. */
function patchedOrder(rows, sortKey, { column, direction }) {
  const lineage = previousOf.get(rows);
  const before = lineage && sortsOf.get(lineage.previous)?.get(sortKey);
  if (!before || lineage.since.epoch !== epochNow()) return null;
  const changed = changedSince(rows, lineage);
  if (changed.length > patchLimit(rows.length)) return null;
  const places = placesIn(rows);
  const changedRows = setOf(changed);
  const order = before.filter((row) => places.has(row) && !changedRows.has(row));
  const sign = signOf(direction);
  for (const row of changed) {
    const cell = cellOf(row[column]);
    const at = places.get(row);
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareAt(cellOf(order[middle][column]), places.get(order[middle]), cell, at, sign) < 0) low = middle + 1;
      else high = middle;
    }
    order.splice(low, 0, row);
  }
  return order;
}

/** Patched orders are checked against a full sort where the journal is checked too (the API tests). */
const verifying = process.env.MOCK_API_CHECK_JOURNAL === '1';

/** How many orders were sorted in full and how many patched (for the tests and a profile). */
export const sortCounts = { full: 0, patched: 0 };

/** `rows` sorted by `sort`, kept per rows; patched from the rows they follow where that is cheaper. */
export function sortedOrder(rows, sort) {
  const sortKey = `${sort.column}\u0000${sort.direction}`;
  return remembered(sortsOf, rows, sortKey, () => {
    const patched = patchedOrder(rows, sortKey, sort);
    sortCounts[patched ? 'patched' : 'full'] += 1;
    if (!patched) return sortedBy(rows, sort);
    if (verifying) {
      const full = sortedBy(rows, sort);
      if (full.some((row, at) => patched[at] !== row)) throw new Error(`a patched order of ${sort.column} ${sort.direction} differs from a full sort`);
    }
    return patched;
  });
}
