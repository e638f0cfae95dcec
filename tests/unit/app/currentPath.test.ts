import { describe, expect, it, vi } from 'vitest';
import { currentPathOf } from '../../../src/app/layout/currentPath';

describe("the side menu's current path", () => {
  it('tells its listeners when the path changes, and only then', () => {
    const current = currentPathOf('/member/member-dashboard');
    const listener = vi.fn();
    const unsubscribe = current.subscribe(listener);
    current.set('/member/member-dashboard');
    expect(listener).not.toHaveBeenCalled();
    current.set('/user/member-profile');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(current.get()).toBe('/user/member-profile');
    unsubscribe();
    current.set('/cpd/developmentgoals');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
