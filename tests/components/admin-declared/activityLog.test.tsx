import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activityLog } from '../../../resources/activityLog';
import { bodyRows, clickRowAction, dialogNamed, fakeApi, page, renderScreen } from './fakeApi';
import { onScreenWidth, PHONE_WIDTH } from '../framework/screenWidth';

const LIST = 'GET api-log/list';
// local times (no zone), so the expected text does not depend on the machine's time zone
const ENTRIES = [
  { id: 12, at: '2024-03-05T10:15:00', userId: 1, username: 'admin@example.org', action: 'update', entity: 'role', recordId: '30', detail: 'Role Auditor updated: description, menus' },
  { id: 11, at: '2024-03-04T09:05:00', userId: 1, username: 'admin@example.org', action: 'login', entity: 'auth', recordId: '1', detail: 'Signed in' },
];

const logApi = () => fakeApi({ [LIST]: () => page(ENTRIES) });

describe('Activity Log (/user/activity-log)', () => {
  it('pages GET api-log/list newest first and shows when, who, activity, entity, record and detail', async () => {
    const api = logApi();
    renderScreen(activityLog, api);
    expect(await screen.findByRole('heading', { name: 'Activity Log' })).toBeInTheDocument();
    await screen.findByText('Signed in');
    expect(api.calls(LIST)[0].query).toEqual({ page: '1', perPage: '10', sortColumn: 'at', sortDirection: 'desc', filterText: '' });
    for (const header of ['When', 'User', 'Activity', 'Entity', 'Record', 'Detail']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(bodyRows()[0]).getByText('05/03/2024 10:15')).toBeInTheDocument();
  });

  it('keeps a date and its time on one line', async () => {
    renderScreen(activityLog, logApi());
    expect(await screen.findByText('05/03/2024 10:15')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('is read-only: no Add New, no edit or delete, only view', async () => {
    renderScreen(activityLog, logApi());
    await screen.findByText('Signed in');
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    const row = bodyRows()[0];
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View' })).toBeEnabled();
  });

  it('the text filter goes to filterText', async () => {
    const api = logApi();
    renderScreen(activityLog, api);
    await screen.findByText('Signed in');
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'role' } });
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query).toMatchObject({ filterText: 'role', page: '1' }));
  });

  it('view shows the whole entry', async () => {
    renderScreen(activityLog, logApi());
    await clickRowAction('Role Auditor updated: description, menus', 'View');
    const dialog = await dialogNamed('Activity Log Entry - update');
    expect(within(dialog).getByText('role')).toBeInTheDocument();
    expect(within(dialog).getByText('30')).toBeInTheDocument();
    expect(within(dialog).getByText('admin@example.org')).toBeInTheDocument();
    expect(within(dialog).getByText('05/03/2024 10:15')).toBeInTheDocument();
    expect(within(dialog).getByText('Role Auditor updated: description, menus')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe(`Activity Log at ${PHONE_WIDTH} px`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('reads as cards: the detail, who, and when beside it, with the view action', async () => {
    renderScreen(activityLog, logApi());
    const card = (await screen.findByText('Signed in')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.querySelector('.MuiListItemText-primary')).toHaveTextContent('Signed in04/03/2024 09:05');
    expect(card.querySelector('.MuiListItemText-secondary')).toHaveTextContent('admin@example.org');
    fireEvent.click(within(card).getByRole('button', { name: 'View' }));
    expect(await dialogNamed('Activity Log Entry - login')).toHaveClass('MuiDialog-paperFullScreen');
  });
});
