import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { users } from '../../../resources/users';
import { bodyRows, clickRowAction, dialogNamed, failed, fakeApi, ok, page, renderScreen, submitAndConfirm, typeInto, waitForCalls, type Routes } from './fakeApi';
import { signedInAs } from '../framework/harness';
import { user } from './userFixture';

const LIST = 'GET usermanagement/getUserListInCompany';
/** User 1 is the signed-in administrator (see renderScreen). */
const USERS = [{ ...user(1, 'Admin', 'Silva'), userRoleID: 1, userRoleName: 'Administrator' }, user(7, 'Nimal', 'Perera', 1), user(9, 'Kamala', 'Fernando', 16)];

const usersApi = (overrides: Routes = {}) =>
  fakeApi({
    [LIST]: () => page(USERS),
    'PUT para/user': () => ok('User updated'),
    'DELETE para/user/7': () => ok('User deleted'),
    ...overrides,
  });

const openUpdate = async (lastName = 'Perera') => {
  await clickRowAction(lastName, 'Edit');
  return dialogNamed('Update User Details');
};

describe('View All Users (/user/all)', () => {
  it('lists with the user-list query and shows username (the e-mail), names, role, status badge and created date', async () => {
    const api = usersApi();
    renderScreen(users, api);
    expect(await screen.findByRole('heading', { name: 'View All Users' })).toBeInTheDocument();
    await screen.findByText('Perera');
    expect(api.calls(LIST)[0].query).toEqual({ searchText: '0', sortParameter: 'userID', sortType: 'asc', page: '1', rowsPerPage: '10' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Username', 'First Name', 'Last Name', 'Role', 'Status', 'Created Date', 'Action',
    ]);
    const [admin, nimal, kamala] = bodyRows();
    expect(admin.querySelector('[data-status="2"]')).toHaveTextContent('Approved');
    expect(nimal.querySelector('[data-status="1"]')).toHaveTextContent('Pending');
    expect(kamala.querySelector('[data-status="16"]')).toHaveTextContent('Reject');
    expect(within(nimal).getByText('01/02/2024')).toBeInTheDocument();
  });

  it("the search box sends searchText; 'Clear' sends '0' again", async () => {
    const api = usersApi();
    renderScreen(users, api);
    await screen.findByText('Perera');
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'nim' } });
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.searchText).toBe('nim'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.searchText).toBe('0'));
  });

  it("'Update User Details': first and last name required with the exact messages, other fields read-only", async () => {
    renderScreen(users, usersApi());
    const dialog = await openUpdate();
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Nimal');
    for (const readOnly of [/Username/, /Role/, /Description/]) expect(within(dialog).getByLabelText(readOnly)).toBeDisabled();
    // the username is the e-mail: shown once
    expect(within(dialog).queryByLabelText(/E-mail/)).not.toBeInTheDocument();
    typeInto(dialog, /First Name/, '');
    typeInto(dialog, /Last Name/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('First Name Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last Name Required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
  });

  it("updates with 'Update it!' through PUT para/user, toasts 'User Update Success' and reloads", async () => {
    const api = usersApi();
    renderScreen(users, api);
    const dialog = await openUpdate();
    typeInto(dialog, /First Name/, 'Nimali');
    const listCalls = api.calls(LIST).length;
    await submitAndConfirm(dialog, 'Update', 'Update it!');
    await waitForCalls(api, 'PUT para/user');
    expect(api.calls('PUT para/user')[0].body).toMatchObject({ userID: 7, firstName: 'Nimali', lastName: 'Perera', description: 'Nimal account' });
    expect(await screen.findByText('User Update Success')).toBeInTheDocument();
    await waitForCalls(api, LIST, listCalls + 1);
  });

  it("a failed update toasts the server's text", async () => {
    renderScreen(users, usersApi({ 'PUT para/user': () => failed('Last Name Required') }));
    await submitAndConfirm(await openUpdate(), 'Update', 'Update it!');
    expect(await screen.findByText('Last Name Required')).toBeInTheDocument();
    expect(screen.queryByText('User Update Success')).not.toBeInTheDocument();
  });

  it("deletes after 'Are you sure?' / 'Delete it!' with DELETE para/user/{userID} {userID, username}, toasts, reloads", async () => {
    const api = usersApi();
    renderScreen(users, api);
    await clickRowAction('Perera', 'Delete');
    const sure = await dialogNamed('Are you sure?');
    expect(within(sure).getByText("You won't be able to revert this!")).toBeInTheDocument();
    const listCalls = api.calls(LIST).length;
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    await waitForCalls(api, 'DELETE para/user/7');
    expect(api.calls('DELETE para/user/7')[0].body).toMatchObject({ userID: 7, username: 'nimal@example.org' });
    expect(await screen.findByText('User Delete Success')).toBeInTheDocument();
    await waitForCalls(api, LIST, listCalls + 1);
  });

  it("a failed delete toasts the server's text", async () => {
    renderScreen(users, usersApi({ 'DELETE para/user/9': () => failed('The last administrator cannot be removed') }));
    await clickRowAction('Fernando', 'Delete');
    fireEvent.click(within(await dialogNamed('Are you sure?')).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText('The last administrator cannot be removed')).toBeInTheDocument();
    expect(screen.queryByText('User Delete Success')).not.toBeInTheDocument();
  });
});

describe('View All Users: one product, no dead ends', () => {
  it('shows no two columns with the same data in any row', async () => {
    renderScreen(users, usersApi());
    await screen.findByText('Perera');
    for (const row of bodyRows()) {
      const texts = within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '').filter((text) => text !== '');
      expect(new Set(texts).size, texts.join(' | ')).toBe(texts.length);
    }
  });

  it("titles the read-only view 'User Details', not as the update", async () => {
    renderScreen(users, usersApi());
    await clickRowAction('Perera', 'View');
    const view = await screen.findByRole('dialog', { name: /^User Details/ });
    expect(view).toHaveTextContent('nimal@example.org');
    expect(within(view).getAllByText('nimal@example.org')).toHaveLength(1);
    expect(within(view).queryByText('E-mail')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Update User Details/ })).not.toBeInTheDocument();
  });

  it("offers no delete on the signed-in administrator's own row (the API always refuses it)", async () => {
    renderScreen(users, usersApi());
    await screen.findByText('Perera');
    const [own, nimal] = bodyRows();
    expect(within(own).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(nimal).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it("a staff user is offered no delete of an administrator's account", async () => {
    renderScreen(users, usersApi(), signedInAs(7, 30));
    await screen.findByText('Fernando');
    const [admin, own, kamala] = bodyRows();
    expect(within(admin).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(kamala).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('the confirmations name the user; the delete button is red and Cancel has no icon', async () => {
    renderScreen(users, usersApi());
    await clickRowAction('Perera', 'Delete');
    const sure = await dialogNamed('Are you sure?');
    expect(sure).toHaveTextContent("Delete the user nimal@example.org?You won't be able to revert this!");
    expect(within(sure).getByRole('button', { name: 'Delete it!' })).toHaveClass('MuiButton-colorError');
    expect(within(sure).getByRole('button', { name: 'Cancel' }).querySelector('svg')).toBeNull();
    fireEvent.click(within(sure).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());

    fireEvent.click(within(bodyRows()[1]).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(await dialogNamed('Update User Details')).getByRole('button', { name: 'Update' }));
    expect(await dialogNamed('Are you sure?')).toHaveTextContent('Update the user nimal@example.org?');
  });
});
