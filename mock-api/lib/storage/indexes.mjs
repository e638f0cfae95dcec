// Lookups by key and derived rows over large collections, kept until a collection they read changes: at
// 10,000 members a linear find per request (the user of every token, the member of every page) adds up.
// Keyed on the collections' versions (lib/storage/persistence.mjs), so a change is never served stale.
import { rowSetVersionOf, versionOf } from './changes.mjs';
import { entriesOf } from './remembered.mjs';
import { clockNow, epochNow } from './row-stamps.mjs';
import { follows } from './sorted-orders.mjs';

const cachesByDb = new WeakMap();
/** Derived values kept per db: lists filtered by a query's options are keyed by them, so the oldest are let go. */
const MAX_DERIVED = 500;

const cachesOf = (db) => entriesOf(cachesByDb, db);

const versionsOf = (db, collections) => collections.map((collection) => versionOf(db, collection)).join(',');

/**
 * `build()` once per version of `collections`: the same value (same array) until one of them changes.
 * @template T
 * @param {object} db
 * @param {string} key names what is built (unique per use)
 * @param {string[]} collections every collection build() reads
 * @param {() => T} build
 * @returns {T}
 */
export function derived(db, key, collections, build) {
  const caches = cachesOf(db);
  const versions = versionsOf(db, collections);
  const cached = caches.get(key);
  if (cached && cached.versions === versions) return cached.value;
  const builtAt = { clock: clockNow(), epoch: epochNow() };
  const value = build();
  // The rows built before, and since when their rows changed: their sorted orders can be patched.
  if (cached) follows(value, cached.value, cached.builtAt);
  caches.delete(key);
  caches.set(key, { versions, value, builtAt });
  if (caches.size > MAX_DERIVED) caches.delete(caches.keys().next().value);
  return value;
}

/**
 * Lookup of the first row whose `keyOf(row)` is a key (as lodash's find would answer), with `.get(key)`.
 * Built once per set of rows (lib/storage/changes.mjs rowSetVersionOf), so an edit of one member does not rebuild the
 * index of 10,000: a row found is checked to still have its key, and a miss or a changed key rebuilds the index
 * once per version of the collection, so rows edited in place (a key changed, a row saved without insertRow)
 * are never missed.
 */
export function indexBy(db, collection, keyName, keyOf = (row) => row[keyName]) {
  const caches = cachesOf(db);
  const cacheKey = `index:${collection}:${keyName}`;
  const build = () => {
    const map = new Map();
    for (const row of db.get(collection).value()) {
      const key = keyOf(row);
      if (!map.has(key)) map.set(key, row);
    }
    const index = { map, rowSet: rowSetVersionOf(db, collection), version: versionOf(db, collection) };
    caches.set(cacheKey, index);
    return index;
  };
  const current = () => {
    const index = caches.get(cacheKey);
    return index && index.rowSet === rowSetVersionOf(db, collection) ? index : build();
  };
  return {
    get(key) {
      let index = current();
      const row = index.map.get(key);
      if (row !== undefined && keyOf(row) === key) return row;
      if (index.version === versionOf(db, collection)) return undefined;
      index = build();
      return index.map.get(key);
    },
  };
}

/** Map of `keyOf(row)` to every row with it, in order. */
export const groupBy = (db, collection, keyName, keyOf = (row) => row[keyName]) =>
  derived(db, `group:${collection}:${keyName}`, [collection], () => {
    const groups = new Map();
    for (const row of db.get(collection).value()) {
      const key = keyOf(row);
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    return groups;
  });
