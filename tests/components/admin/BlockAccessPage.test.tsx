import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlockAccessPage } from '../../../src/features/admin/blockAccess/BlockAccessPage';
import { HttpError } from '../../../src/providers/httpError';
import { ROLES, listReply, pickOption, renderAdminPage, requestsTo } from './harness';
import { mockHttpClient } from '../app/support/http';

const httpMock = mockHttpClient();

const USERS = [{ userID: 7, username: 'nimal@example.org', email: 'nimal@example.org', firstName: 'Nimal', lastName: 'Perera', fullName: 'Nimal Perera', statusID: 2 }];
const ROLE_CREATION = { id: 110, menuName: 'Role Creation', url: '/user/rolecreation' };
const GLOBAL_DETAILS = { id: 105, menuName: 'Global Details', url: '/param/globaldata' };

/** The server's lists: each item in `blocked` moves from the allowed to the blocked list. */
let blocked = new Set<number>();
const answer = (path: string): unknown => {
  if (path === 'usermanagement/alluserroles') return ROLES;
  const all = [ROLE_CREATION, GLOBAL_DETAILS];
  if (/\/allowed\/1\//.test(path)) return all.filter((item) => !blocked.has(item.id));
  if (/\/allowed\/0\//.test(path)) return { data: all.filter((item) => blocked.has(item.id)) };
  return [];
};

beforeEach(() => {
  vi.clearAllMocks();
  blocked = new Set();
  httpMock.get.mockImplementation(async (path: string) => answer(path));
  // the user select's page (the engine's large lookup, through the data provider)
  httpMock.request.mockImplementation(async ({ path }: { path: string }) => listReply(path === 'usermanagement/get-all-usernames' ? USERS : []));
  httpMock.put.mockImplementation(async (_path: string, body: { menuId: number; blocked: boolean }) => {
    if (body.blocked) blocked.add(body.menuId);
    else blocked.delete(body.menuId);
    return { status: 'Menu access updated', statusCode: '00' };
  });
});

const list = (name: string) => screen.getByRole('region', { name });
const getPaths = () => httpMock.get.mock.calls.map(([path]) => path as string);

/** 'Yes' in the confirmation, then wait until it is gone (the page is aria-hidden while it shows). */
const confirmYes = async () => {
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

const renderPage = async () => {
  renderAdminPage(<BlockAccessPage />, '/user/blockaccess');
  await screen.findByRole('heading', { name: 'Block Menu Access' });
};

describe('Block Menu Access: choosing whose menus', () => {
  it("says changes apply from the next login, and lists nothing before a choice", async () => {
    await renderPage();
    expect(screen.getByText("Changes apply from the user's next login.")).toBeInTheDocument();
    expect(screen.getByText('Choose a role or a user to see its menu items.')).toBeInTheDocument();
    expect(getPaths().filter((p) => p.includes('access/allowed'))).toEqual([]);
  });

  it('shows a role\'s allowed (1) and blocked (0) items side by side', async () => {
    await renderPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /User Role/ })).not.toHaveAttribute('aria-disabled'));
    await pickOption(document.body, /User Role/, 'applicant');
    expect(await within(list('Allowed menu items')).findByText('Role Creation')).toBeInTheDocument();
    expect(within(list('Blocked items')).getByText('No menu items')).toBeInTheDocument();
    expect(getPaths()).toEqual(
      expect.arrayContaining(['usermanagement/roleaccess/allowed/1/roleid/21', 'usermanagement/roleaccess/allowed/0/roleid/21']),
    );
  });

  it("shows a user's lists, the user chosen from the approved users", async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'User' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nimal Perera (nimal@example.org)' }));
    expect(requestsTo('usermanagement/get-all-usernames')[0].query).toMatchObject({ status: 2, page: 1, perPage: 20 });
    expect(await within(list('Allowed menu items')).findByText('Global Details')).toBeInTheDocument();
    expect(getPaths()).toEqual(
      expect.arrayContaining(['usermanagement/useraccess/allowed/1/userEVENTID/7', 'usermanagement/useraccess/allowed/0/userEVENTID/7']),
    );
  });
});

describe('Block Menu Access: blocking and unblocking', () => {
  const chooseApplicant = async () => {
    await renderPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /User Role/ })).not.toHaveAttribute('aria-disabled'));
    await pickOption(document.body, /User Role/, 'applicant');
    await within(list('Allowed menu items')).findByText('Role Creation');
  };

  it('asks "Are you sure?", then PUTs blockmenu, toasts and refreshes both lists', async () => {
    await chooseApplicant();
    await userEvent.click(screen.getByRole('button', { name: 'Block Role Creation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText('Block the menu item "Role Creation"?')).toBeInTheDocument();
    expect(httpMock.put).not.toHaveBeenCalled();
    await confirmYes();
    await waitFor(() =>
      expect(httpMock.put).toHaveBeenCalledWith('usermanagement/blockmenu', { scope: 'role', roleId: 21, menuId: 110, blocked: true }),
    );
    expect(await screen.findByText('Menu access updated')).toBeInTheDocument();
    expect(await within(list('Blocked items')).findByText('Role Creation')).toBeInTheDocument();
    expect(within(list('Allowed menu items')).queryByText('Role Creation')).not.toBeInTheDocument();

    await userEvent.click(within(list('Blocked items')).getByRole('button', { name: 'Unblock Role Creation' }));
    await confirmYes();
    await waitFor(() =>
      expect(httpMock.put).toHaveBeenLastCalledWith('usermanagement/blockmenu', { scope: 'role', roleId: 21, menuId: 110, blocked: false }),
    );
    expect(await within(list('Allowed menu items')).findByText('Role Creation')).toBeInTheDocument();
  });

  it('sends userId for a user', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'User' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await screen.findByRole('option', { name: /Nimal Perera/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Block Global Details' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(httpMock.put).toHaveBeenCalledWith('usermanagement/blockmenu', { scope: 'user', userId: 7, menuId: 105, blocked: true }),
    );
  });

  it('cancelling sends nothing', async () => {
    await chooseApplicant();
    await userEvent.click(screen.getByRole('button', { name: 'Block Role Creation' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Cancel' }));
    expect(httpMock.put).not.toHaveBeenCalled();
  });

  it("toasts the server's text when it refuses", async () => {
    httpMock.put.mockRejectedValue(new HttpError('Menu not found', 409, { status: 'Menu not found', statusCode: '02' }));
    await chooseApplicant();
    await userEvent.click(screen.getByRole('button', { name: 'Block Role Creation' }));
    await confirmYes();
    expect(await screen.findByText('Menu not found')).toBeInTheDocument();
    expect(screen.queryByText('Menu access updated')).not.toBeInTheDocument();
    expect(within(list('Allowed menu items')).getByText('Role Creation')).toBeInTheDocument();
  });
});
