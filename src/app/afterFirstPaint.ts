/**
 * The longest a page waits for its first frame: a tab that is showing but paints no frame (a window another one
 * covers, a browser that draws nothing) would otherwise never start its app, its form left disabled.
 */
export const FIRST_FRAME_WAIT_MS = 1000;

type FrameClock = Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'>;

/** Resolves once the page's first frame is painted (the task after it), or after FIRST_FRAME_WAIT_MS without one. */
export function afterFirstPaint(clock: FrameClock = window): Promise<void> {
  return new Promise((resolve) => {
    const fallback = clock.setTimeout(resolve, FIRST_FRAME_WAIT_MS);
    clock.requestAnimationFrame(() =>
      clock.setTimeout(() => {
        clock.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
