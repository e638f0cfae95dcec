import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession, isAuthenticated, readSession, readSessionValue, readToken, replaceToken, saveLoginSession,
} from '../../../src/providers/session';
import { SESSION_KEYS } from '../../../src/domain/session';
import { loginResponse, makeToken, nowSeconds, validToken } from './helpers';

const SPEC_KEYS = ['auth', 'User', 'UserMenu', 'Global_Data', 'URLList', 'member', 'membership', 'employee', 'application'];

describe('session storage (spec §3 Login response, §9 keys)', () => {
  afterEach(() => vi.useRealTimers());

  it('uses exactly the spec keys', () => {
    expect(Object.values(SESSION_KEYS).sort()).toEqual([...SPEC_KEYS].sort());
  });

  it('saves the token raw under auth and everything else as JSON under its own name', () => {
    const response = loginResponse(22);
    saveLoginSession(response);
    expect(sessionStorage.getItem('auth')).toBe(response.token);
    expect(JSON.parse(sessionStorage.getItem('User')!)).toEqual(response.User);
    expect(JSON.parse(sessionStorage.getItem('UserMenu')!)).toEqual(response.UserMenu);
    expect(JSON.parse(sessionStorage.getItem('Global_Data')!)).toEqual(response.Global_Data);
    expect(JSON.parse(sessionStorage.getItem('URLList')!)).toEqual(response.URLList);
    expect(JSON.parse(sessionStorage.getItem('member')!)).toEqual({ memberNo: 'M0001' });
    expect(JSON.parse(sessionStorage.getItem('membership')!)).toEqual({ membershipId: 1 });
    expect(sessionStorage.getItem('employee')).toBe('null');
    expect(JSON.parse(sessionStorage.getItem('application')!)).toEqual({ applicationId: 9 });
    expect(readToken()).toBe(response.token);
    expect(readSessionValue('member')).toEqual({ memberNo: 'M0001' });
  });

  it('reads the saved session back', () => {
    const response = loginResponse(1);
    saveLoginSession(response);
    const session = readSession();
    expect(session).not.toBeNull();
    expect(session!.token).toBe(response.token);
    expect(session!.payload.userRoleID).toBe(1);
    expect(session!.user).toEqual(response.User);
    expect(session!.userMenu).toEqual(response.UserMenu);
    expect(session!.urlList).toEqual(response.URLList);
    expect(session!.globalData).toEqual(response.Global_Data);
    expect(isAuthenticated()).toBe(true);
  });

  it('restores on start from what a previous page load left in session storage', () => {
    // no saveLoginSession in this "page": only storage, as after a reload
    sessionStorage.setItem('auth', validToken({ userid: 5, userRoleID: 21, username: 'applicant@example.org' }));
    sessionStorage.setItem('UserMenu', JSON.stringify([{ id: 'a', title: 'Apply', type: 'item', url: '/user/applicationcreate' }]));
    sessionStorage.setItem('URLList', JSON.stringify([{ url: '/user/applicationcreate' }]));
    const session = readSession()!;
    expect(session.userMenu[0].url).toBe('/user/applicationcreate');
    expect(session.urlList).toEqual([{ url: '/user/applicationcreate' }]);
    // no stored User: the decoded token tells who it is
    expect(session.user).toMatchObject({ userid: 5, userRoleID: 21, username: 'applicant@example.org' });
    expect(session.globalData).toBeNull();
  });

  it('replaceToken swaps the raw token under auth and leaves the rest of the session alone', () => {
    const response = loginResponse(22);
    saveLoginSession(response);
    const fresh = validToken({ userid: 7, userRoleID: 22, username: 'member@example.org' });
    replaceToken(fresh);
    expect(sessionStorage.getItem('auth')).toBe(fresh);
    expect(readToken()).toBe(fresh);
    expect(readSession()!.userMenu).toEqual(response.UserMenu);
    expect(JSON.parse(sessionStorage.getItem('User')!)).toEqual(response.User);
  });

  it('clearSession removes every key of the spec', () => {
    saveLoginSession(loginResponse(22));
    for (const key of SPEC_KEYS) expect(sessionStorage.getItem(key)).not.toBeNull();
    sessionStorage.setItem('unrelated', 'kept');
    clearSession();
    for (const key of SPEC_KEYS) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('no token: no session', () => {
    expect(readSession()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('an expired token (exp * 1000 in the past) gives null and clears the session', () => {
    saveLoginSession(loginResponse(22, { token: makeToken({ userid: 7, userRoleID: 22, exp: nowSeconds() - 1 }) }));
    expect(readSession()).toBeNull();
    for (const key of SPEC_KEYS) expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('compares exp * 1000 with Date.now(): valid a millisecond before, expired at that instant', () => {
    vi.useFakeTimers();
    const exp = 2_000_000_000;
    sessionStorage.setItem('auth', makeToken({ userid: 1, userRoleID: 1, username: 'a', exp }));
    vi.setSystemTime(exp * 1000 - 1);
    expect(readSession()).not.toBeNull();
    vi.setSystemTime(exp * 1000);
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it('an undecodable token gives null and clears the session', () => {
    saveLoginSession(loginResponse(1, { token: 'not-a-jwt' }));
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('User')).toBeNull();
  });

  it('a token without a numeric exp counts as undecodable', () => {
    sessionStorage.setItem('auth', makeToken({ userid: 1, userRoleID: 1 }));
    expect(readSession()).toBeNull();
  });

  it('corrupt stored JSON falls back to empty values instead of crashing', () => {
    sessionStorage.setItem('auth', validToken());
    sessionStorage.setItem('UserMenu', '{not json');
    expect(readSession()!.userMenu).toEqual([]);
  });
});
