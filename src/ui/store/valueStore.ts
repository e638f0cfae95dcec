/**
 * One value that many components read, each through a selector (useSyncExternalStore), so a change redraws only the
 * readers whose answer changed. The side menu keeps the current path and the open sub menus this way: passed as
 * props or context, every change redrew all of an administrator's ~40 links and a dozen sub menu headings.
 */
import { useSyncExternalStore } from 'react';

export interface ValueStore<T> {
  get: () => T;
  /** Tells the listeners, unless `next` is the value already held. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What `select` reads from the store's value; the component redraws only when that answer changes. */
export const useSelected = <T, R>(store: ValueStore<T>, select: (value: T) => R): R =>
  useSyncExternalStore(store.subscribe, () => select(store.get()));
