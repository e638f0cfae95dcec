import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminApp } from '../../../src/app/AdminApp';
import { storeSession } from './support/session';

const assign = vi.fn();

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp />
    </MemoryRouter>,
  );

const menu = () => screen.getByRole('navigation', { name: 'main menu' });

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
  storeSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin shell', () => {
  it("opens the member's dashboard in the shell: its name and greeting, and says when no membership record is linked", async () => {
    renderAt('/member/member-dashboard');
    // the file's first render loads (and transforms) the shell's and the dashboard's lazy modules: slow on a busy machine
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Nimal Perera')).toBeInTheDocument();
    expect(await screen.findByText('No membership record is linked to your account.')).toBeInTheDocument();
  });

  it('titles the page from the menu item and shows its breadcrumbs', async () => {
    renderAt('/member/member-dashboard');
    await screen.findByRole('heading', { name: 'Member Dashboard' });
    await waitFor(() => expect(document.title).toBe('Member Dashboard | Institute Membership Portal'));
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(crumbs).toHaveTextContent('Home');
    expect(crumbs).toHaveTextContent('Member Dashboard');
  });

  it("shows the user's name, Logout and the full-screen toggle in the app bar", async () => {
    const requestFullscreen = vi.fn().mockResolvedValue(undefined);
    document.documentElement.requestFullscreen = requestFullscreen;
    renderAt('/member/member-dashboard');
    expect(await screen.findByTestId('app-bar-user')).toHaveTextContent('Nimal Perera');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle full screen' }));
    expect(requestFullscreen).toHaveBeenCalled();
  });

  it("marks the current page's link, and the mark follows the user to the next page", async () => {
    renderAt('/member/member-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Member Dashboard' }, { timeout: 15_000 });
    const current = (name: string) => within(menu()).getByRole('link', { name });
    expect(current('Member Dashboard')).toHaveClass('RaMenuItemLink-active');
    fireEvent.click(within(menu()).getByRole('button', { name: 'Profile' }));
    fireEvent.click(await within(menu()).findByRole('link', { name: 'Member Profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Member Profile' }, { timeout: 15_000 });
    expect(current('Member Profile')).toHaveClass('RaMenuItemLink-active');
    expect(current('Member Dashboard')).not.toHaveClass('RaMenuItemLink-active');
    expect(current('Member Details')).not.toHaveClass('RaMenuItemLink-active');
  });

  it('builds the side menu from the session: group headings, accordion sub menus, links', async () => {
    renderAt('/member/member-dashboard');
    await screen.findByRole('heading', { name: 'Member Dashboard' });
    expect(within(menu()).getByText('My Records')).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Member Profile' })).toBeNull();

    fireEvent.click(within(menu()).getByRole('button', { name: 'Profile' }));
    expect(await within(menu()).findByRole('link', { name: 'Member Profile' })).toHaveAttribute('href', '/user/member-profile');

    fireEvent.click(within(menu()).getByRole('button', { name: 'CPD' }));
    expect(await within(menu()).findByRole('link', { name: 'Development Goals' })).toBeInTheDocument();
    await waitFor(() => expect(within(menu()).queryByRole('link', { name: 'Member Profile' })).toBeNull());
  });

  it('shows 404 inside the layout for an unknown path, titled "Welcome"', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(menu()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Welcome'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('ends the session and goes to / on a route outside the permitted URL list', async () => {
    renderAt('/user/all');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it("offers the user's own menu and Logout on /select-option", async () => {
    renderAt('/select-option');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Select an option' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Member Dashboard' })).toHaveAttribute('href', '/member/member-dashboard');
    expect(within(main).getByRole('link', { name: 'Member Profile' })).toHaveAttribute('href', '/user/member-profile');
    expect(within(main).getByRole('link', { name: 'Development Goals' })).toHaveAttribute('href', '/cpd/developmentgoals');
    fireEvent.click(within(main).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(sessionStorage.getItem('auth')).toBeNull());
  });
});
