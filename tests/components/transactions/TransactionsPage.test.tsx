import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_TEXT } from '../../../src/domain/paymentRules.mjs';
import { TransactionsPage } from '../../../src/features/transactions/TransactionsPage';
import { transactions } from '../../../resources/transactions';
import { checkRegistry } from '../../../src/framework/declare';
import { failed, ok, page, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { DECIDE, LIST, RECEIPT, ROWS, slipLinkRoute, textOf } from './transactionFixtures';
import type { AuthProvider } from 'react-admin';
import { DECIDE as PERMISSION } from '../../../src/domain/permissions.mjs';
import { ownCaseText } from '../../../src/domain/ownCase.mjs';
import { signedInAs } from '../framework/harness';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(saveAs).mockClear();
});

const show = (routes: Routes = {}) => {
  const api = stubApi({ [LIST]: () => page(ROWS), ...routes });
  renderPage(<TransactionsPage />, '/member/approvetransaction');
  return api;
};
// the Name column joins first and last name: the row is found by its last name
const rowOf = async (lastName: string) => (await screen.findByText(`Nimal ${lastName}`)).closest('tr') as HTMLElement;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.getAttribute('aria-label'));

const openAuthorise = async () => {
  fireEvent.click(within(await rowOf('Pending-Slip')).getByRole('button', { name: 'Approve' }));
  return screen.findByRole('dialog', { name: 'Authorise Transaction' });
};

