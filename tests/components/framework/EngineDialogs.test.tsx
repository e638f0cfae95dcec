/** Engine features the administration screens rely on, on a neutral declaration: dialog actions, row forms, loadRecord, trees, renamed badges. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { defineResource, multiline, number, paged, ResourceListScreen, status, text, tree } from '../../../src/framework';
import { fakeDataProvider, renderInAdmin } from './harness';

const tickets = defineResource({
  name: 'tickets',
  title: 'Tickets',
  idField: 'ticketId',
  recordTitle: 'title',
  noun: 'ticket',
  dialog: {
    title: 'Ticket',
    loadRecord: true,
    actions: [
      { label: 'Accept', set: { decision: 'yes' } },
      { label: 'Refuse', set: { decision: 'no' }, confirmLabel: 'Refuse it!', confirmText: 'Refuse the %{noun} "%{name}"?', notify: 'Refused', tone: 'error' },
    ],
  },
  fields: {
    ticketId: number({ label: 'Ticket Id', readOnly: true }),
    title: text({ label: 'Title', required: 'Title required' }),
    state: status({ label: 'State', readOnly: true, choices: [{ id: 1, name: 'Waiting' }, { id: 2, name: 'Done' }] }),
    topics: tree({ heading: 'Topics', nodesFrom: 'topics', required: 'Pick a topic' }),
    reply: multiline({ label: 'Reply' }),
  },
  list: {
    columns: ['ticketId', 'title', 'state'],
    rowActions: ['edit'],
    canCreate: true,
    rowForms: [
      {
        name: 'close',
        label: 'Close ticket',
        icon: 'approve',
        title: 'Close Ticket',
        fields: ['reply'],
        actions: [{ label: 'Close', set: { state: 2 }, notify: 'Ticket closed' }],
        when: (record) => record.state !== 2,
      },
    ],
  },
  api: paged({ list: 'GET tickets', getOne: 'GET tickets/{ticketId}', create: 'POST tickets', update: 'PUT tickets' }),
  notify: { created: 'Ticket created', updated: 'Ticket updated' },
});

const TOPICS = [
  { id: 'all', title: 'All topics', parentId: null },
  { id: 'pay', title: 'Payments', parentId: 'all' },
  { id: 'log', title: 'Login', parentId: 'all' },
];
const ROWS: RaRecord[] = [
  { id: 1, ticketId: 1, title: 'First', state: { value: 1, label: 'whatever' } },
  { id: 2, ticketId: 2, title: 'Second', state: 2 },
];
const FULL = { id: 1, ticketId: 1, title: 'First', state: 1, topics: TOPICS.map((t) => ({ ...t, ticked: t.id === 'log' })) };

const provider = () =>
  fakeDataProvider(ROWS, {
    getList: async (resource: string) => (resource === 'topics' ? { data: TOPICS, total: 3 } : { data: ROWS, total: 2 }) as never,
    getOne: async () => ({ data: FULL }) as never,
  });

const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('status badges', () => {
  it('read {value,label} objects and take the names of declared fixed choices, colours by code', async () => {
    renderInAdmin(<ResourceListScreen resource={tickets} />, provider());
    expect((await row('First')).querySelector('[data-status="1"]')).toHaveTextContent('Waiting');
    expect((await row('First')).querySelector('[data-status="1"]')).toHaveStyle({ backgroundColor: 'rgb(251, 192, 45)' });
    expect((await row('Second')).querySelector('[data-status="2"]')).toHaveTextContent('Done');
  });
});

describe('dialog.loadRecord and dialog.actions', () => {
  it('fetches the record before the edit dialog, shows its tree ticks, and a declared action sets fields', async () => {
    const data = provider();
    renderInAdmin(<ResourceListScreen resource={tickets} />, data);
    fireEvent.click(within(await row('First')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    expect(data.getOne).toHaveBeenCalledWith('tickets', expect.objectContaining({ id: 1 }));
    expect(within(dialog).getByRole('checkbox', { name: 'Login' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Payments' })).not.toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Payments' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(sure).toHaveTextContent('Refuse the ticket "First"?'); // the action's own question
    expect(within(sure).getByRole('button', { name: 'Refuse it!' })).toHaveClass('MuiButton-colorError'); // and its tone
    fireEvent.click(within(sure).getByRole('button', { name: 'Refuse it!' }));
    await waitFor(() => expect(data.update).toHaveBeenCalled());
    const { data: sent } = data.update.mock.calls[0][1];
    expect(sent).toMatchObject({ decision: 'no', title: 'First' });
    expect([...(sent.topics as string[])].sort()).toEqual(['log', 'pay']);
    expect(await screen.findByText('Refused')).toBeInTheDocument();
  });
});

describe('row forms', () => {
  it("show only for the rows their 'when' accepts, and send only their fields plus the action's set", async () => {
    const data = provider();
    renderInAdmin(<ResourceListScreen resource={tickets} />, data);
    expect(within(await row('Second')).queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
    fireEvent.click(within(await row('First')).getByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Ticket' });
    expect(within(dialog).queryByLabelText(/Title/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reply'), { target: { value: 'Fixed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(sure).toHaveTextContent('Update the ticket First?'); // a row form names the row's record
    fireEvent.click(within(sure).getByRole('button', { name: 'Update it!' }));
    await waitFor(() => expect(data.update).toHaveBeenCalled());
    expect(data.update.mock.calls[0][1]).toMatchObject({ id: 1, data: { reply: 'Fixed', state: 2 } });
    expect(Object.keys(data.update.mock.calls[0][1].data)).toEqual(['reply', 'state']);
    expect(data.getOne).not.toHaveBeenCalled();
    expect(await screen.findByText('Ticket closed')).toBeInTheDocument();
  });
});

describe('tree input in a new record', () => {
  it("reads its nodes from the 'nodesFrom' resource and shows its required message", async () => {
    const data = provider();
    renderInAdmin(<ResourceListScreen resource={tickets} />, data);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    const topics = within(dialog).getByRole('group', { name: 'Topics' });
    expect(await within(topics).findByRole('checkbox', { name: 'Login' })).not.toBeChecked();
    expect(data.getList).toHaveBeenCalledWith('topics', expect.anything());
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'New' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Pick a topic')).toBeInTheDocument();
    fireEvent.click(within(topics).getByRole('checkbox', { name: 'All topics' }));
    await waitFor(() => expect(within(dialog).queryByText('Pick a topic')).not.toBeInTheDocument());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(sure).toHaveTextContent('Save the ticket New?'); // named from the typed values
    fireEvent.click(within(sure).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(data.create).toHaveBeenCalled());
    expect(data.create.mock.calls[0][1].data).toEqual({ title: 'New', topics: ['pay', 'log'] });
    expect(await screen.findByText('Ticket created')).toBeInTheDocument();
  });
});
