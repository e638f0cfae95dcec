// Ids are never reused: each collection's highest id ever given is kept in `sequences`, so a token, a
// menu block or a log entry of a deleted record can never come to mean a new one.
import { persistenceOf } from './persistence.mjs';

export const SEQUENCES_COLLECTION = 'sequences';

const scans = new WeakMap();

/**
 * The highest whole number in `field` over the collection's rows (0 when none). Rows only ever appended are
 * scanned once: the scan resumes after the last row it saw while that row is still where it was; a removal
 * moves it (or empties the place) and a replaced collection is another array, and both scan again.
 */
function highestIn(rows, field) {
  let byField = scans.get(rows);
  if (!byField) scans.set(rows, (byField = new Map()));
  let scan = byField.get(field);
  if (!scan || rows[scan.seen - 1] !== scan.lastRow) scan = { highest: 0, seen: 0, lastRow: undefined };
  for (let at = scan.seen; at < rows.length; at += 1) {
    const value = rows[at][field];
    if (Number.isInteger(value) && value > scan.highest) scan.highest = value;
  }
  scan.seen = rows.length;
  scan.lastRow = rows[rows.length - 1];
  byField.set(field, scan);
  return scan.highest;
}

/**
 * The next id of `collection` (its `field`), journaled in `sequences`: above every id the collection holds and
 * every id it ever gave.
 */
export function nextId(db, collection, field = 'id') {
  const key = field === 'id' ? collection : `${collection}.${field}`;
  const sequences = db.get(SEQUENCES_COLLECTION).value();
  // Sequences written before per-field keys name the collection alone.
  let kept = sequences.find((row) => row.id === key);
  if (!kept) {
    kept = { id: key, last: sequences.find((row) => row.id === collection)?.last ?? 0 };
    sequences.push(kept);
  }
  const highest = highestIn(db.get(collection).value(), field);
  kept.last = Math.max(kept.last, highest) + 1;
  persistenceOf(db).put(SEQUENCES_COLLECTION, kept);
  return kept.last;
}
