import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../src/providers/authProvider';
import { clearSession, readSession, replaceToken, saveLoginSession } from '../../../src/providers/session';
import { SAVED_SESSION_KEY } from '../../../src/providers/savedSession';
import { fakeFetch, jsonResponse, loginResponse, makeToken, nowSeconds, validToken } from './helpers';

const SPEC_KEYS = ['auth', 'User', 'UserMenu', 'Global_Data', 'URLList', 'member', 'membership', 'employee', 'application'];

/** A tab opened later: its own session storage starts empty, the browser's local storage is shared. */
const openNewTab = () => sessionStorage.clear();
const savedCopy = () => JSON.parse(localStorage.getItem(SAVED_SESSION_KEY) ?? 'null') as Record<string, string> | null;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('"Save Credentials": where the sign-in is kept', () => {
  it('unticked: only the tab keeps it (spec keys in session storage); nothing outlives the browser session', () => {
    saveLoginSession(loginResponse(22));
    for (const key of SPEC_KEYS) expect(sessionStorage.getItem(key)).not.toBeNull();
    expect(localStorage.length).toBe(0);
    openNewTab();
    expect(readSession()).toBeNull();
  });

  it('ticked: a copy in local storage lets a new tab (or a restarted browser) start signed in', () => {
    const response = loginResponse(22);
    saveLoginSession(response, { remember: true });
    expect(Object.keys(savedCopy()!).sort()).toEqual([...SPEC_KEYS].sort());
    openNewTab();
    const session = readSession();
    expect(session?.token).toBe(response.token);
    expect(session?.user).toEqual(response.User);
    // the tab works from its own session storage again, under the spec's keys
    expect(sessionStorage.getItem('auth')).toBe(response.token);
    expect(JSON.parse(sessionStorage.getItem('URLList')!)).toEqual(response.URLList);
  });

  it('a saved copy past its token exp is discarded on read (the token\'s own expiry is the only clock)', () => {
    vi.useFakeTimers();
    try {
      saveLoginSession(loginResponse(22, { token: makeToken({ userid: 7, userRoleID: 22, exp: nowSeconds() + 60 }) }), { remember: true });
      vi.setSystemTime(Date.now() + 61_000);
      openNewTab();
      expect(readSession()).toBeNull();
      expect(localStorage.getItem(SAVED_SESSION_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unticked sign-in removes the copy a ticked one left', () => {
    saveLoginSession(loginResponse(1), { remember: true });
    saveLoginSession(loginResponse(22));
    expect(localStorage.getItem(SAVED_SESSION_KEY)).toBeNull();
  });

  it('signing out removes the saved copy too, so no later tab starts signed in', () => {
    saveLoginSession(loginResponse(22), { remember: true });
    clearSession();
    expect(localStorage.getItem(SAVED_SESSION_KEY)).toBeNull();
    openNewTab();
    expect(readSession()).toBeNull();
  });

  it('a renewed token (password change) replaces the copied one', () => {
    saveLoginSession(loginResponse(22), { remember: true });
    const fresh = validToken({ userRoleID: 22, iat: nowSeconds() + 1 });
    replaceToken(fresh);
    expect(savedCopy()!.auth).toBe(fresh);
  });

  it('the password is kept nowhere, ticked or not', async () => {
    const fake = fakeFetch(() => jsonResponse(loginResponse(22)));
    vi.stubGlobal('fetch', fake.fetchImpl);
    await login('member@example.org', 'Member@123', true);
    const kept = [...Object.values(sessionStorage), ...Object.values(localStorage)].join('\n');
    expect(savedCopy()).not.toBeNull();
    expect(kept).not.toContain('Member@123');
  });
});
