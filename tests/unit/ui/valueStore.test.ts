import { describe, expect, it, vi } from 'vitest';
import { currentPathOf } from '../../../src/app/layout/currentPath';
import { openMenusOf } from '../../../src/app/layout/openMenus';

describe("the side menu's stores (current path, open sub menus)", () => {
  it('tell their listeners when the value changes, and only then', () => {
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

  it('hold the open sub menus as given: the same list tells nobody, a new one tells every listener', () => {
    const open = openMenusOf(['user-management']);
    const listener = vi.fn();
    open.subscribe(listener);
    open.set(open.get());
    expect(listener).not.toHaveBeenCalled();
    open.set(['user-management', 'settings']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(open.get()).toEqual(['user-management', 'settings']);
  });
});
