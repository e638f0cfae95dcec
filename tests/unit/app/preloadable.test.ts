import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../../src/routing/preloadable';

describe('preloadable (a preload and the render share one download)', () => {
  it('loads once for every caller, and knows the module once it has arrived', async () => {
    const module = { default: 'screen' };
    const load = vi.fn(async () => module);
    const first = preloadable(load);
    expect(preloadable(load)).toBe(first);
    expect(first.arrived()).toBeUndefined();
    await Promise.all([first.start(), first.start(), preloadable(load).start()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.arrived()).toBe(module);
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: 'screen' });
    const module = preloadable(load);
    await expect(module.start()).rejects.toThrow('offline');
    expect(module.arrived()).toBeUndefined();
    await expect(module.start()).resolves.toEqual({ default: 'screen' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
