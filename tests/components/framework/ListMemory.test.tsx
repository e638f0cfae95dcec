/** A list screen keeps its search, filters, sort and page when left and opened again; on a phone its filters sit behind a button. */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceListScreen } from '../../../src/framework';
import { fakeDataProvider, renderInAdmin } from './harness';
import { people, peopleRows } from './fixtures';
import { DESKTOP_WIDTH, onScreenWidth, PHONE_WIDTH } from './screenWidth';

const filtered = {
  ...people,
  list: { ...people.list, columns: ['personId', 'fullName', 'joined', 'fee', 'state'], filters: [{ source: 'state', label: 'State filter', anyLabel: 'Any state', choices: [{ id: 2, name: 'Approved' }, { id: 16, name: 'Rejected' }] }] },
} as const;

/** The list and a way to leave it and come back, as a menu would (the list unmounts in between). */
const LeaveAndReturn = () => {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((on) => !on)}>
        {shown ? 'Leave' : 'Return'}
      </button>
      {shown && <ResourceListScreen resource={filtered} />}
    </>
  );
};

const lastGetList = (provider: ReturnType<typeof fakeDataProvider>) => provider.getList.mock.lastCall?.[1];
const SLOW = { timeout: 8000 };
/** Several round trips through the debounced search and the store. */
const LONG_TEST = 60_000;

const chooseState = async (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State filter' }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('a list remembers how it was left', () => {
  onScreenWidth(DESKTOP_WIDTH);

  it('comes back with its search, filter, sort and page', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<LeaveAndReturn />, provider);
    await screen.findByText('Person 1');
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'Person' } });
    await waitFor(() => expect(lastGetList(provider)?.filter).toEqual({ q: 'Person' }), SLOW);
    await chooseState('Approved');
    await waitFor(() => expect(lastGetList(provider)?.filter).toEqual({ q: 'Person', state: '2' }), SLOW);
    fireEvent.click(screen.getByText('Full Name'));
    await waitFor(() => expect(lastGetList(provider)?.sort).toEqual({ field: 'fullName', order: 'ASC' }), SLOW);
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastGetList(provider)?.pagination?.page).toBe(2), SLOW);

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByPlaceholderText('Search Data')).not.toBeInTheDocument();
    provider.getList.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));

    expect(await screen.findByPlaceholderText('Search Data')).toHaveValue('Person');
    expect(screen.getByRole('combobox', { name: 'State filter' })).toHaveTextContent('Approved');
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    expect(provider.getList.mock.calls[0][1]).toEqual(
      expect.objectContaining({ filter: { q: 'Person', state: '2' }, sort: { field: 'fullName', order: 'ASC' }, pagination: { page: 2, perPage: 10 } }),
    );
  }, LONG_TEST);
});

describe(`the filters on a ${PHONE_WIDTH} px phone`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('sit behind a Filters button that says how many are active', async () => {
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={filtered} />, provider);
    await screen.findByText('Person 1');
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // folded away: out of sight and out of the accessibility tree
    expect(screen.queryByRole('combobox', { name: 'State filter' })).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State filter' })).toBeVisible(), SLOW);
    await chooseState('Rejected');
    await waitFor(() => expect(lastGetList(provider)?.filter).toEqual({ state: '16' }), SLOW);
    // the count is in the button's text, so its name is what is seen
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveTextContent(/^Filters \(1\)$/);
  }, LONG_TEST);
});

describe(`the filters at ${DESKTOP_WIDTH} px`, () => {
  onScreenWidth(DESKTOP_WIDTH);

  it('show as they are, with no Filters button', async () => {
    renderInAdmin(<ResourceListScreen resource={filtered} />, fakeDataProvider(peopleRows));
    await screen.findByText('Person 1');
    expect(screen.getByRole('combobox', { name: 'State filter' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});
