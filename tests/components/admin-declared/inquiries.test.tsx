import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inquiries } from '../../../resources/inquiries';
import { bodyRows, clickRowAction, dialogNamed, failed, fakeApi, ok, page, renderScreen, submitAndConfirm, typeInto, waitForCalls, type Routes } from './fakeApi';

const LIST = 'GET para/inquiries';
const HANDLE = 'PUT para/inquiries';

const inquiry = (inquiryId: number, name: string, status: number, createdAt: string) => ({
  inquiryId,
  name,
  email: `${name.toLowerCase()}@example.org`,
  phone: '0771234567',
  memberNo: 'M0001',
  subject: `Cannot log in (${name})`,
  message: `Dear team,\nI cannot log in since yesterday.\n${name}`,
  createdAt,
  status,
  handledBy: status === 2 ? 'admin@example.org' : null,
  handledAt: status === 2 ? '2024-03-06T09:00:00' : null,
  note: status === 2 ? 'Password reset sent' : null,
});

/** A server that marks an inquiry handled on PUT (so the reload shows the new badge). */
const inquiriesApi = (overrides: Routes = {}) => {
  let rows = [inquiry(5, 'Nimal', 1, '2024-03-05T10:15:00'), inquiry(4, 'Sunil', 2, '2024-03-04T08:00:00')];
  return fakeApi({
    [LIST]: () => page(rows),
    [HANDLE]: ({ body }) => {
      const { inquiryId, note } = body as { inquiryId: number; note?: string };
      rows = rows.map((r) => (r.inquiryId === inquiryId ? { ...r, status: 2, note: note ?? null } : r));
      return ok('Inquiry marked as handled');
    },
    ...overrides,
  });
};

describe('Inquiries (/user/inquiries)', () => {
  it('lists with the user-list query newest first: received, name, e-mail, subject, status Open (yellow) / Handled (green)', async () => {
    const api = inquiriesApi();
    renderScreen(inquiries, api);
    expect(await screen.findByRole('heading', { name: 'User Inquiries' })).toBeInTheDocument();
    await screen.findByText('Cannot log in (Nimal)');
    expect(api.calls(LIST)[0].query).toEqual({ searchText: '0', sortParameter: 'createdAt', sortType: 'desc', page: '1', rowsPerPage: '10' });
    for (const header of ['Received', 'Name', 'E-mail', 'Subject', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const [open, handled] = bodyRows();
    expect(within(open).getByText('05/03/2024 10:15')).toBeInTheDocument();
    expect(open.querySelector('[data-status="1"]')).toHaveTextContent('Open');
    expect(open.querySelector('[data-status="1"]')).toHaveStyle({ backgroundColor: 'rgb(251, 192, 45)' });
    expect(handled.querySelector('[data-status="2"]')).toHaveTextContent('Handled');
    expect(handled.querySelector('[data-status="2"]')).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
  });

  it('view shows the whole message', async () => {
    renderScreen(inquiries, inquiriesApi());
    await clickRowAction('Cannot log in (Nimal)', 'View');
    const dialog = await dialogNamed('Inquiry - Cannot log in (Nimal)');
    expect(within(dialog).getByText(/I cannot log in since yesterday\./)).toHaveTextContent('Dear team, I cannot log in since yesterday. Nimal');
    expect(within(dialog).getByText('0771234567')).toBeInTheDocument();
  });

  it("offers 'Mark as handled' only while open", async () => {
    renderScreen(inquiries, inquiriesApi());
    await screen.findByText('Cannot log in (Nimal)');
    const [open, handled] = bodyRows();
    expect(within(open).getByRole('button', { name: 'Mark as handled' })).toBeEnabled();
    expect(within(handled).queryByRole('button', { name: 'Mark as handled' })).not.toBeInTheDocument();
  });

  it('marks one handled with an optional note: PUT para/inquiries {inquiryId, status 2, note}, toast, reload', async () => {
    const api = inquiriesApi();
    renderScreen(inquiries, api);
    await clickRowAction('Cannot log in (Nimal)', 'Mark as handled');
    const dialog = await dialogNamed('Mark Inquiry as Handled');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    typeInto(dialog, /Note/, 'Password reset link sent');
    await submitAndConfirm(dialog, 'Mark as handled', 'Update it!');
    await waitForCalls(api, HANDLE);
    expect(api.calls(HANDLE)[0].body).toEqual({ inquiryId: 5, status: 2, note: 'Password reset link sent' });
    expect(await screen.findByText('Inquiry marked as handled')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()[0].querySelector('[data-status="2"]')).toHaveTextContent('Handled'));
    expect(within(bodyRows()[0]).queryByRole('button', { name: 'Mark as handled' })).not.toBeInTheDocument();
  });

  it('the note is optional; the confirmation names the inquiry', async () => {
    const api = inquiriesApi();
    renderScreen(inquiries, api);
    await clickRowAction('Cannot log in (Nimal)', 'Mark as handled');
    fireEvent.click(within(await dialogNamed('Mark Inquiry as Handled')).getByRole('button', { name: 'Mark as handled' }));
    expect(await dialogNamed('Are you sure?')).toHaveTextContent('Mark the inquiry "Cannot log in (Nimal)" as handled?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    await submitAndConfirm(await dialogNamed('Mark Inquiry as Handled'), 'Mark as handled', 'Update it!');
    await waitForCalls(api, HANDLE);
    expect(api.calls(HANDLE)[0].body).toMatchObject({ inquiryId: 5, status: 2 });
  });

  it("a failure toasts the server's text", async () => {
    renderScreen(inquiries, inquiriesApi({ [HANDLE]: () => failed('Inquiry not found') }));
    await clickRowAction('Cannot log in (Nimal)', 'Mark as handled');
    await submitAndConfirm(await dialogNamed('Mark Inquiry as Handled'), 'Mark as handled', 'Update it!');
    expect(await screen.findByText('Inquiry not found')).toBeInTheDocument();
    expect(screen.queryByText('Inquiry marked as handled')).not.toBeInTheDocument();
    expect(await dialogNamed('Mark Inquiry as Handled')).toBeInTheDocument();
  });
});
