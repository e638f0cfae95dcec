/**
 * Calls started before the screen that needs them has rendered: the entry starts the opened page's first calls
 * beside its downloads (preloadRoute), and the screen's first fetch of the same call takes that answer instead of
 * asking again. On a slow phone the answer is then there when the screen first renders, not a round trip later.
 */
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** A head start older than this is not used: the screen asks afresh. */
const FRESH_MS = 10_000;

export const startCall = (name: string, call: () => Promise<unknown>): void => {
  const answer = call();
  answer.catch(() => undefined); // the screen's fetch reports a failure, if it takes this answer
  started.set(name, { at: Date.now(), answer });
};

/** The answer of a head start of `name` (once), else a new call. */
export const takeOrCall = <T>(name: string, call: () => Promise<T>): Promise<T> => {
  const early = started.get(name);
  started.delete(name);
  return early && Date.now() - early.at < FRESH_MS ? (early.answer as Promise<T>) : call();
};
