import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { ResourceListScreen } from '../../../src/framework';
import { fakeDataProvider, renderInAdmin } from './harness';
import { people, peopleRows } from './fixtures';

const openRowAction = async (label: string) => {
  await screen.findByText('Person 1');
  fireEvent.click(within(screen.getAllByRole('row')[1]).getAllByRole('button', { name: label })[0]);
};

const formDialog = () => screen.findByRole('dialog', { name: 'Person Details' });
const confirmDialog = () => screen.findByRole('dialog', { name: 'Are you sure?' });

describe('create dialog', () => {
  it('validates, asks "Are you sure?" with Yes, creates with wire dates, toasts and reloads the list', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await formDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Full Name cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Note required')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Full Name/), { target: { value: 'Ann' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'hello' } });
    fireEvent.change(within(dialog).getByLabelText('Joined'), { target: { value: '01/02/2023' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await confirmDialog();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const listCalls = provider.getList.mock.calls.length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    expect(provider.create.mock.calls[0][0]).toBe('people');
    expect(provider.create.mock.calls[0][1].data).toMatchObject({ fullName: 'Ann', note: 'hello', joined: '2023-02-01' });
    expect(await screen.findByText('Person Creation Success')).toBeInTheDocument();
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Person Details' })).not.toBeInTheDocument());
  });
});

describe('edit dialog', () => {
  it('is prefilled (dates DD/MM/YYYY), disables readOnlyOnEdit fields, asks "Update it!" and updates', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await openRowAction('Edit');
    const dialog = await formDialog();
    expect(within(dialog).getByLabelText(/Full Name/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Person 1');
    expect(within(dialog).getByLabelText('Joined')).toHaveValue('05/03/2024');
    expect(within(dialog).queryByLabelText('State')).not.toBeInTheDocument(); // readOnly: not in forms
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Update it!' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    const [resource, params] = provider.update.mock.calls[0];
    expect(resource).toBe('people');
    expect(params.id).toBe(1);
    expect(params.data).toMatchObject({ fullName: 'Person 1', note: 'changed', joined: '2024-03-05' });
    expect(params.previousData).toMatchObject({ personId: 1 });
    expect(await screen.findByText('Person Update Success')).toBeInTheDocument();
  });

  it("toasts the server's message when the update fails and keeps the form open", async () => {
    const provider = fakeDataProvider(peopleRows, {
      update: () => Promise.reject(new HttpError('Role name already exists', 200)),
    });
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await openRowAction('Edit');
    fireEvent.click(within(await formDialog()).getByRole('button', { name: 'Update' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Update it!' }));
    expect(await screen.findByText('Role name already exists')).toBeInTheDocument();
    expect(await formDialog()).toBeInTheDocument();
    expect(screen.queryByText('Person Update Success')).not.toBeInTheDocument();
  });
});

describe('delete and view', () => {
  it('asks "Are you sure?" / "You won\'t be able to revert this!" / "Delete it!", then deletes', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await openRowAction('Delete');
    const confirm = await confirmDialog();
    expect(within(confirm).getByText("You won't be able to revert this!")).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete it!' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('people', expect.objectContaining({ id: 1 })));
    expect(await screen.findByText('Person Delete Success')).toBeInTheDocument();
  });

  it('Cancel closes the delete confirmation without deleting', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await openRowAction('Delete');
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    expect(provider.delete).not.toHaveBeenCalled();
  });

  it('view shows every field read-only', async () => {
    renderInAdmin(<ResourceListScreen resource={people} />, fakeDataProvider(peopleRows));
    await openRowAction('View');
    const dialog = await screen.findByRole('dialog', { name: 'Person Details - Person 1' });
    expect(within(dialog).getByText('LKR 1,234.00')).toBeInTheDocument();
    expect(within(dialog).getByText('05/03/2024')).toBeInTheDocument();
    expect(within(dialog).getByText('Approved')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
