/** The engine's list screen and dialogs on a 375 px phone, and unchanged at 1366 px. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceListScreen, ResourceScreen } from '../../../src/framework';
import { date } from '../../../src/framework/declare';
import { globalDetails } from '../../../resources/globalDetails';
import { fakeDataProvider, renderInAdmin } from './harness';
import { people, peopleRows } from './fixtures';
import { DESKTOP_WIDTH, onScreenWidth, PHONE_WIDTH } from './screenWidth';

/** The card of the row whose text holds `text`. */
const card = async (text: string) => (await screen.findByText(text, { exact: true })).closest('li') as HTMLElement;

const isFullScreen = (dialog: HTMLElement) => dialog.classList.contains('MuiDialog-paperFullScreen');

describe(`the list screen at ${PHONE_WIDTH} px`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('shows one card per row, no table, with the heading action, the search box, Clear and the pager', async () => {
    renderInAdmin(<ResourceListScreen resource={people} />, fakeDataProvider(peopleRows));
    const cards = (await card('Person 1')).closest('ul') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search Data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeInTheDocument();
  });

  it('a default card reads: first column, second column, and the status badge beside them', async () => {
    renderInAdmin(<ResourceListScreen resource={people} />, fakeDataProvider(peopleRows));
    const first = await card('Person 1');
    expect(within(first).getByText('1', { exact: true })).toBeInTheDocument();
    expect(first.querySelector('[data-status="2"]')).toHaveTextContent('Approved');
    expect(within(first).queryByText('LKR 1,234.00')).not.toBeInTheDocument(); // the rest is in the view
  });

  it("the declaration's card lines win", async () => {
    const declared = {
      ...people,
      list: { columns: ['personId', 'fullName', 'joined', 'fee', 'state'], card: { primary: 'fullName', secondary: ['joined', 'fee'] } },
    } as const;
    renderInAdmin(<ResourceListScreen resource={declared} />, fakeDataProvider(peopleRows));
    const first = await card('Person 1');
    expect(first.querySelector('.MuiListItemText-primary')).toHaveTextContent(/^Person 1Approved$/);
    expect(first.querySelector('.MuiListItemText-secondary')).toHaveTextContent('05/03/2024 LKR 1,234.00');
  });

  it('a labelled card names each secondary value', async () => {
    const declared = {
      ...people,
      list: { columns: ['personId', 'fullName', 'joined', 'fee', 'state'], card: { primary: 'fullName', secondary: ['joined', 'fee'], labelled: true } },
    } as const;
    renderInAdmin(<ResourceListScreen resource={declared} />, fakeDataProvider(peopleRows));
    expect((await card('Person 1')).querySelector('.MuiListItemText-secondary')).toHaveTextContent('Joined 05/03/2024 · Fee LKR 1,234.00');
  });

  it('two dates on a line read as a range; an open end keeps the dash', async () => {
    const declared = {
      ...people,
      fields: { ...people.fields, left: date({ label: 'Left' }) },
      list: { columns: ['personId', 'fullName', 'joined', 'left'], card: { primary: 'fullName', secondary: ['joined', 'left'] } },
    } as const;
    const rows = peopleRows.map((row, i) => ({ ...row, left: i === 0 ? '2025-01-31' : null }));
    renderInAdmin(<ResourceListScreen resource={declared} />, fakeDataProvider(rows));
    expect((await card('Person 1')).querySelector('.MuiListItemText-secondary')).toHaveTextContent(/^05\/03\/2024 – 31\/01\/2025$/);
    expect((await card('Person 2')).querySelector('.MuiListItemText-secondary')).toHaveTextContent(/^05\/03\/2024 –$/);
  });

  it('every row action is on its card, and the form and view dialogs open full screen', async () => {
    const handlers = { print: vi.fn() };
    renderInAdmin(<ResourceListScreen resource={people} handlers={handlers} />, fakeDataProvider(peopleRows));
    const first = await card('Person 1');
    for (const action of ['View', 'Edit', 'Delete', 'Print', 'Approve']) expect(within(first).getByRole('button', { name: action })).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Print' }));
    expect(handlers.print).toHaveBeenCalledWith(expect.objectContaining({ personId: 1 }), expect.anything());

    fireEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    expect(isFullScreen(await screen.findByRole('dialog', { name: 'Person Details' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(await card('Person 2')).getByRole('button', { name: 'View' }));
    expect(isFullScreen(await screen.findByRole('dialog', { name: 'Person Details - Person 2' }))).toBe(true);
  });

  it('the create dialog is full screen; its confirmation stays a small dialog that fits', async () => {
    renderInAdmin(<ResourceListScreen resource={people} />, fakeDataProvider(peopleRows));
    fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Person Details' });
    expect(isFullScreen(dialog)).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Full Name/), { target: { value: 'Ann' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveClass('MuiDialog-paperFullWidth');
    expect(isFullScreen(confirm)).toBe(false);
  });

  it("Global Details' update dialog is full screen", async () => {
    const record = { id: 3, gid: '3', companyName: 'The Institute', encryptKey: 'k' };
    renderInAdmin(<ResourceScreen resource={globalDetails} />, fakeDataProvider([], { getOne: async () => ({ data: record }) as never }));
    await screen.findByText('The Institute');
    fireEvent.click(screen.getByRole('button', { name: 'Update Global Details' }));
    expect(isFullScreen(await screen.findByRole('dialog', { name: 'Update Global Details' }))).toBe(true);
  });
});

describe(`the list screen at ${DESKTOP_WIDTH} px`, () => {
  onScreenWidth(DESKTOP_WIDTH);

  it('keeps the table with its action column and opens dialogs in the page', async () => {
    renderInAdmin(<ResourceListScreen resource={people} />, fakeDataProvider(peopleRows));
    await screen.findByText('Person 1');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(screen.getByText('Person 1').closest('li')).toBeNull();
    fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: 'Edit' }));
    expect(isFullScreen(await screen.findByRole('dialog', { name: 'Person Details' }))).toBe(false);
  });
});
