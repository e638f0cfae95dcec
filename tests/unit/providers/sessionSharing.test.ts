import { describe, expect, it, vi } from 'vitest';
import { askOtherTabs, readMessage, serveOtherTabs, type SessionChannel, type SessionMessage } from '../../../src/providers/sessionSharing';
import { makeToken, nowSeconds, validToken } from './helpers';

/** A tab's session storage: each tab has its own, which no other tab can read. */
class TabStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** The browser's channel between tabs: a post reaches every other tab, asynchronously, never the sender. */
function browserBus() {
  const handlers = new Map<number, Set<(message: SessionMessage) => void>>();
  let next = 0;
  return (): SessionChannel => {
    const id = next++;
    handlers.set(id, new Set());
    return {
      post: (message) => {
        const copy = structuredClone(message);
        for (const [other, listeners] of handlers) if (other !== id) for (const listener of listeners) setTimeout(() => listener(copy), 1);
      },
      listen: (handler) => {
        handlers.get(id)!.add(handler);
        return () => handlers.get(id)!.delete(handler);
      },
    };
  };
}

const signedInTab = (token = validToken({ userid: 7, userRoleID: 22 })) => {
  const tab = new TabStorage();
  tab.setItem('auth', token);
  tab.setItem('User', JSON.stringify({ userid: 7, userRoleID: 22, username: 'member@example.org' }));
  tab.setItem('URLList', JSON.stringify([{ url: '/member/member-dashboard' }]));
  tab.setItem('accessDenied', 'not a session key');
  return tab;
};

describe('tabs of one browser session share one sign-in', () => {
  it('a new tab asks the open ones and keeps the first live answer in its own session storage', async () => {
    const channel = browserBus();
    const first = signedInTab();
    serveOtherTabs(channel(), first, vi.fn());
    const second = new TabStorage();
    await expect(askOtherTabs(channel(), second, 300)).resolves.toBe(true);
    expect(second.getItem('auth')).toBe(first.getItem('auth'));
    expect(second.getItem('User')).toBe(first.getItem('User'));
    expect(second.getItem('URLList')).toBe(first.getItem('URLList'));
    expect(second.getItem('accessDenied')).toBeNull(); // only the spec's session keys travel
  });

  it('with no tab signed in, the ask gives up after the wait and the tab stays signed out', async () => {
    const channel = browserBus();
    serveOtherTabs(channel(), new TabStorage(), vi.fn()); // an open tab on the login page
    const second = new TabStorage();
    const started = Date.now();
    await expect(askOtherTabs(channel(), second, 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(second.length).toBe(0);
  });

  it('a tab whose token has expired hands nothing over', async () => {
    const channel = browserBus();
    serveOtherTabs(channel(), signedInTab(makeToken({ userid: 7, userRoleID: 22, exp: nowSeconds() - 1 })), vi.fn());
    const second = new TabStorage();
    await expect(askOtherTabs(channel(), second, 50)).resolves.toBe(false);
    expect(second.getItem('auth')).toBeNull();
  });

  it('signing out in one tab ends the sign-in in every tab holding the same token', async () => {
    const channel = browserBus();
    const token = validToken();
    const [one, two] = [signedInTab(token), signedInTab(token)];
    const [outOne, outTwo] = [vi.fn(), vi.fn()];
    serveOtherTabs(channel(), one, outOne);
    serveOtherTabs(channel(), two, outTwo);
    const signingOut = channel();
    signingOut.post({ type: 'signedOut', token });
    await vi.waitFor(() => expect(outTwo).toHaveBeenCalledTimes(1));
    expect(outOne).toHaveBeenCalledTimes(1);
    for (const tab of [one, two]) {
      expect(tab.getItem('auth')).toBeNull();
      expect(tab.getItem('User')).toBeNull();
      expect(tab.getItem('accessDenied')).toBe('not a session key');
    }
  });

  it('a sign-out of another token (an older sign-in) leaves the tab signed in', async () => {
    const channel = browserBus();
    const tab = signedInTab();
    const out = vi.fn();
    serveOtherTabs(channel(), tab, out);
    channel().post({ type: 'signedOut', token: validToken({ userid: 99 }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(out).not.toHaveBeenCalled();
    expect(tab.getItem('auth')).not.toBeNull();
  });

  it('a token renewed in one tab (password change) replaces the old one in the others', async () => {
    const channel = browserBus();
    const old = validToken();
    const tab = signedInTab(old);
    serveOtherTabs(channel(), tab, vi.fn());
    const fresh = validToken({ iat: nowSeconds() + 5 });
    channel().post({ type: 'renewed', previous: old, token: fresh });
    await vi.waitFor(() => expect(tab.getItem('auth')).toBe(fresh));
  });

  it('only well-formed messages are read from the channel', () => {
    expect(readMessage({ type: 'ask' })).toEqual({ type: 'ask' });
    expect(readMessage({ type: 'signedOut' })).toBeNull();
    expect(readMessage({ type: 'renewed', previous: 'a' })).toBeNull();
    expect(readMessage({ type: 'share', session: { auth: 't', password: 'secret', User: 5 } })).toEqual({ type: 'share', session: { auth: 't' } });
    expect(readMessage('ask')).toBeNull();
    expect(readMessage({ type: 'other' })).toBeNull();
  });
});
