import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as sessionModule from '../../../src/providers/session';
import * as browserLocation from '../../../src/routing/location/browserLocation';
import { joinBrowserSession, OTHER_TABS_WAIT_MS } from '../../../src/app/joinBrowserSession';

const session = {
  isAuthenticated: vi.fn(() => false),
  joinOtherTabs: vi.fn(async (_waitMs: number) => false),
  shareWithOtherTabs: vi.fn((_onSignedOut: () => void) => undefined),
};
const location = { navigate: vi.fn() };

beforeEach(() => {
  // Spies on the app's modules for each test (the shared setup restores them): this file shares its module graph
  // with other files (vitest.config.ts), so it cannot replace the modules themselves.
  vi.spyOn(sessionModule, 'isAuthenticated').mockImplementation(session.isAuthenticated);
  vi.spyOn(sessionModule, 'joinOtherTabs').mockImplementation(session.joinOtherTabs);
  vi.spyOn(sessionModule, 'shareWithOtherTabs').mockImplementation(session.shareWithOtherTabs);
  vi.spyOn(browserLocation, 'navigate').mockImplementation(location.navigate);
  session.isAuthenticated.mockReturnValue(false);
  session.joinOtherTabs.mockResolvedValue(false);
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.clearAllMocks());

describe('a page joins the browser sign-in at start', () => {
  it('a tab signed in already (its own, or the saved copy) asks nobody', async () => {
    session.isAuthenticated.mockReturnValue(true);
    await joinBrowserSession('/member/member-dashboard');
    expect(session.joinOtherTabs).not.toHaveBeenCalled();
    expect(session.shareWithOtherTabs).toHaveBeenCalledTimes(1);
  });

  it('a private page without a sign-in waits for the open tabs before its route is decided', async () => {
    let answer: (joined: boolean) => void = () => undefined;
    session.joinOtherTabs.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let decided = false;
    const ready = joinBrowserSession('/user/member-profile').then(() => (decided = true));
    await Promise.resolve();
    expect(session.joinOtherTabs).toHaveBeenCalledWith(OTHER_TABS_WAIT_MS);
    expect(decided).toBe(false);
    answer(true);
    await ready;
    expect(decided).toBe(true);
  });

  it('a public page is never held up; a sign-in arriving later moves it on by the route rules', async () => {
    let answer: (joined: boolean) => void = () => undefined;
    session.joinOtherTabs.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    window.history.replaceState(null, '', '/login?x=1');
    await joinBrowserSession('/login'); // resolves before any tab answered
    expect(location.navigate).not.toHaveBeenCalled();
    answer(true);
    // the same address drawn again: the gate now sees a signed-in visit and goes to the landing page
    await vi.waitFor(() => expect(location.navigate).toHaveBeenCalledWith('/login?x=1', { replace: true }));
  });

  it('another tab signing out this sign-in sends the page to the login', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      await joinBrowserSession('/login');
      session.shareWithOtherTabs.mock.calls[0][0]();
      expect(assign).toHaveBeenCalledWith('/login');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
