import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminApp } from '../../../src/app/AdminApp';
import type { MenuItem } from '../../../src/domain/auth';
import { MEMBER, storeSession } from './support/session';

/**
 * The menu item, the page heading, the breadcrumb and the document title
 * of a screen are one name, the route table's, even when the server's menu titles it otherwise.
 */
const MENU: MenuItem[] = [
  {
    id: 'admin',
    title: 'Administration',
    type: 'group',
    children: [
      {
        id: 'events',
        title: 'Events',
        type: 'collapse',
        children: [{ id: 'assign', title: 'Event Assign', type: 'item', url: '/member/event-assign' }],
      },
      { id: 'reports', title: 'Monthly Reports', type: 'item', url: '/reports/monthly' },
    ],
  },
];

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  storeSession(MEMBER, MENU, ['/member/event-assign', '/select-option']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one name per screen', () => {
  it("names the screen by the route table in the menu, heading, breadcrumb and document title", async () => {
    render(
      <MemoryRouter initialEntries={['/member/event-assign']}>
        <AdminApp />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Assignment' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'main menu' });
    expect(await within(nav).findByRole('link', { name: 'Event Assignment' })).toHaveAttribute('href', '/member/event-assign');
    expect(within(nav).queryByText('Event Assign')).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText('Event Assignment')).toHaveAttribute('aria-current', 'page');
    expect(crumbs).toHaveTextContent('Administration');
    await waitFor(() => expect(document.title).toBe('Event Assignment | Institute Membership Portal'));
  });

  it("keeps the server's title for a menu url the route table does not know", async () => {
    render(
      <MemoryRouter initialEntries={['/select-option']}>
        <AdminApp />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'main menu' });
    expect(await within(nav).findByRole('link', { name: 'Monthly Reports' })).toBeInTheDocument();
  });
});
