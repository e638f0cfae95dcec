import { describe, expect, it } from 'vitest';
import { isUrlAllowed, pathAfterFrontUrl } from '../../../src/providers/access';
import type { Session } from '../../../src/providers/session';

const session = (frontURL: string | undefined, urls: string[]): Session => ({
  token: 't',
  payload: { sub: 'a', userid: 1, userRoleID: 22, username: 'a', exp: 0 },
  user: { userid: 1, userRoleID: 22, username: 'a', firstName: 'A', lastName: 'B' },
  userMenu: [],
  urlList: urls.map((url) => ({ url })),
  globalData: frontURL === undefined ? null : { frontURL },
});

describe('pathAfterFrontUrl', () => {
  it('strips the front URL, query and hash', () => {
    expect(pathAfterFrontUrl('http://localhost:5173/user/all?page=2#top', 'http://localhost:5173')).toBe('/user/all');
    expect(pathAfterFrontUrl('http://localhost:5173/user/all', 'http://localhost:5173/')).toBe('/user/all');
  });

  it('strips a front URL that has a path', () => {
    expect(pathAfterFrontUrl('https://portal.example.org/app/cpd/activities', 'https://portal.example.org/app')).toBe('/cpd/activities');
    // another origin, same front path
    expect(pathAfterFrontUrl('http://127.0.0.1:5173/app/cpd/activities', 'https://portal.example.org/app')).toBe('/cpd/activities');
    // a bare path
    expect(pathAfterFrontUrl('/app/cpd/activities?x=1', 'https://portal.example.org/app/')).toBe('/cpd/activities');
  });

  it('does not cut a front path in the middle of a segment', () => {
    expect(pathAfterFrontUrl('https://h/application-x', 'https://h/app')).toBe('/application-x');
  });

  it('works with a hash-style front URL', () => {
    expect(pathAfterFrontUrl('https://h/#/user/profile?x', 'https://h/#')).toBe('/user/profile');
  });

  it('falls back to stripping the origin without a front URL, and gives / for empty', () => {
    expect(pathAfterFrontUrl('https://other.example/user/profile/', undefined)).toBe('/user/profile');
    expect(pathAfterFrontUrl('https://h', 'https://h')).toBe('/');
    expect(pathAfterFrontUrl('https://h/?q=1', undefined)).toBe('/');
  });
});

describe('isUrlAllowed (spec §2: the path after frontURL must be in the URL list)', () => {
  const member = session('http://localhost:5173', ['/member/member-dashboard', '/user/profile', '/select-option']);

  it('allows a listed path, ignoring query and hash', () => {
    expect(isUrlAllowed('http://localhost:5173/member/member-dashboard', member)).toBe(true);
    expect(isUrlAllowed('http://localhost:5173/user/profile?tab=2#x', member)).toBe(true);
    expect(isUrlAllowed('/select-option', member)).toBe(true);
  });

  it('refuses a path not in the list (exact match, no prefixes)', () => {
    expect(isUrlAllowed('http://localhost:5173/user/all', member)).toBe(false);
    expect(isUrlAllowed('http://localhost:5173/member/member-dashboard/extra', member)).toBe(false);
    expect(isUrlAllowed('http://localhost:5173/member', member)).toBe(false);
  });

  it('tolerates list entries written with a trailing slash or a query', () => {
    const s = session('http://localhost:5173', ['/cpd/activities/', '/events?x=1']);
    expect(isUrlAllowed('http://localhost:5173/cpd/activities', s)).toBe(true);
    expect(isUrlAllowed('http://localhost:5173/events', s)).toBe(true);
  });

  it('an empty list allows nothing', () => {
    expect(isUrlAllowed('http://localhost:5173/select-option', session('http://localhost:5173', []))).toBe(false);
  });
});
