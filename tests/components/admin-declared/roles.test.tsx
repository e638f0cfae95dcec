import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceScreen } from '../../../src/framework';
import { roles } from '../../../resources/roles';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { bodyRows, chooseOption, clickRowAction, deferred, dialogNamed, failed, page, renderScreen, submitAndConfirm, typeInto, waitForCalls } from './fakeApi';
import { fillValidRole, MENU, openCreate, roleEditAnswer, rolesApi, ROLES } from './rolesFixture';

const LIST = 'GET usermanagement/allrolelist';


const tick = (dialog: HTMLElement, title: string) => fireEvent.click(within(dialog).getByRole('checkbox', { name: title }));
const checkbox = (dialog: HTMLElement, title: string) => within(dialog).getByRole('checkbox', { name: title }) as HTMLInputElement;


describe('Role Creation (/user/rolecreation): table', () => {
  it('pages GET usermanagement/allrolelist and shows id, name, description, status badge and DD/MM/YYYY create date', async () => {
    const api = rolesApi();
    renderScreen(roles, api);
    expect(await screen.findByRole('heading', { name: 'Role Creation' })).toBeInTheDocument();
    await screen.findByText('Administrator');
    expect(api.calls(LIST)[0].query).toEqual({ page: '1', perPage: '10', sortColumn: 'userRoleID', sortDirection: 'asc', filterText: '' });
    for (const header of ['Role Id', 'Role Name', 'Description', 'Status', 'Create Date']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const [admin, , , auditor] = bodyRows();
    expect(within(admin).getByText('Administrator role')).toBeInTheDocument();
    expect(within(admin).getByText('05/03/2024')).toBeInTheDocument();
    expect(admin.querySelector('[data-status]')).toHaveTextContent('Approved');
    expect(admin.querySelector('[data-status="2"]')).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    expect(auditor.querySelector('[data-status="1"]')).toHaveTextContent('Pending');
    expect(within(auditor).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(auditor).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('offers no action the API always refuses: the signed-in role is not edited, built-in roles are not deleted', async () => {
    renderScreen(roles, rolesApi()); // the administrator, role 1
    await screen.findByText('Auditor');
    const [admin, applicant, member] = bodyRows();
    expect(within(admin).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    for (const builtIn of [admin, applicant, member]) expect(within(builtIn).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(applicant).getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('a staff role sees no edit on the Administrator role nor on its own role', async () => {
    renderScreen(roles, rolesApi(), signedInAs(50, 30)); // a user of role 30 (Auditor)
    await screen.findByText('Auditor');
    const [admin, applicant, , auditor] = bodyRows();
    expect(within(admin).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(auditor).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(applicant).getByRole('button', { name: 'Edit' })).toBeEnabled();
  });
});

describe('Role Creation: the Role Details form', () => {
  it("shows 'Role Details' with the heading 'Ticked Menus are allowed for the user' above the menu tree from roleoptions", async () => {
    const api = rolesApi();
    renderScreen(roles, api);
    const dialog = await openCreate();
    const tree = within(dialog).getByRole('group', { name: 'Ticked Menus are allowed for the user' });
    expect(await within(tree).findByRole('checkbox', { name: 'Role Creation' })).not.toBeChecked();
    expect(within(tree).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(MENU.map((n) => n.title));
    expect(api.calls('GET usermanagement/roleoptions')).toHaveLength(1);
  });

  it('validates with the exact messages', async () => {
    renderScreen(roles, rolesApi());
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Role name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Role Description Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Status is required')).toBeInTheDocument();
    for (const invalid of ['Audit Team', 'Auditor2', 'Auditor-x']) {
      typeInto(dialog, /Role Name/, invalid);
      expect(await within(dialog).findByText('Invalid role name: only letters allowed')).toBeInTheDocument();
    }
    typeInto(dialog, /Role Name/, 'Auditor');
    await waitFor(() => expect(within(dialog).queryByText('Invalid role name: only letters allowed')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
  });

  it('ticking a parent ticks its children; a partly ticked parent shows half-ticked', async () => {
    renderScreen(roles, rolesApi());
    const dialog = await openCreate();
    await within(dialog).findByRole('checkbox', { name: 'Administration' });
    tick(dialog, 'User Management');
    expect(checkbox(dialog, 'Role Creation')).toBeChecked();
    expect(checkbox(dialog, 'User ID Creation')).toBeChecked();
    expect(checkbox(dialog, 'Meeting Minutes')).not.toBeChecked();
    expect(checkbox(dialog, 'Administration').dataset.indeterminate).toBe('true');
    tick(dialog, 'Administration');
    expect(checkbox(dialog, 'Meeting Minutes')).toBeChecked();
    expect(checkbox(dialog, 'Administration')).toBeChecked();
    tick(dialog, 'Administration');
    expect(checkbox(dialog, 'Role Creation')).not.toBeChecked();
  });

  it("creates with 'Yes': POST rolecreation {name, description, userRoleStatus {value,label}, roleOptions [{id,value,title,ticked}]}, toasts and reloads", async () => {
    const api = rolesApi();
    renderScreen(roles, api);
    await screen.findByText('Administrator');
    const dialog = await openCreate();
    await fillValidRole(dialog);
    await within(dialog).findByRole('checkbox', { name: 'User Management' });
    tick(dialog, 'User Management');
    const listCalls = api.calls(LIST).length;
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await waitForCalls(api, 'POST usermanagement/rolecreation');
    const ticked = new Set([2, 10, 110, 111]);
    expect(api.calls('POST usermanagement/rolecreation')[0].body).toEqual({
      userRoleName: 'Auditor',
      userRoleDescription: 'Reads the books',
      userRoleStatus: { value: 2, label: 'Approved' },
      roleOptions: MENU.map((n) => ({ id: n.id, value: n.value, title: n.title, ticked: ticked.has(n.id) })),
    });
    expect(await screen.findByText('Role Creation Success')).toBeInTheDocument();
    await waitForCalls(api, LIST, listCalls + 1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Role Details' })).not.toBeInTheDocument());
  });

  it.each([
    ['02', 'Role name already exists'],
    ['03', 'Select at least one menu for the role'],
  ])("a '%s' answer to the create toasts the server's text (%s) and keeps the form", async (code, text) => {
    const api = rolesApi({ 'POST usermanagement/rolecreation': () => failed(text, code) });
    renderScreen(roles, api);
    const dialog = await openCreate();
    await fillValidRole(dialog);
    await submitAndConfirm(dialog, 'Save', 'Yes');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Role Creation Success')).not.toBeInTheDocument();
    expect(await dialogNamed('Role Details')).toBeInTheDocument();
  });
});

describe('Role Creation: edit', () => {
  it('loads GET usermanagement/roleedit/{id}?flag=1 before opening; the name is read-only; the ticks are the role own', async () => {
    const answer = deferred<unknown>();
    const api = rolesApi({ 'GET usermanagement/roleedit/30': () => answer.promise });
    renderScreen(roles, api);
    await clickRowAction('Auditor', 'Edit');
    await waitForCalls(api, 'GET usermanagement/roleedit/30');
    expect(api.calls('GET usermanagement/roleedit/30')[0].query).toEqual({ flag: '1' });
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Role Details' })).not.toBeInTheDocument();
    answer.release(roleEditAnswer(30));
    const dialog = await dialogNamed('Role Details');
    expect(within(dialog).getByLabelText(/Role Name/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/Role Name/)).toHaveValue('Auditor');
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Auditor role');
    expect(checkbox(dialog, 'Role Creation')).toBeChecked();
    expect(checkbox(dialog, 'User ID Creation')).not.toBeChecked();
    expect(checkbox(dialog, 'Admin Dashboard')).not.toBeChecked();
    expect(api.calls('GET usermanagement/roleoptions')).toHaveLength(0);
  });

  it("updates with 'Update it!': PUT updaterole with the id, the status {value,label} and the new ticks, toasts, reloads", async () => {
    const api = rolesApi();
    renderScreen(roles, api);
    await clickRowAction('Auditor', 'Edit');
    const dialog = await dialogNamed('Role Details');
    typeInto(dialog, /Description/, 'Audits');
    await chooseOption(dialog, /Status/, 'Approved');
    tick(dialog, 'Admin Dashboard');
    const listCalls = api.calls(LIST).length;
    await submitAndConfirm(dialog, 'Update', 'Update it!');
    await waitForCalls(api, 'PUT usermanagement/updaterole');
    const ticked = new Set([1, 100, 2, 10, 110]);
    expect(api.calls('PUT usermanagement/updaterole')[0].body).toMatchObject({
      userRoleID: 30,
      userRoleName: 'Auditor',
      userRoleDescription: 'Audits',
      userRoleStatus: { value: 2, label: 'Approved' },
      createdAt: '2024-03-05T10:15:00.000Z',
      roleOptions: MENU.map((n) => ({ id: n.id, value: n.value, title: n.title, ticked: ticked.has(n.id) })),
    });
    expect(await screen.findByText('Role Update Success')).toBeInTheDocument();
    await waitForCalls(api, LIST, listCalls + 1);
  });

  it("a '02' answer to the update toasts the server's text", async () => {
    const api = rolesApi({ 'PUT usermanagement/updaterole': () => failed('Select at least one menu for the role') });
    renderScreen(roles, api);
    await clickRowAction('Auditor', 'Edit');
    await submitAndConfirm(await dialogNamed('Role Details'), 'Update', 'Update it!');
    expect(await screen.findByText('Select at least one menu for the role')).toBeInTheDocument();
    expect(screen.queryByText('Role Update Success')).not.toBeInTheDocument();
  });

  it('a failed roleedit load toasts the server text and opens no dialog', async () => {
    const api = rolesApi({ 'GET usermanagement/roleedit/30': () => failed('Role not found') });
    renderScreen(roles, api);
    await clickRowAction('Auditor', 'Edit');
    expect(await screen.findByText('Role not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Role Details' })).not.toBeInTheDocument();
  });
});

describe('Role Creation: delete', () => {
  it("asks 'Are you sure?' / 'You won't be able to revert this!' / 'Delete it!', DELETEs deleterole/{id}, toasts, reloads", async () => {
    const api = rolesApi();
    renderScreen(roles, api);
    await clickRowAction('Auditor', 'Delete');
    const sure = await dialogNamed('Are you sure?');
    expect(within(sure).getByText("You won't be able to revert this!")).toBeInTheDocument();
    const listCalls = api.calls(LIST).length;
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    await waitForCalls(api, 'DELETE usermanagement/deleterole/30');
    expect(api.calls('DELETE usermanagement/deleterole/30')[0].body).toMatchObject({ userRoleID: 30, userRoleName: 'Auditor' });
    expect(await screen.findByText('Role Delete Success')).toBeInTheDocument();
    await waitForCalls(api, LIST, listCalls + 1);
  });

  it("a '02' answer (a role in use) toasts the server's text", async () => {
    const api = rolesApi({ 'DELETE usermanagement/deleterole/30': () => failed('This role is assigned to 2 user(s) and cannot be deleted') });
    renderScreen(roles, api);
    await clickRowAction('Auditor', 'Delete');
    fireEvent.click(within(await dialogNamed('Are you sure?')).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText('This role is assigned to 2 user(s) and cannot be deleted')).toBeInTheDocument();
    expect(screen.queryByText('Role Delete Success')).not.toBeInTheDocument();
  });
});

/** Shows or hides its child inside the same admin context (leaving the screen and coming back). */
const Leavable = ({ children }: { children: ReactNode }) => {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        toggle screen
      </button>
      {shown && children}
    </>
  );
};

describe('Role Creation: leaving the screen', () => {
  // a long walk (two pages, a search, a dialog, away and back): more than the default 5 s on a busy machine
  it('resets page, filter and open dialog when the user leaves and comes back', { timeout: 15_000 }, async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...ROLES[i % 4], userRoleID: 100 + i, userRoleName: `Role${String.fromCharCode(65 + i)}` }));
    const api = rolesApi({
      'GET usermanagement/allrolelist': ({ query }) => {
        const rows = many.filter((r) => r.userRoleName.toLowerCase().includes(query.filterText.toLowerCase()));
        const start = (Number(query.page) - 1) * Number(query.perPage);
        return { ...page(rows.slice(start, start + Number(query.perPage))), total: rows.length };
      },
    });
    renderInAdmin(
      <Leavable>
        <ResourceScreen resource={roles} />
      </Leavable>,
      api.dataProvider,
    );
    await screen.findByText('RoleA');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('RoleK');
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'Role' } });
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.filterText).toBe('Role'));
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await dialogNamed('Role Details');

    // the open dialog hides the rest of the page from the accessibility tree
    fireEvent.click(screen.getByRole('button', { name: 'toggle screen', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Role Creation' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Role Details' })).not.toBeInTheDocument();
    const before = api.calls(LIST).length;
    fireEvent.click(screen.getByRole('button', { name: 'toggle screen' }));

    await screen.findByText('RoleA');
    await waitForCalls(api, LIST, before + 1);
    expect(api.calls(LIST).at(-1)?.query).toMatchObject({ page: '1', filterText: '' });
    expect(screen.getByPlaceholderText('Search Data')).toHaveValue('');
    expect(screen.queryByText('RoleK')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Role Details' })).not.toBeInTheDocument();
  });
});
