import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { isPageAccessAllowed } from '../../../src/app/layout/pageAccess';
import { PageAccessGuard } from '../../../src/app/layout/PageAccessGuard';
import { readSession } from '../../../src/providers/session';
import { storeSession } from './support/session';
import { accessWasDenied } from '../../../src/routing/accessDeniedNotice';

const origin = window.location.origin;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('page access (spec §2)', () => {
  it('allows a route whose path is in the permitted URL list', () => {
    storeSession();
    expect(isPageAccessAllowed(`${origin}/user/member-profile`, '/user/member-profile', readSession())).toBe(true);
  });

  it('refuses a known route missing from the list, and any route without a session', () => {
    storeSession();
    expect(isPageAccessAllowed(`${origin}/user/blockaccess`, '/user/blockaccess', readSession())).toBe(false);
    // a declared screen is known once its declaration is found (DeclaredRoute says so)
    expect(isPageAccessAllowed(`${origin}/user/all`, '/user/all', readSession(), true)).toBe(false);
    expect(isPageAccessAllowed(`${origin}/user/member-profile`, '/user/member-profile', null)).toBe(false);
  });

  it('leaves unknown paths to the 404 page', () => {
    storeSession();
    expect(isPageAccessAllowed(`${origin}/nowhere`, '/nowhere', readSession())).toBe(true);
  });

  it('renders a permitted page', () => {
    storeSession();
    render(
      <MemoryRouter initialEntries={['/user/member-profile']}>
        <PageAccessGuard>
          <p>profile</p>
        </PageAccessGuard>
      </MemoryRouter>,
    );
    expect(screen.getByText('profile')).toBeInTheDocument();
  });

  it('clears the session and goes to / on a page outside the list', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin, assign });
    storeSession();
    render(
      <MemoryRouter initialEntries={['/user/all']}>
        <PageAccessGuard known>
          <p>all users</p>
        </PageAccessGuard>
      </MemoryRouter>,
    );
    expect(screen.queryByText('all users')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem('auth')).toBeNull();
    expect(sessionStorage.getItem('URLList')).toBeNull();
    // the login page at / then says why (the one key left: the one-shot notice)
    expect(accessWasDenied()).toBe(true);
    expect(Object.keys(sessionStorage)).toEqual(['accessDenied']);
  });

  it('leaves no notice when the page is permitted', () => {
    storeSession();
    render(
      <MemoryRouter initialEntries={['/user/member-profile']}>
        <PageAccessGuard>
          <p>profile</p>
        </PageAccessGuard>
      </MemoryRouter>,
    );
    expect(accessWasDenied()).toBe(false);
  });
});
