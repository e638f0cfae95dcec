import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCall, takeOrCall } from '../../../src/providers/headStart';

afterEach(() => vi.useRealTimers());

describe('headStart (a screen takes the answer of a call started before it rendered)', () => {
  it('hands the early answer to the first fetch only; the next one asks again', async () => {
    const early = vi.fn(async () => 'early');
    const fresh = vi.fn(async () => 'fresh');
    startCall('counts', early);
    await expect(takeOrCall('counts', fresh)).resolves.toBe('early');
    await expect(takeOrCall('counts', fresh)).resolves.toBe('fresh');
    expect(early).toHaveBeenCalledTimes(1);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('passes an early failure on to the screen, which reports it', async () => {
    startCall('figures', () => Promise.reject(new Error('refused')));
    await expect(takeOrCall('figures', async () => 'fresh')).rejects.toThrow('refused');
  });

  it('does not use an answer older than ten seconds', async () => {
    vi.useFakeTimers();
    startCall('counts', async () => 'stale');
    vi.advanceTimersByTime(10_001);
    await expect(takeOrCall('counts', async () => 'fresh')).resolves.toBe('fresh');
  });
});
