import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, login } from '../../../src/providers/authProvider';
import { HttpError } from '../../../src/providers/httpError';
import { readSession, saveLoginSession } from '../../../src/providers/session';
import { fakeFetch, jsonResponse, loginResponse, splitUrl, validToken } from './helpers';

const answerLogin = (answer: Parameters<typeof fakeFetch>[0]) => {
  const fake = fakeFetch(answer);
  vi.stubGlobal('fetch', fake.fetchImpl);
  return fake.sent;
};

afterEach(() => vi.unstubAllGlobals());

describe('login (spec §4 Login, §8 Login)', () => {
  it('POSTs username and password to /api/auth/signin without a token', async () => {
    sessionStorage.setItem('auth', validToken()); // stale token from before must not be sent
    const sent = answerLogin(() => jsonResponse(loginResponse(22)));
    await login('member@example.org', 'Member@123');
    expect(sent[0].method).toBe('POST');
    expect(splitUrl(sent[0].url).path).toBe('/api/auth/signin');
    expect(sent[0].body).toEqual({ username: 'member@example.org', password: 'Member@123' });
    expect(sent[0].headers.has('Authorization')).toBe(false);
  });

  it.each([
    [1, '/member/admin-dashboard'],
    [21, '/member/application-dashboard'],
    [22, '/member/member-dashboard'],
    [99, '/select-option'],
  ])('role %i lands on %s and the session is saved', async (roleId, landing) => {
    const response = loginResponse(roleId);
    answerLogin(() => jsonResponse(response));
    const result = await login('u@example.org', 'pw');
    expect(result.landingPath).toBe(landing);
    expect(result.user).toEqual(response.User);
    expect(sessionStorage.getItem('auth')).toBe(response.token);
    expect(readSession()!.user.userRoleID).toBe(roleId);
  });

  it("401 becomes 'Bad credentials' and leaves the page alone", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answerLogin(() => jsonResponse({ status: 'Bad credentials', statusCode: '02' }, 401));
    await expect(login('a', 'b')).rejects.toThrow(new Error('Bad credentials'));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['500', () => jsonResponse({ status: 'Internal' }, 500)],
    ['400 missing fields', () => jsonResponse({ status: 'username and password are required', statusCode: '05' }, 400)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("%s becomes 'An unknown error occurred in Auth endpoint.'", async (_, answer) => {
    answerLogin(answer as Parameters<typeof fakeFetch>[0]);
    await expect(login('a', 'b')).rejects.toThrow(new Error('An unknown error occurred in Auth endpoint.'));
  });

  it('a 200 with User null is a failed login showing the server status', async () => {
    answerLogin(() =>
      jsonResponse({ status: 'user login attempt limitation is over', statusCode: '04', token: null, User: null, UserMenu: [], URLList: [] }),
    );
    await expect(login('a', 'b')).rejects.toThrow(new Error('user login attempt limitation is over'));
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it("a 200 with User null and no status is 'Bad credentials'", async () => {
    answerLogin(() => jsonResponse({ token: null, User: null }));
    await expect(login('a', 'b')).rejects.toThrow(new Error('Bad credentials'));
  });

  it('a pending account shows its status text', async () => {
    const status = 'Your account is awaiting authorization by an administrator.';
    answerLogin(() => jsonResponse({ status, statusCode: '02', token: null, User: null }));
    await expect(login('a', 'b')).rejects.toThrow(new Error(status));
  });
});

describe('authProvider (react-admin)', () => {
  it('login delegates and redirects to the landing path', async () => {
    answerLogin(() => jsonResponse(loginResponse(21)));
    await expect(authProvider.login({ username: 'a', password: 'b' })).resolves.toEqual({ redirectTo: '/member/application-dashboard' });
  });

  it('logout clears the session', async () => {
    saveLoginSession(loginResponse(1));
    await authProvider.logout({});
    expect(sessionStorage.getItem('auth')).toBeNull();
    expect(sessionStorage.getItem('URLList')).toBeNull();
  });

  it('checkAuth resolves with a valid session and rejects to /login without one', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    saveLoginSession(loginResponse(1));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError: 401 rejects (logout) and clears the session; 403 and others stay', async () => {
    saveLoginSession(loginResponse(1));
    await expect(authProvider.checkError(new HttpError('You are not allowed to use this function', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Http request error', 409))).resolves.toBeUndefined();
    expect(sessionStorage.getItem('auth')).not.toBeNull();
    await expect(authProvider.checkError(new HttpError('Token expired', 401))).rejects.toMatchObject({ redirectTo: '/login' });
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it('getIdentity gives the user id, full name and grants (the permitted URL list); getPermissions the role id', async () => {
    saveLoginSession(loginResponse(22));
    const urls = loginResponse(22).URLList.map((entry) => entry.url);
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 7, fullName: 'Nimal Perera', grants: urls });
    await expect(authProvider.getPermissions!({})).resolves.toBe(22);
  });

  it('getIdentity rejects and getPermissions is null when logged out', async () => {
    await expect(authProvider.getIdentity!()).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
  });
});
