// Lookups by key and derived rows over large collections, kept until a collection they read changes: at
// 10,000 members a linear find per request (the user of every token, the member of every page) adds up.
// Keyed on the collections' versions (lib/persistence.mjs), so a change is never served stale.
import { versionOf } from './changes.mjs';

const cachesByDb = new WeakMap();
/** Derived values kept per db: lists filtered by a query's options are keyed by them, so the oldest are let go. */
const MAX_DERIVED = 500;

const cachesOf = (db) => {
  let caches = cachesByDb.get(db);
  if (!caches) cachesByDb.set(db, (caches = new Map()));
  return caches;
};

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
  const value = build();
  caches.delete(key);
  caches.set(key, { versions, value });
  if (caches.size > MAX_DERIVED) caches.delete(caches.keys().next().value);
  return value;
}

/** Map of `keyOf(row)` to the first row with it (as lodash's find would answer). */
export const indexBy = (db, collection, keyName, keyOf = (row) => row[keyName]) =>
  derived(db, `index:${collection}:${keyName}`, [collection], () => {
    const index = new Map();
    for (const row of db.get(collection).value()) {
      const key = keyOf(row);
      if (!index.has(key)) index.set(key, row);
    }
    return index;
  });

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
