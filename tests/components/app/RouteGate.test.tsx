import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { usePathname } from '../../../src/routing/location/browserLocation';
import { RouteGate } from '../../../src/app/RouteGate';
import { PUBLIC_ROUTES } from '../../../src/app/routeTable';
import { openAt } from './support/location';
import { storeSession } from './support/session';
import * as adminApp from '../../../src/app/AdminApp';

// The real shell would draw the whole react-admin app; here only the gate's choice matters. A spy on the module
// for each test (the shared setup restores it): this file shares its module graph with other files.
beforeEach(() => {
  vi.spyOn(adminApp, 'default').mockImplementation(() => <p>admin shell</p>);
});

const Where = () => <output data-testid="path">{usePathname()}</output>;

const renderAt = (path: string) => {
  openAt(path);
  return render(
    <>
      <Where />
      <RouteGate />
    </>,
  );
};

describe('RouteGate (spec §2 route behaviour)', () => {
  it('sends a visitor on a private route to /login, which shows the login screen', async () => {
    // a declared screen: the gate asks the declarations, the public pages never load them otherwise
    renderAt('/user/all');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByText('admin shell')).toBeNull();
  });

  it('sends a logged-in user on a public route to /select-option in the admin shell', async () => {
    storeSession();
    renderAt('/login');
    expect(await screen.findByText('admin shell')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/select-option$/);
  });

  it('opens a private route in the admin shell for a logged-in user', async () => {
    storeSession();
    renderAt('/member/member-dashboard');
    expect(await screen.findByText('admin shell')).toBeInTheDocument();
  });

  it('shows a standalone 404 for an unknown path when logged out, titled "Welcome" (no menu item)', async () => {
    document.title = 'a stale title';
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    // the title is set by an effect, which may run after the heading is in the page
    await waitFor(() => expect(document.title).toBe('Welcome'));
  });

  it('leaves an unknown path of a logged-in user to the admin layout 404', async () => {
    storeSession();
    renderAt('/no/such/page');
    expect(await screen.findByText('admin shell')).toBeInTheDocument();
  });

  it('treats an expired token as logged out', async () => {
    storeSession();
    sessionStorage.setItem('auth', 'not-a-jwt');
    renderAt('/member/member-dashboard');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it.each(PUBLIC_ROUTES.map((route) => route.path))('titles the public page %s "Welcome": it is no menu item (spec §2)', (path) => {
    document.title = 'a stale title';
    renderAt(path);
    expect(document.title).toBe('Welcome');
  });
});
