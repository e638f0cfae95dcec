import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminApp } from '../../../src/app/AdminApp';
import type { MenuItem, SessionUser } from '../../../src/domain/auth';
import { storeSession } from '../app/support/session';

/** A user with an administrator-defined role (the seed's Council, staff01): not one of 1, 21, 22. */
const COUNCIL_MEMBER: SessionUser = {
  userid: 47,
  userRoleID: 23,
  username: 'staff01@example.org',
  firstName: 'Chandrika',
  lastName: 'Wijesinghe',
  userRoleName: 'Council',
};

/** Their menu as the API builds it, titles as the server's seed once had them. */
const COUNCIL_MENU: MenuItem[] = [
  {
    id: '1',
    title: 'Dashboard',
    type: 'group',
    children: [{ id: '100', title: 'Admin Dashboard', type: 'item', url: '/member/admin-dashboard', breadcrumbs: false }],
  },
  {
    id: '2',
    title: 'Administration',
    type: 'group',
    children: [
      {
        id: '12',
        title: 'Applications',
        type: 'collapse',
        children: [
          { id: '130', title: 'Approve Applications', type: 'item', url: '/member/viewapplications' },
          { id: '132', title: 'Council Review', type: 'item', url: '/member/view-application-council' },
        ],
      },
    ],
  },
  {
    id: '4',
    title: 'My Account',
    type: 'group',
    children: [{ id: '301', title: 'Password Reset', type: 'item', url: '/user/password-reset' }],
  },
];

const URLS = ['/member/admin-dashboard', '/member/viewapplications', '/member/view-application-council', '/user/password-reset', '/select-option'];

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  storeSession(COUNCIL_MEMBER, COUNCIL_MENU, URLS);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/select-option for an administrator-defined role', () => {
  it("offers the user's own menu items, under their menu headings, and Logout", async () => {
    render(
      <MemoryRouter initialEntries={['/select-option']}>
        <AdminApp />
      </MemoryRouter>,
    );
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Select an option' });
    const applications = within(main).getByRole('region', { name: 'Applications' });
    expect(within(applications).getByRole('link', { name: 'Approve Applications' })).toHaveAttribute('href', '/member/viewapplications');
    // named as everywhere else: the route table's title, not the server's old one
    expect(within(applications).getByRole('link', { name: 'Council Application Review' })).toHaveAttribute('href', '/member/view-application-council');
    expect(within(main).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/member/admin-dashboard');
    expect(within(main).getByRole('link', { name: 'Password Reset' })).toHaveAttribute('href', '/user/password-reset');
    expect(within(main).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // every card leads to a page of the user's permitted list
    const hrefs = within(main).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => !URLS.includes(href ?? ''))).toEqual([]);
  });
});
