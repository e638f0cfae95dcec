/** A prerendered page starts its app after its first frame, or without one after a second (src/app/afterFirstPaint.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_FRAME_WAIT_MS } from '../../../src/app/afterFirstPaint';

/** A clock whose frames come only when the test paints one. */
function frameClock() {
  const frames: FrameRequestCallback[] = [];
  const clock = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
    clearTimeout: (id?: number) => clearTimeout(id),
  } as unknown as Parameters<typeof afterFirstPaint>[0];
  return { clock, paint: () => frames.splice(0).forEach((callback) => callback(performance.now())) };
}

/** Whether the promise has settled after the timers due by now have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterFirstPaint', () => {
  it('waits for the first frame, then the task after it', async () => {
    const { clock, paint } = frameClock();
    const painted = afterFirstPaint(clock);
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_WAIT_MS / 2);
    expect(await settled(painted)).toBe(false);
    paint();
    expect(await settled(painted)).toBe(true);
  });

  it('goes on without a frame after FIRST_FRAME_WAIT_MS, so a page that paints nothing still starts', async () => {
    const { clock } = frameClock();
    const painted = afterFirstPaint(clock);
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
    expect(FIRST_FRAME_WAIT_MS).toBe(1000);
  });
});
