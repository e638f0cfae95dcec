// Ids are never reused: each collection's highest id ever given is kept in `sequences`, so a token, a
// menu block or a log entry of a deleted record can never come to mean a new one.
export const SEQUENCES_COLLECTION = 'sequences';

/** The next id of `collection` (its `field`); the caller's write of the new record persists the sequence. */
export function nextId(db, collection, field = 'id') {
  const sequences = db.get(SEQUENCES_COLLECTION);
  const kept = sequences.find({ id: collection }).value();
  const highest = Math.max(kept?.last ?? 0, 0, ...db.get(collection).map(field).value().filter(Number.isInteger));
  const next = highest + 1;
  if (kept) sequences.find({ id: collection }).assign({ last: next }).value();
  else sequences.push({ id: collection, last: next }).value();
  return next;
}
