import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { UserProfilePage } from '../../../src/features/account/UserProfilePage';
import { currentLocation, renderPage, stubApi } from '../memberAdmin/memberApi';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = {
  userID: 1, username: 'admin@example.org', firstName: 'System', lastName: 'Administrator', email: 'admin@example.org',
  userRoleName: 'administrator', createdAt: '2024-01-15T08:30:00', expireDate: '2026-01-15',
};

describe('User Profile (/user/profile)', () => {
  it('shows the signed-in user: user name, role, created, expiry', async () => {
    const api = stubApi({ 'GET usermanagement/user/1': () => ({ memberData: ACCOUNT }) });
    renderPage(<UserProfilePage />, '/user/profile');
    expect(await screen.findByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Account' });
    for (const [label, value] of [
      ['User Name', 'admin@example.org'],
      ['Name', 'System Administrator'],
      ['Role', 'administrator'],
      ['Created At', '15/01/2024 08:30'],
      ['Expire Date', '15/01/2026'],
    ]) {
      expect(within(card).getByText(label).nextSibling).toHaveTextContent(value);
    }
    expect(api.calls('GET usermanagement/user/1')).toHaveLength(1);
  });

  it('links to Change Password', async () => {
    stubApi({ 'GET usermanagement/user/1': () => ({ memberData: ACCOUNT }) });
    renderPage(<UserProfilePage />, '/user/profile');
    fireEvent.click(await screen.findByRole('link', { name: 'Change Password' }));
    expect(currentLocation()).toBe('/user/change-password');
  });

  it('says so when the account cannot be loaded', async () => {
    stubApi({ 'GET usermanagement/user/1': () => [500, { message: 'boom' }] });
    renderPage(<UserProfilePage />, '/user/profile');
    expect(await screen.findByText('The account details could not be loaded.')).toBeInTheDocument();
  });
});
