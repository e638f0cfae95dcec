/**
 * A declared select over a large lookup (lookup(..., { large: true })): whatever declares it gets a select searched
 * on the server as the user types, never the collection read whole; a value it is given (an edit, a view) reads its
 * one record by id; a `valueLabel` wire still sends the label the user saw.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, type DataProvider, type RaRecord } from 'react-admin';
import { buildSchema, DisplayValue, FieldInput, FormDialog, lookup, number, paged, select, text, type AnyResource, type Fields } from '../../../src/framework';
import { LOOKUP_SEARCH } from '../../../src/framework/lookupSearch';
import { fakeDataProvider, renderInAdmin } from './harness';

/** 10,000 members, as the API would page them. */
const MEMBERS: RaRecord[] = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, memberID: i + 1, fullName: `Member ${String(i + 1).padStart(5, '0')}` }));
const member = select({ label: 'Member', required: 'Choose a member', choices: lookup('members', 'memberID', 'fullName', { large: true }) });

const provider = () =>
  fakeDataProvider(MEMBERS, {
    getMany: (async (_resource: string, { ids }: { ids: unknown[] }) => ({ data: MEMBERS.filter((row) => ids.map(String).includes(String(row.id))) })) as DataProvider['getMany'],
  });

const renderForm = (fields: Fields, dataProvider = provider(), onSubmit = vi.fn(), record?: RaRecord) => {
  renderInAdmin(
    <Form record={record} resolver={yupResolver(buildSchema(fields, 'create'))} mode="onTouched" onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, def]) => (
        <FieldInput key={name} source={name} def={def} />
      ))}
      <button type="submit">Save</button>
    </Form>,
    dataProvider,
  );
  return dataProvider;
};

const typeInto = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};

describe('a large lookup in a declared form', () => {
  it('reads one page when opened and one page per search, never the collection', async () => {
    const dataProvider = renderForm({ member });
    const input = screen.getByRole('combobox', { name: 'Member' });
    expect(dataProvider.getList).not.toHaveBeenCalled();
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('option', { name: 'Member 00001' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(LOOKUP_SEARCH.perPage);
    expect(dataProvider.getList).toHaveBeenLastCalledWith('members', expect.objectContaining({ pagination: { page: 1, perPage: 20 }, sort: { field: 'fullName', order: 'ASC' }, filter: {} }));
    typeInto(input, '09999');
    expect(await screen.findByRole('option', { name: 'Member 09999' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenLastCalledWith('members', expect.objectContaining({ filter: { q: '09999' } }));
    for (const [, params] of dataProvider.getList.mock.calls) expect(params.pagination?.perPage).toBeLessThanOrEqual(LOOKUP_SEARCH.perPage);
  });

  it('submits the chosen id, and says what is required', async () => {
    const onSubmit = vi.fn();
    renderForm({ member }, provider(), onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a member')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: /Member/ });
    typeInto(input, '04321');
    fireEvent.click(await screen.findByRole('option', { name: 'Member 04321' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ member: 4321 });
  });

  it('shows the value it was given by reading that record by id (an edit)', async () => {
    const dataProvider = renderForm({ member }, provider(), vi.fn(), { id: 1, member: 8765 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Member/ })).toHaveValue('Member 08765'));
    expect(dataProvider.getMany).toHaveBeenCalledWith('members', expect.objectContaining({ ids: [8765] }));
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('shows a value read-only (a view) from its one record', async () => {
    const dataProvider = provider();
    renderInAdmin(<DisplayValue def={member} value={7} />, dataProvider);
    expect(await screen.findByText('Member 00007')).toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it("sends a valueLabel wire's label, the chosen option's text", async () => {
    const resource: AnyResource = {
      name: 'transfers',
      title: 'Transfers',
      idField: 'id',
      noun: 'transfer',
      fields: { id: number({ readOnly: true }), who: { ...member, wire: 'valueLabel' }, note: text({ label: 'Note' }) },
      api: paged({ list: 'GET transfers', create: 'POST transfers' }),
    };
    const onSave = vi.fn(async (_data: Record<string, unknown>) => true);
    renderInAdmin(<FormDialog resource={resource} mode="create" open onClose={vi.fn()} onSave={onSave} />, provider());
    const dialog = await screen.findByRole('dialog');
    typeInto(within(dialog).getByRole('combobox', { name: /Member/ }), '00042');
    fireEvent.click(await screen.findByRole('option', { name: 'Member 00042' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ who: { value: 42, label: 'Member 00042' } });
  });
});
