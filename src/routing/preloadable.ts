/** A module loaded at most once at a time, known once it has arrived: a preload and the render share it. */
export interface Preloadable<M> {
  /** Starts the download, or joins the one under way; after a failure the next call tries again. */
  start: () => Promise<M>;
  /** The module, once it has arrived. */
  arrived: () => M | undefined;
}

const byLoader = new Map<() => Promise<unknown>, Preloadable<unknown>>();

/**
 * The one Preloadable of a loader (an `() => import(...)`). Plain code, no React: the entry uses it before React
 * has even downloaded.
 */
export function preloadable<M>(load: () => Promise<M>): Preloadable<M> {
  const known = byLoader.get(load) as Preloadable<M> | undefined;
  if (known) return known;
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const created: Preloadable<M> = {
    start: () =>
      (pending ??= load().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    arrived: () => module,
  };
  byLoader.set(load, created);
  return created;
}
