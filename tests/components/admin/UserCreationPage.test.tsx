import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserCreationPage } from '../../../src/features/admin/userCreation/UserCreationPage';
import { HttpError } from '../../../src/providers/httpError';
import { ROLES, listReply, pickOption, renderAdminPage, requestsTo } from './harness';
import { mockHttpClient } from '../app/support/http';

const httpMock = mockHttpClient();
// Each sending test fills the form, picks a role, confirms and reads a dialog: several seconds on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const reload = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  httpMock.get.mockImplementation(async (path: string) => (path === 'usermanagement/alluserroles' ? ROLES : []));
  httpMock.request.mockResolvedValue(listReply([]));
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const detailsForm = () => screen.getByRole('region', { name: 'User Details' });
const submitDetails = () => userEvent.click(within(detailsForm()).getByRole('button', { name: 'Create User' }));

const renderPage = async () => {
  renderAdminPage(<UserCreationPage />, '/user/usercreation');
  await screen.findByRole('heading', { name: 'User ID Creation' });
  // roles loaded: the select is no longer a loading placeholder
  await waitFor(() => expect(within(detailsForm()).getByRole('combobox', { name: /User Role/ })).toBeInTheDocument());
};

/** Pastes rather than types: a keystroke per character re-validates the form each time, slow enough under load to time out. */
const enter = async (label: string, value: string) => {
  await userEvent.click(within(detailsForm()).getByLabelText(label));
  await userEvent.paste(value);
};

const fillDetails = async (values: { email?: string; firstName?: string; lastName?: string; comments?: string; role?: string }) => {
  if (values.email !== undefined) await enter('E-mail', values.email);
  if (values.firstName !== undefined) await enter('First Name', values.firstName);
  if (values.lastName !== undefined) await enter('Last Name', values.lastName);
  if (values.comments !== undefined) await enter('Comments', values.comments);
  if (values.role !== undefined) await pickOption(detailsForm(), /User Role/, values.role);
};

const VALID = { email: 'nimal@example.org', firstName: 'Nimal', lastName: 'Perera', comments: 'Finance desk', role: 'applicant' };

describe('User ID Creation: user details rules (spec §5 "New user")', () => {
  it('shows the required messages and sends nothing for an empty form', async () => {
    await renderPage();
    await submitDetails();
    const form = within(detailsForm());
    expect(await form.findByText('E-mail cannot be empty')).toBeInTheDocument();
    expect(form.getByText('First Name is Required')).toBeInTheDocument();
    expect(form.getByText('Last Name is Required')).toBeInTheDocument();
    expect(form.getByText('Select User Role Required')).toBeInTheDocument();
    expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument();
    expect(httpMock.post).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail and names with other characters than letters', async () => {
    await renderPage();
    await fillDetails({ email: 'nimal@', firstName: 'Nimal2', lastName: 'Per-era', role: 'member' });
    await submitDetails();
    const form = within(detailsForm());
    expect(await form.findByText('Please enter valid e-mail')).toBeInTheDocument();
    expect(form.getByText('Please enter your first name using only letters')).toBeInTheDocument();
    expect(form.getByText('Only letters are allowed for this field')).toBeInTheDocument();
    expect(httpMock.post).not.toHaveBeenCalled();
  });

  it("says 'Invalid name' for a first or last name over 15 characters", async () => {
    await renderPage();
    await fillDetails({ email: 'a@example.org', firstName: 'A'.repeat(16), lastName: 'B'.repeat(16), role: 'member' });
    await submitDetails();
    expect(await within(detailsForm()).findAllByText('Invalid name')).toHaveLength(2);
    expect(httpMock.post).not.toHaveBeenCalled();
  });

  it('accepts letters and spaces up to 15 characters and asks "Are you sure?" before sending', async () => {
    await renderPage();
    await fillDetails({ ...VALID, firstName: 'Ana Maria Silva', lastName: 'De Silva' });
    await submitDetails();
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(httpMock.post).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    expect(httpMock.post).not.toHaveBeenCalled();
  });

  it('tells that a new user gets the first password by e-mail and must be authorized', async () => {
    await renderPage();
    expect(within(detailsForm()).getByText(/first password by e-mail and must be authorized/)).toBeInTheDocument();
  });
});

