// Values kept per owner (a rows array, a config, a secret) and key, made once; with a limit, the oldest key of
// that owner is let go first. Only what a pure function of owner and key answers may be kept.

/** The entries kept for `owner` in `cache` (a Map or a WeakMap of owner to Map). */
export function entriesOf(cache, owner) {
  let entries = cache.get(owner);
  if (!entries) cache.set(owner, (entries = new Map()));
  return entries;
}

/** Keeps `value` under `key` in `entries`, letting the oldest go past `limit`; answers `value`. */
export function keep(entries, key, value, limit = Infinity) {
  if (!entries.has(key) && entries.size >= limit) entries.delete(entries.keys().next().value);
  entries.set(key, value);
  return value;
}

/** `make()` once per owner: the one value of each owner (`remembered` keeps several, by key). */
export function once(cache, owner, make) {
  if (!cache.has(owner)) cache.set(owner, make());
  return cache.get(owner);
}

/** `make()` once per owner and key. */
export function remembered(cache, owner, key, make, limit = Infinity) {
  const entries = entriesOf(cache, owner);
  return entries.has(key) ? entries.get(key) : keep(entries, key, make(), limit);
}
