// Every change to the institute's data goes through these, so the journal gets exactly the records that
// changed (lib/storage/persistence.mjs) and the list caches see the collection's version move. A change made any
// other way would be lost at the next restart; the API tests' journal check catches one.
import { persistenceOf } from './persistence.mjs';
import { nextId } from './ids.mjs';

/** Appends `row` to the collection; without an id it gets the collection's next one. Answers the stored row. */
export function insertRow(db, collection, row) {
  const stored = row.id === undefined ? { id: nextId(db, collection), ...row } : row;
  db.get(collection).value().push(stored);
  persistenceOf(db).add(collection, stored);
  return stored;
}

/** Merges `changes` into the first row matching `where`; answers it (undefined when none matches). */
export function updateWhere(db, collection, where, changes) {
  const row = db.get(collection).find(where).value();
  if (!row) return undefined;
  Object.assign(row, changes);
  persistenceOf(db).put(collection, row);
  return row;
}

/**
 * Merges counters no list, index or cache reads (a user's failed sign-ins) into a stored row:
 * journaled like any change, but the collection's version stays, so a sign-in does not rebuild the user list.
 * Nothing is written when the values are already these.
 */
export function updateCounters(db, collection, row, changes) {
  if (!row || Object.entries(changes).every(([key, value]) => row[key] === value)) return row;
  Object.assign(row, changes);
  persistenceOf(db).putQuietly(collection, row);
  return row;
}

/** Records rows of the collection changed in place (Object.assign(row, …) or row.field = …). */
export function saveRows(db, collection, ...rows) {
  persistenceOf(db).put(collection, ...rows.filter(Boolean));
  return rows[0];
}

/** Per db, per collection: what runs when rows are removed (onRemoved). */
const removalListeners = new WeakMap();

/** Removes the rows matching `where` (an object or a predicate); answers them. */
export function removeWhere(db, collection, where) {
  const removed = db.get(collection).remove(where).value();
  persistenceOf(db).del(collection, ...removed.map((row) => row.id));
  if (removed.length > 0) for (const listener of removalListeners.get(db)?.get(collection) ?? []) listener(removed);
  return removed;
}

/**
 * Calls `listener(rows)` with the rows any removal takes out of the collection, whichever route or rule removes
 * them: what must go with a record goes with it (its stored files, lib/files/orphan-files.mjs).
 */
export function onRemoved(db, collection, listener) {
  if (!removalListeners.has(db)) removalListeners.set(db, new Map());
  const listeners = removalListeners.get(db);
  listeners.set(collection, [...(listeners.get(collection) ?? []), listener]);
}

/** Replaces a whole collection (small keyless ones only). */
export function replaceCollection(db, collection, rows) {
  db.set(collection, rows).value();
  persistenceOf(db).set(collection);
  return rows;
}

/** The version of a collection: it moves with every change, so a cache keyed on it is never stale. */
export const versionOf = (db, collection) => persistenceOf(db).versionOf(collection);

/** Moves when rows of the collection come or go, not when one changes in place (lib/storage/indexes.mjs lookups). */
export const rowSetVersionOf = (db, collection) => persistenceOf(db).rowSetVersionOf(collection);
