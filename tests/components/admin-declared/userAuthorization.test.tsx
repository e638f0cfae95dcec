import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userAuthorization } from '../../../resources/userAuthorization';
import { clickRowAction, dialogNamed, failed, fakeApi, ok, page, renderScreen, submitAndConfirm, typeInto, waitForCalls, type Sent } from './fakeApi';
import { user } from './userFixture';

const LIST = 'GET usermanagement/userauth';
const AUTH = 'PUT usermanagement/userauth';

/** A server whose pending list loses a user once it is authorized or rejected. */
const authApi = (answer?: (request: Sent) => unknown) => {
  let pending = [user(7, 'Nimal', 'Perera', 1), user(8, 'Sunil', 'Dias', 1)];
  return fakeApi({
    [LIST]: () => page(pending),
    [AUTH]: (request) => {
      if (answer) return answer(request);
      const { userID, approve } = request.body as { userID: number; approve: string };
      pending = pending.filter((u) => u.userID !== userID);
      return ok(approve === 'approve' ? 'User authorized' : 'User rejected');
    },
  });
};

const openAuthorization = async (lastName = 'Perera') => {
  await clickRowAction(lastName, 'Approve');
  return dialogNamed('User Authorization');
};

describe('User Authorization (/user/userauth)', () => {
  it('pages the users pending authorization (GET usermanagement/userauth)', async () => {
    const api = authApi();
    renderScreen(userAuthorization, api);
    expect(await screen.findByRole('heading', { name: 'User Authorization' })).toBeInTheDocument();
    await screen.findByText('Perera');
    expect(api.calls(LIST)[0].query).toEqual({ page: '1', perPage: '10', sortColumn: 'userID', sortDirection: 'asc', filterText: '' });
    expect(screen.getAllByText('Pending')).toHaveLength(2);
  });

  it("approve opens 'User Authorization' with the user, names editable and required, and the buttons Authorize and Reject", async () => {
    renderScreen(userAuthorization, authApi());
    const dialog = await openAuthorization();
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('nimal@example.org');
    expect(within(dialog).getByLabelText(/Username/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/First Name/)).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Authorize' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    typeInto(dialog, /First Name/, '');
    typeInto(dialog, /Last Name/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('First Name Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last Name Required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
  });

  it.each([
    ['Authorize', 'Approve it!', 'approve'],
    ['Reject', 'Reject it!', 'reject'],
  ])("%s asks '%s', sends PUT usermanagement/userauth with approve '%s', toasts 'User Authorization Success', the row disappears", async (button, confirm, approve) => {
    const api = authApi();
    renderScreen(userAuthorization, api);
    const dialog = await openAuthorization();
    typeInto(dialog, /First Name/, 'Nimali');
    await submitAndConfirm(dialog, button, confirm);
    await waitForCalls(api, AUTH);
    expect(api.calls(AUTH)[0].body).toMatchObject({ userID: 7, username: 'nimal@example.org', firstName: 'Nimali', lastName: 'Perera', approve });
    expect(await screen.findByText('User Authorization Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Perera')).not.toBeInTheDocument());
    expect(screen.getByText('Dias')).toBeInTheDocument();
  });

  it.each([
    ['Authorize', 'Authorize the user nimal@example.org?', 'MuiButton-colorSuccess'],
    ['Reject', 'Reject the user nimal@example.org?', 'MuiButton-colorError'],
  ])("%s asks '%s' with a button of its colour", async (button, question, colour) => {
    renderScreen(userAuthorization, authApi());
    const dialog = await openAuthorization();
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    const sure = await dialogNamed('Are you sure?');
    expect(sure).toHaveTextContent(question);
    expect(within(sure).getAllByRole('button')[1]).toHaveClass(colour);
  });

  it("the view is titled 'User Details', not as the authorization", async () => {
    renderScreen(userAuthorization, authApi());
    await clickRowAction('Perera', 'View');
    expect(await dialogNamed('User Details - nimal@example.org')).toBeInTheDocument();
  });

  it("a failure toasts the server's text and keeps the modal", async () => {
    renderScreen(userAuthorization, authApi(() => failed('User is not pending authorization')));
    await submitAndConfirm(await openAuthorization(), 'Authorize', 'Approve it!');
    expect(await screen.findByText('User is not pending authorization')).toBeInTheDocument();
    expect(screen.queryByText('User Authorization Success')).not.toBeInTheDocument();
    expect(await dialogNamed('User Authorization')).toBeInTheDocument();
  });
});