describe('User ID Creation: sending (spec §8 createUser)', () => {
  const submitValid = async () => {
    await renderPage();
    await fillDetails(VALID);
    await submitDetails();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
  };

  it('posts the new user with the role as {value, label}', async () => {
    httpMock.post.mockResolvedValue({ msg: 'Success', statusCode: '00' });
    await submitValid();
    await waitFor(() => expect(httpMock.post).toHaveBeenCalledTimes(1));
    expect(httpMock.post).toHaveBeenCalledWith('usermanagement/usercreation', {
      email: 'nimal@example.org',
      userRoleName: { value: 21, label: 'applicant' },
      firstName: 'Nimal',
      lastName: 'Perera',
      userDescription: 'Finance desk',
    });
  });

  it.each([
    ['00', 'Saved Successfully'],
    ['05', 'Missing fields'],
    ['06', 'Invalid Email Format'],
    ['02', 'Duplicate email'],
    ['07', 'Username already taken'],
    ['09', 'Creation Failed'],
  ])('code %s shows "%s" in a dialog and reloads the page once it is closed', async (code, text) => {
    if (code === '00') httpMock.post.mockResolvedValue({ msg: 'Success', statusCode: code });
    // the client throws a failed envelope as an HttpError that keeps the body
    else httpMock.post.mockRejectedValue(new HttpError('Http request error', 409, { msg: 'x', statusCode: code }));
    await submitValid();
    const result = await screen.findByText(text);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(within(result.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads the code of a 4xx answer too', async () => {
    httpMock.post.mockRejectedValueOnce(new HttpError('Missing fields', 400, { status: 'Missing fields', statusCode: '05' }));
    await submitValid();
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
  });

  it('says "Creation Failed" when the call fails without an answer', async () => {
    httpMock.post.mockRejectedValueOnce(new HttpError('Http request error', 409, null));
    await submitValid();
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
  });
});

describe('User ID Creation: the menu table of the chosen role (spec §2)', () => {
  const menuTable = () => screen.getByRole('region', { name: /Restricted Menus For this User|Access granted menu list/ });
  const menuCalls = () => requestsTo('usermanagement/menuaccesstable');

  it('stays empty, without a request, until a role is chosen', async () => {
    await renderPage();
    expect(within(menuTable()).getByRole('heading', { name: 'Restricted Menus For this User' })).toBeInTheDocument();
    expect(within(menuTable()).getByText(/There are no records to display/)).toBeInTheDocument();
    expect(within(menuTable()).queryByRole('row')).not.toBeInTheDocument();
    expect(menuCalls()).toEqual([]);
  });

  it('lists the restricted menus of the role (userSwitch false), then the granted ones when switched on', async () => {
    httpMock.request.mockImplementation(async ({ path }: { path: string }) =>
      listReply(path.includes('/true/') ? [{ no: 1, menuName: 'Member Dashboard', url: '/member/member-dashboard' }] : [{ no: 1, menuName: 'Role Creation', url: '/user/rolecreation' }]),
    );
    await renderPage();
    await pickOption(detailsForm(), /User Role/, 'member');
    expect(await within(menuTable()).findByText('Role Creation')).toBeInTheDocument();
    for (const column of ['No', 'Menu Name', 'URL']) expect(within(menuTable()).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(menuCalls()[0]).toMatchObject({
      method: 'GET',
      path: 'usermanagement/menuaccesstable/allowed/false/roleid/22',
      query: { page: 1, perPage: 10, sortColumn: 'no', sortDirection: 'asc', filterText: '' },
    });
    expect(menuCalls()[0].query).not.toHaveProperty('role');

    await userEvent.click(within(menuTable()).getByRole('switch', { name: 'Show granted menus' }));
    expect(within(menuTable()).getByRole('heading', { name: 'Access granted menu list' })).toBeInTheDocument();
    expect(await within(menuTable()).findByText('/member/member-dashboard')).toBeInTheDocument();
    expect(menuCalls().at(-1)?.path).toBe('usermanagement/menuaccesstable/allowed/true/roleid/22');
  });
});

describe('Set User Role for a Member (spec §5 "Member role assignment", §8)', () => {
  const memberForm = () => screen.getByRole('region', { name: 'Set User Role for a Member' });
  const submitMember = () => userEvent.click(within(memberForm()).getByRole('button', { name: 'Set Role' }));

  it('requires the member number and the role, sending nothing', async () => {
    await renderPage();
    await submitMember();
    expect(await within(memberForm()).findByText('Member number is Required')).toBeInTheDocument();
    expect(within(memberForm()).getByText('Select User Role Required')).toBeInTheDocument();
    expect(httpMock.post).not.toHaveBeenCalled();
  });

  it("says 'Invalid Member number' over 5 characters", async () => {
    await renderPage();
    await userEvent.type(within(memberForm()).getByLabelText('Member Number'), 'M00012');
    await pickOption(memberForm(), /User Role/, 'member');
    await submitMember();
    expect(await within(memberForm()).findByText('Invalid Member number')).toBeInTheDocument();
    expect(httpMock.post).not.toHaveBeenCalled();
  });

  const assign = async () => {
    await renderPage();
    await userEvent.type(within(memberForm()).getByLabelText('Member Number'), 'M0001');
    await pickOption(memberForm(), /User Role/, 'member');
    await submitMember();
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(httpMock.post).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
  };

  it('confirms, then posts the member number and the role as {value, label}', async () => {
    httpMock.post.mockResolvedValue({ status: 'Saved Successfully', statusCode: '00' });
    await assign();
    await waitFor(() =>
      expect(httpMock.post).toHaveBeenCalledWith('application/set-user-role-from-member', {
        memberNumber: 'M0001',
        userRoleName: { value: 22, label: 'member' },
      }),
    );
  });

  it.each([
    ['00', 'Saved Successfully'],
    ['01', 'No member number found'],
    ['02', 'Creation Failed'],
  ])('code %s shows "%s"', async (code, text) => {
    if (code === '00') httpMock.post.mockResolvedValue({ status: 'Saved Successfully', statusCode: code });
    else httpMock.post.mockRejectedValue(new HttpError('server text', 409, { status: 'server text', statusCode: code }));
    await assign();
    const result = await screen.findByText(text);
    await userEvent.click(within(result.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
  });

  it('starts empty again after a success', async () => {
    httpMock.post.mockResolvedValue({ status: 'Saved Successfully', statusCode: '00' });
    await assign();
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(memberForm()).getByLabelText('Member Number')).toHaveValue(''));
  });
});
