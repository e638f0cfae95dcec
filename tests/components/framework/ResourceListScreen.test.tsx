import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { ResourceListScreen, type RowActionHelpers } from '../../../src/framework';
import { fakeDataProvider, renderInAdmin } from './harness';
import { people, peopleRows } from './fixtures';

const lastGetList = (provider: ReturnType<typeof fakeDataProvider>) => provider.getList.mock.lastCall?.[1];
/** The search waits SEARCH_DEBOUNCE_MS before it filters; a busy machine needs more than waitFor's default 1 s. */
const AFTER_DEBOUNCE = { timeout: 5000 };

describe('ResourceListScreen paging, sorting, filtering', () => {
  it('asks getList for page 1 of 10 rows, the default sort and no filter, and shows the title', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    expect(await screen.findByRole('heading', { name: 'People Screen' })).toBeInTheDocument();
    await screen.findByText('Person 1');
    expect(provider.getList).toHaveBeenCalledWith(
      'people',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'personId', order: 'DESC' }, filter: {} }),
    );
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
  });

  it('shows a loading state while fetching', async () => {
    let release: () => void = () => undefined;
    const provider = fakeDataProvider(peopleRows);
    const original = provider.getList.getMockImplementation()!;
    provider.getList.mockImplementation((resource, params) => new Promise((resolve) => (release = () => resolve(original(resource, params)))));
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    release();
    await screen.findByText('Person 1');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument());
  });

  it("sends the search box text as filter q (placeholder 'Search Data'), and 'Clear' empties it", async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    const search = await screen.findByPlaceholderText('Search Data');
    fireEvent.change(search, { target: { value: 'Person 7' } });
    await waitFor(() => expect(lastGetList(provider)?.filter).toEqual({ q: 'Person 7' }), AFTER_DEBOUNCE);
    await screen.findByText('Person 7');
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(lastGetList(provider)?.filter).toEqual({}), AFTER_DEBOUNCE);
    await screen.findByText('Person 1');
  });

  const goToPage2 = async (provider: ReturnType<typeof fakeDataProvider>) => {
    fireEvent.click(await screen.findByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastGetList(provider)?.pagination?.page).toBe(2));
  };

  it('reloads page 1 when the sort changes', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await screen.findByText('Person 1');
    await goToPage2(provider);
    fireEvent.click(screen.getByText('Full Name'));
    await waitFor(() => expect(lastGetList(provider)?.sort?.field).toBe('fullName'));
    expect(lastGetList(provider)?.pagination).toEqual({ page: 1, perPage: 10 });
  });

  it('reloads page 1 when the filter changes', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await screen.findByText('Person 1');
    await goToPage2(provider);
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'Person' } });
    await waitFor(() => expect(lastGetList(provider)?.filter).toEqual({ q: 'Person' }), AFTER_DEBOUNCE);
    expect(lastGetList(provider)?.pagination?.page).toBe(1);
  });

  it('reloads page 1 when the page size changes (options 10/25/50/100)', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await screen.findByText('Person 1');
    await goToPage2(provider);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    fireEvent.click(options[1]);
    await waitFor(() => expect(lastGetList(provider)?.pagination).toEqual({ page: 1, perPage: 25 }));
  });
});

describe('ResourceListScreen cells', () => {
  it('shows status badges (2 Approved, 1 Pending, 16 Reject, other nothing), money and DD/MM/YYYY dates', async () => {
    renderInAdmin(<ResourceListScreen resource={people} />, fakeDataProvider(peopleRows));
    await screen.findByText('Person 1');
    const rows = screen.getAllByRole('row').slice(1);
    const badge = (row: HTMLElement) => row.querySelector('[data-status]');
    expect(badge(rows[0])).toHaveTextContent('Approved');
    expect(badge(rows[0])).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' }); // green
    expect(badge(rows[1])).toHaveTextContent('Pending');
    expect(badge(rows[1])).toHaveStyle({ backgroundColor: 'rgb(251, 192, 45)' }); // yellow
    expect(badge(rows[2])).toHaveTextContent('Reject');
    expect(badge(rows[2])).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)' }); // red
    expect(badge(rows[3])).toBeNull(); // status 7
    expect(within(rows[0]).getByText('LKR 1,234.00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('05/03/2024')).toHaveStyle({ whiteSpace: 'nowrap' }); // a date never wraps
  });

  it('calls the approve and print handlers with the row', async () => {
    const handlers = { approve: vi.fn(), print: vi.fn() };
    renderInAdmin(<ResourceListScreen resource={people} handlers={handlers} />, fakeDataProvider(peopleRows));
    await screen.findByText('Person 1');
    const row = screen.getAllByRole('row')[1];
    fireEvent.click(within(row).getByRole('button', { name: 'Print' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(handlers.print).toHaveBeenCalledWith(expect.objectContaining({ personId: 1 }), expect.anything());
    expect(handlers.approve).toHaveBeenCalledTimes(1);
    expect(handlers.approve.mock.calls[0][0]).toMatchObject({ fullName: 'Person 1' });
  });

  it('without handlers, approve opens the edit dialog and print is disabled', async () => {
    renderInAdmin(<ResourceListScreen resource={people} />, fakeDataProvider(peopleRows));
    await screen.findByText('Person 1');
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('button', { name: 'Print' })).toBeDisabled();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'Person Details' })).toBeInTheDocument();
  });

  it("runs the screen's handler with helpers (notify)", async () => {
    const printing = { ...people, list: { columns: ['fullName'] as const, rowActions: ['print'] as const } };
    const handlers = { print: (record: RaRecord, h: RowActionHelpers) => h.notify(`Printed ${record.fullName}`) };
    renderInAdmin(<ResourceListScreen resource={printing} handlers={handlers} />, fakeDataProvider(peopleRows));
    await screen.findByText('Person 1');
    fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Printed Person 1')).toBeInTheDocument();
  });
});

describe('ResourceListScreen when the list call fails', () => {
  it("shows the server's message instead of an empty table and a pager", async () => {
    const provider = fakeDataProvider(peopleRows);
    provider.getList.mockRejectedValue(Object.assign(new Error('You are not allowed to use this function'), { status: 403 }));
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are not allowed to use this function');
    expect(screen.queryByText(/of 10/)).not.toBeInTheDocument();
    expect(screen.queryByText('Rows per page:')).not.toBeInTheDocument();
  });
});