describe('Transaction View / Approve (/member/approvetransaction)', () => {
  it('pages the transactions newest first with the spec columns, LKR money and DD/MM/YYYY dates', async () => {
    const api = show();
    const row = await rowOf('Pending-Slip');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'createdAt', sortDirection: 'desc', filterText: '' });
    for (const header of ['Ref No', 'Member No', 'Name', 'Type', 'Mode', 'Amount', 'Paid Date', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // the bank response gives way in the table (the view and the authorise dialog show it)
    expect(screen.queryByRole('columnheader', { name: 'Bank Response' })).not.toBeInTheDocument();
    for (const text of ['PAY-000001', 'M1', 'Nimal Pending-Slip', 'Membership Renewal', 'Payment Slip', 'LKR 7,500.00', '05/03/2026', 'Pending']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transaction View / Approve' })).toBeInTheDocument();
  });

  it('filters by status on the server (Approved, Pending, Rejected) and searches', async () => {
    const api = show();
    await rowOf('Pending-Slip');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    // the spec's three, then the card checkouts the gateway has not answered, by state
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All statuses', 'Approved', 'Pending', 'Rejected', 'Checkout started', 'Checkout expired', 'Checkout cancelled']);
    fireEvent.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.status === '1')).toBe(true));
    fireEvent.change(screen.getByLabelText('Search Data'), { target: { value: 'M2' } });
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.filterText === 'M2' && call.query.status === '1')).toBe(true));
  });

  it('offers actions by status (§4): Pending view + authorise, Approved view + print receipt, Rejected view only', async () => {
    show();
    expect(buttonsOf(await rowOf('Pending-Slip'))).toEqual(['View', 'Approve', 'View bank slip']);
    expect(buttonsOf(await rowOf('Approved-Slip'))).toEqual(['View', 'Print', 'View bank slip']);
    expect(buttonsOf(await rowOf('Rejected-Slip'))).toEqual(['View']);
    expect(buttonsOf(await rowOf('Declined-Card'))).toEqual(['View']);
  });

  it("offers no bank slip on Payment Gateway rows, nor where the server says there is none (hasSlip)", async () => {
    const rows = ROWS.map((row) => (row.paymentId === 4 ? { ...row, hasSlip: true } : row.paymentId === 2 ? { ...row, hasSlip: false } : row));
    show({ [LIST]: () => page(rows) });
    expect(buttonsOf(await rowOf('Approved-Card'))).toEqual(['View', 'Print']);
    expect(buttonsOf(await rowOf('Pending-Card'))).toEqual(['View', 'Approve']);
    expect(buttonsOf(await rowOf('Approved-Slip'))).toEqual(['View', 'Print']);
  });

  it('shows the bank response as a badge in the view: "TRANSACTION APPROVED" green, pending yellow, declined red; none without one', async () => {
    show();
    const badgeIn = async (lastName: string, text: string) => {
      fireEvent.click(within(await rowOf(lastName)).getByRole('button', { name: 'View' }));
      const dialog = await screen.findByRole('dialog');
      const badge = within(dialog).getByText(text).closest('[data-status]');
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return badge;
    };
    expect(await badgeIn('Approved-Card', 'TRANSACTION APPROVED')).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    expect(await badgeIn('Pending-Card', 'TRANSACTION PENDING')).toHaveStyle({ backgroundColor: 'rgb(251, 192, 45)' });
    expect(await badgeIn('Declined-Card', 'TRANSACTION DECLINED')).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)' });
    // in the table the row carries its status badge only
    expect((await rowOf('Pending-Slip')).querySelectorAll('[data-status]')).toHaveLength(1);
  }, 40_000);

  it('opens the bank slip window at once, then sends it to the signed link under the API base', async () => {
    const slipWindow = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(slipWindow as unknown as Window);
    const api = show({ [slipLinkRoute(1)]: () => ({ url: 'application/bank-deposit-slip-view/1?t=signed' }) });
    fireEvent.click(within(await rowOf('Pending-Slip')).getByRole('button', { name: 'View bank slip' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitForCall(api, slipLinkRoute(1));
    await waitFor(() => expect(slipWindow.location.href).toBe('/api/application/bank-deposit-slip-view/1?t=signed'));
    expect(slipWindow.opener).toBeNull();
  });

  it("closes the slip window and shows the server's words when there is no slip", async () => {
    const slipWindow = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(slipWindow as unknown as Window);
    show({ [slipLinkRoute(2)]: () => [404, { status: 'This payment has no bank slip', statusCode: '01' }] });
    fireEvent.click(within(await rowOf('Approved-Slip')).getByRole('button', { name: 'View bank slip' }));
    expect(await screen.findByText('This payment has no bank slip')).toBeInTheDocument();
    expect(slipWindow.close).toHaveBeenCalled();
  });

  it('authorise shows the row and its slip and asks once, "Are you sure?": "Approve it!" sends approve and toasts "Transaction Approved"', async () => {
    const api = show({ [DECIDE]: () => ok(PAYMENT_TEXT.approved) });
    const dialog = await openAuthorise();
    for (const text of ['PAY-000001', 'LKR 7,500.00', 'BANK-1', 'Bank of Ceylon', 'Annual subscription 2026 (Associate Member)']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View bank slip' })).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve it!' }));
    await waitForCall(api, DECIDE);
    // no second question
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(api.calls(DECIDE)[0].body).toMatchObject({ paymentId: 1, approve: 'approve' });
    expect(await screen.findByText('Transaction Approved')).toBeInTheDocument();
  });

  it('Reject needs a reason, then "Reject it!" sends reject with it and toasts "Transaction Rejected"', async () => {
    const api = show({ [DECIDE]: () => ok(PAYMENT_TEXT.rejected) });
    const dialog = await openAuthorise();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject it!' }));
    expect(await within(dialog).findByText(PAYMENT_TEXT.rejectReasonRequired)).toBeInTheDocument();
    expect(api.calls(DECIDE)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reject Reason/), { target: { value: 'The slip is unreadable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject it!' }));
    await waitForCall(api, DECIDE);
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(api.calls(DECIDE)[0].body).toMatchObject({ paymentId: 1, approve: 'reject', rejectReason: 'The slip is unreadable' });
    expect(await screen.findByText('Transaction Rejected')).toBeInTheDocument();
  }, 40_000);

  it("shows the server's message as an error and keeps the dialog open", async () => {
    show({ [DECIDE]: () => failed(PAYMENT_TEXT.notPending) });
    const dialog = await openAuthorise();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve it!' }));
    expect(await screen.findByText(PAYMENT_TEXT.notPending)).toBeInTheDocument();
    expect(screen.queryByText('Transaction Approved')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Authorise Transaction' })).toBeInTheDocument();
  });

  it('Print saves the receipt as "{paymentId} - Receipt.pdf"', async () => {
    const api = show({ [RECEIPT]: () => ok('Receipt', { fileName: '2 - Receipt.pdf', content: btoa('%PDF-1.7 receipt') }) });
    fireEvent.click(within(await rowOf('Approved-Slip')).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(api.calls(RECEIPT)[0].body).toEqual({ paymentId: 2 });
    const [blob, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toBe('2 - Receipt.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await textOf(blob)).toBe('%PDF-1.7 receipt');
  });

  it('says "Error occured when generating the PDF" when the receipt fails', async () => {
    show({ [RECEIPT]: () => failed(PAYMENT_TEXT.receiptNotApproved) });
    fireEvent.click(within(await rowOf('Approved-Card')).getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Error occured when generating the PDF')).toBeInTheDocument();
    expect(saveAs).not.toHaveBeenCalled();
  });

  it('makes "Transaction Details" the primary action', async () => {
    show();
    expect(await screen.findByRole('button', { name: 'Transaction Details' })).toHaveAttribute('data-primary-action');
  });

  it('passes the start-up checks', () => {
    expect(checkRegistry([transactions])).toEqual([]);
  });
});

describe('reading without deciding, and never one\'s own payment', () => {
  const showAs = (authProvider: AuthProvider) => {
    stubApi({ [LIST]: () => page(ROWS) });
    renderPage(<TransactionsPage />, '/member/approvetransaction', authProvider);
  };

  it('a role holding the screen without the permission to decide (the Auditor) views and prints, never approves', async () => {
    showAs(signedInAs(54, 27, ['/member/approvetransaction']));
    expect(buttonsOf(await rowOf('Pending-Slip'))).toEqual(['View', 'View bank slip']);
    expect(buttonsOf(await rowOf('Approved-Slip'))).toEqual(['View', 'Print', 'View bank slip']);
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Select PAY/ })).toBeNull();
  });

  it("a decider's own pending payment shows its decision disabled with the reason, and cannot be selected", async () => {
    showAs(signedInAs(201, 24, ['/member/approvetransaction', PERMISSION.TRANSACTIONS]));
    const own = await rowOf('Pending-Slip'); // userId 201
    expect(within(own).getByRole('button', { name: ownCaseText('payment') })).toBeDisabled();
    expect(within(own).getByRole('checkbox', { name: 'Select PAY-000001' })).toBeDisabled();
    expect(within(await rowOf('Pending-Card')).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});
