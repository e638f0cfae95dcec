import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mailOutbox } from '../../../resources/mailOutbox';
import { bodyRows, clickRowAction, dialogNamed, fakeApi, page, renderScreen } from './fakeApi';

const LIST = 'GET mail/outbox';
// local times (no zone), so the expected text does not depend on the machine's time zone
const MAILS = [
  {
    id: 'm2',
    to: 'user20@example.org',
    subject: 'Your password reset code',
    body: 'Your one-time password reset code is 482913.\nIt is valid for 10 minutes.',
    sentAt: '2024-03-05T10:15:00',
  },
  { id: 'm1', to: 'e2e.newuser@example.org', subject: 'Your institute portal account', body: 'Password: Xy7!abcd', sentAt: '2024-03-04T09:05:00' },
];

const outboxApi = () => fakeApi({ [LIST]: () => page(MAILS) });

describe('Mail Outbox (/user/mail-outbox)', () => {
  it('pages GET mail/outbox newest first and shows sent, to and subject', async () => {
    const api = outboxApi();
    renderScreen(mailOutbox, api);
    expect(await screen.findByRole('heading', { name: 'Mail Outbox' })).toBeInTheDocument();
    await screen.findByText('Your password reset code');
    expect(api.calls(LIST)[0].query).toEqual({ page: '1', perPage: '10', sortColumn: 'sentAt', sortDirection: 'desc', filterText: '' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Sent', 'To', 'Subject']);
    expect(headers).not.toContain('Message');
    const first = within(bodyRows()[0]);
    expect(first.getByText('05/03/2024 10:15')).toBeInTheDocument();
    expect(first.getByText('user20@example.org')).toBeInTheDocument();
    expect(first.queryByText(/482913/)).not.toBeInTheDocument();
  });

  it('is read-only: no Add New, no edit or delete, only view', async () => {
    renderScreen(mailOutbox, outboxApi());
    await screen.findByText('Your password reset code');
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    const row = bodyRows()[0];
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View' })).toBeEnabled();
  });

  it('the Search Data box searches recipients through filterText', async () => {
    const api = outboxApi();
    renderScreen(mailOutbox, api);
    await screen.findByText('Your password reset code');
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'user20' } });
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query).toMatchObject({ filterText: 'user20', page: '1' }));
  });

  it('view shows the whole mail, its body on every line', async () => {
    renderScreen(mailOutbox, outboxApi());
    await clickRowAction('Your password reset code', 'View');
    const dialog = await dialogNamed('E-mail - Your password reset code');
    expect(within(dialog).getByText('05/03/2024 10:15')).toBeInTheDocument();
    expect(within(dialog).getByText('user20@example.org')).toBeInTheDocument();
    expect(within(dialog).getByText('Your password reset code')).toBeInTheDocument();
    const body = within(dialog).getByText(/one-time password reset code is 482913/);
    expect(body.textContent).toBe(MAILS[0].body);
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
