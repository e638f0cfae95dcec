/** Role Creation as a user meets it: confirmations that name the role, a status select without a blank, refusals not logged as crashes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { roles } from '../../../resources/roles';
import { clickRowAction, dialogNamed, failed, renderScreen, submitAndConfirm } from './fakeApi';
import { fillValidRole, openCreate, rolesApi } from './rolesFixture';

describe('Role Creation: confirmations say what they will do', () => {
  it("a new role asks 'Save the role Auditor?' (not an empty 'Are you sure?') with 'Yes'", async () => {
    renderScreen(roles, rolesApi());
    const dialog = await openCreate();
    await fillValidRole(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const save = await dialogNamed('Are you sure?');
    expect(save).toHaveTextContent('Save the role Auditor?');
    expect(within(save).getByRole('button', { name: 'Yes' })).toHaveClass('MuiButton-colorPrimary');
  });

  it("an edit asks 'Update the role Auditor?' with 'Update it!'", async () => {
    renderScreen(roles, rolesApi());
    await clickRowAction('Auditor', 'Edit');
    fireEvent.click(within(await dialogNamed('Role Details')).getByRole('button', { name: 'Update' }));
    const sure = await dialogNamed('Are you sure?');
    expect(sure).toHaveTextContent('Update the role Auditor?');
    expect(within(sure).getByRole('button', { name: 'Update it!' })).toBeInTheDocument();
  });

  it('a role delete names the role, keeps the spec warning, and its button is red', async () => {
    renderScreen(roles, rolesApi());
    await clickRowAction('Auditor', 'Delete');
    const sure = await dialogNamed('Are you sure?');
    expect(sure).toHaveTextContent("Delete the role Auditor?You won't be able to revert this!");
    expect(within(sure).getByRole('button', { name: 'Delete it!' })).toHaveClass('MuiButton-colorError');
  });
});

describe('Role Creation: the required status select', () => {
  it('offers the statuses only, no blank choice', async () => {
    renderScreen(roles, rolesApi());
    const dialog = await openCreate();
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Status/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pending', 'Approved', 'Reject']);
  });
});

describe('Role Creation: expected refusals are shown, not logged as errors', () => {
  const logged = (spy: ReturnType<typeof vi.spyOn>, text: string) =>
    spy.mock.calls.some((args: unknown[]) => args.some((arg) => String((arg as Error | null)?.message ?? arg).includes(text)));
  afterEach(() => vi.restoreAllMocks());

  it("a duplicate role ('02' Role name already exists) toasts and logs nothing", async () => {
    const errors = vi.spyOn(console, 'error');
    renderScreen(roles, rolesApi({ 'POST usermanagement/rolecreation': () => failed('Role name already exists') }));
    await submitAndConfirm(await openCreate().then(async (d) => (await fillValidRole(d), d)), 'Save', 'Yes');
    expect(await screen.findByText('Role name already exists')).toBeInTheDocument();
    expect(logged(errors, 'Role name already exists')).toBe(false);
  });

  it("a 403 'You cannot ...' from the API toasts and logs nothing", async () => {
    const errors = vi.spyOn(console, 'error');
    const refusal = 'You cannot grant access to screens you do not hold yourself';
    renderScreen(roles, rolesApi({ 'PUT usermanagement/updaterole': () => [403, failed(refusal)] }));
    await clickRowAction('Auditor', 'Edit');
    await submitAndConfirm(await dialogNamed('Role Details'), 'Update', 'Update it!');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(logged(errors, refusal)).toBe(false);
  });

  it('a server crash (500) is still logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(roles, rolesApi({ 'DELETE usermanagement/deleterole/30': () => [500, { message: 'Database down' }] }));
    await clickRowAction('Auditor', 'Delete');
    fireEvent.click(within(await dialogNamed('Are you sure?')).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(logged(errors, 'Database down')).toBe(true);
  });
});
