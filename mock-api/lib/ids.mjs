// Ids are never reused: each collection's highest id ever given is kept in `sequences`, so a token, a
// menu block or a log entry of a deleted record can never come to mean a new one.
import { persistenceOf } from './persistence.mjs';
import { derived } from './indexes.mjs';

export const SEQUENCES_COLLECTION = 'sequences';

/** The highest whole number in `field` over the collection's rows (0 when none). */
function highestIn(rows, field) {
  let highest = 0;
  for (const row of rows) if (Number.isInteger(row[field]) && row[field] > highest) highest = row[field];
  return highest;
}

/**
 * The next id of `collection` (its `field`), journaled in `sequences`: above every id the collection holds and
 * every id it ever gave. The collection's highest is kept until the collection changes (lib/indexes.mjs).
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
  const highest = derived(db, `highest:${collection}:${field}`, [collection], () => highestIn(db.get(collection).value(), field));
  kept.last = Math.max(kept.last, highest) + 1;
  persistenceOf(db).put(SEQUENCES_COLLECTION, kept);
  return kept.last;
}
