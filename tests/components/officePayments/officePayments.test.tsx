import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayWire, wireDateToForm } from '../../../src/domain/dates';
import { failed, ok } from '../memberAdmin/memberApi';
import { chooseItem, DUES, fill, paymentForm, recordAndConfirm, search, showOffice, shows, SLOW, type OfficePath } from './officeApi';
import { duesAnswer, NEW_MEMBERSHIP_DUE, NOTHING_DUE, PENDING } from './officeFixtures';
import { ownCaseText } from '../../../src/domain/ownCase.mjs';
import { signedInAs } from '../framework/harness';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveAs).mockClear();
});

const RECORDED = ok('Payment recorded', { paymentId: 42, receiptNo: 'RCPT-00042', amount: 14500 });
/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const tomorrow = () => {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return wireDateToForm(todayWire(date));
};

describe('the member-number search of the three office screens', () => {
  it('is headed by the route title; a member number is required and has at most 5 characters', async () => {
    const api = showOffice('/member/acceptpayment');
    expect(await screen.findByRole('heading', { name: 'Accept Payment' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await shows('Member number is Required');
    search('M00111');
    await shows('Invalid Member number');
    expect(api.calls(DUES)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('data-primary-action');
  });

  it("says the server's words for an unknown number ('01')", async () => {
    showOffice('/member/acceptpayment', { 'GET application/member-dues/M9999': () => failed('No member number found', '01') });
    search('M9999');
    await shows('No member number found');
    expect(screen.queryByRole('region', { name: 'Payment received at the office' })).not.toBeInTheDocument();
  });
});

describe('Accept Payment (/member/acceptpayment): a renewal', () => {
  it("shows the member card and the server's dues, year by year, with the total", async () => {
    showOffice('/member/acceptpayment');
    search('M0011');
    const card = await screen.findByRole('region', { name: 'Member' }, SLOW);
    for (const [label, value] of [
      ['Member No', 'M0011'],
      ['Member Name', 'Nimal Perera'],
      ['Member Type', 'Associate Member'],
      ['Last Renewal Year', '2023'],
      ['Valid Till', '31/12/2023'],
    ]) {
      expect(within(card).getByText(label).nextSibling).toHaveTextContent(value);
    }
    const due = within(card).getByRole('region', { name: 'Due' });
    expect(within(due).getByText('Annual subscription 2024').nextSibling).toHaveTextContent('LKR 7,000.00');
    expect(within(due).getByText('Annual subscription 2025').nextSibling).toHaveTextContent('LKR 7,500.00');
    expect(within(due).getByTestId('due-total')).toHaveTextContent('LKR 14,500.00');
  });

  it('validates the reference number and the paid date with their messages, and sends nothing', async () => {
    const api = showOffice('/member/acceptpayment');
    search('M0011');
    const form = await paymentForm();
    expect(within(form).getByLabelText(/Paid date/)).toHaveValue(wireDateToForm(todayWire()));
    fill(form, /Paid date/, '');
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await shows('Bank reference number is required');
    expect(screen.getByText('Paid date is required')).toBeInTheDocument();
    fill(form, /Office receipt book number/, 'BK#1');
    fill(form, /Paid date/, '31/02/2024');
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await shows('Use letters, digits, spaces, / and - only (at most 30 characters)');
    expect(screen.getByText('Please enter the date as DD/MM/YYYY')).toBeInTheDocument();
    fill(form, /Office receipt book number/, 'B'.repeat(31));
    fill(form, /Paid date/, tomorrow());
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await shows('The paid date cannot be later than today');
    expect(screen.getByText('Use letters, digits, spaces, / and - only (at most 30 characters)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("asks 'Are you sure?' with the amount, posts application/payment/{memberNo} without an amount, then shows the receipt", async () => {
    const api = showOffice('/member/acceptpayment', { 'POST application/payment/M0011': () => RECORDED });
    search('M0011');
    const form = await paymentForm();
    fill(form, /Office receipt book number/, 'BK-0042');
    fill(form, /Paid date/, '05/01/2025');
    const sure = await recordAndConfirm(form);
    expect(within(sure).getByText('Record LKR 14,500.00 paid by Nimal Perera (M0011)?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Yes' }));
    const result = await screen.findByRole('region', { name: 'Payment recorded' }, SLOW);
    expect(api.calls('POST application/payment/M0011')[0].body).toEqual({ referenceNumber: 'BK-0042', paidDate: '2025-01-05' });
    expect(within(result).getByText('Receipt No').nextSibling).toHaveTextContent('RCPT-00042');
    expect(within(result).getByText('Amount').nextSibling).toHaveTextContent('LKR 14,500.00');
    expect(screen.queryByRole('region', { name: 'Payment received at the office' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls(DUES)).toHaveLength(2), SLOW); // the card shows the dues as they are after the payment
  });

  it("Print receipt saves '{paymentId} - Receipt.pdf' from generatereceiptpdf's base64", async () => {
    const api = showOffice('/member/acceptpayment', {
      'POST application/payment/M0011': () => RECORDED,
      'POST application/generatereceiptpdf': () => ok('Receipt', { fileName: '42 - Receipt.pdf', content: btoa('%PDF-1.4 receipt') }),
    });
    search('M0011');
    const form = await paymentForm();
    fill(form, /Office receipt book number/, 'BK-0042');
    fireEvent.click(within(await recordAndConfirm(form)).getByRole('button', { name: 'Yes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Print receipt' }, SLOW));
    await waitFor(() => expect(saveAs).toHaveBeenCalled(), SLOW);
    expect(api.calls('POST application/generatereceiptpdf')[0].body).toEqual({ paymentId: 42 });
    const [blob, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toBe('42 - Receipt.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await textOf(blob)).toBe('%PDF-1.4 receipt');
  });

  it("a receipt that cannot be made says 'Error occured when generating the PDF'", async () => {
    showOffice('/member/acceptpayment', {
      'POST application/payment/M0011': () => RECORDED,
      'POST application/generatereceiptpdf': () => failed('A receipt is printed for an approved transaction only'),
    });
    search('M0011');
    const form = await paymentForm();
    fill(form, /Office receipt book number/, 'BK-0042');
    fireEvent.click(within(await recordAndConfirm(form)).getByRole('button', { name: 'Yes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Print receipt' }, SLOW));
    await shows('Error occured when generating the PDF');
    expect(saveAs).not.toHaveBeenCalled();
  });

  it("a refused payment says the server's words and keeps the form", async () => {
    showOffice('/member/acceptpayment', { 'POST application/payment/M0011': () => failed('Nothing is due') });
    search('M0011');
    const form = await paymentForm();
    fill(form, /Office receipt book number/, 'BK-0042');
    fireEvent.click(within(await recordAndConfirm(form)).getByRole('button', { name: 'Yes' }));
    await shows('Nothing is due');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument(), SLOW);
    expect(screen.getByRole('region', { name: 'Payment received at the office' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment recorded' })).not.toBeInTheDocument();
  });

  it("'Nothing is due' offers no form", async () => {
    showOffice('/member/acceptpayment', { [DUES]: () => duesAnswer({ dues: NOTHING_DUE }) });
    search('M0011');
    await shows('Nothing is due');
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('the advance year is offered when the server offers it', async () => {
    showOffice('/member/acceptpayment', { [DUES]: () => duesAnswer({ dues: { ...NOTHING_DUE, advance: { year: 2027, amount: 8000 } } }) });
    search('M0011');
    await shows('Annual subscription 2027 (in advance)');
    expect(screen.getByTestId('due-total')).toHaveTextContent('LKR 8,000.00');
    expect(await paymentForm()).toBeInTheDocument();
  });

  it('a payment waiting for approval says so and offers no form', async () => {
    showOffice('/member/acceptpayment', { [DUES]: () => duesAnswer({ pendingPayment: PENDING }) });
    search('M0011');
    await shows(/This member has a payment waiting for approval \(LKR 14,500\.00, Membership Renewal\)/);
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });
});

describe('Accept New Membership Payment (/member/accept-payment-new-membership)', () => {
  it('shows the entrance fee and first subscription and posts application/membership-payment/{memberNo} without an amount', async () => {
    const api = showOffice('/member/accept-payment-new-membership', {
      [DUES]: () => duesAnswer({ newMembershipDue: NEW_MEMBERSHIP_DUE }),
      'POST application/membership-payment/M0011': () => ok('Payment recorded', { paymentId: 43, receiptNo: 'RCPT-00043', amount: 32500 }),
    });
    expect(await screen.findByRole('heading', { name: 'Accept New Membership Payment' })).toBeInTheDocument();
    search('M0011');
    await shows('Entrance fee');
    expect(screen.getByText('Entrance fee').nextSibling).toHaveTextContent('LKR 25,000.00');
    expect(screen.getByText('Annual subscription 2026').nextSibling).toHaveTextContent('LKR 7,500.00');
    expect(screen.getByTestId('due-total')).toHaveTextContent('LKR 32,500.00');
    const form = await paymentForm();
    fill(form, /Office receipt book number/, 'BK-0043');
    const sure = await recordAndConfirm(form);
    expect(within(sure).getByText('Record LKR 32,500.00 paid by Nimal Perera (M0011)?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Yes' }));
    await shows('RCPT-00043');
    expect(api.calls('POST application/membership-payment/M0011')[0].body).toEqual({ referenceNumber: 'BK-0043', paidDate: todayWire() });
    expect(api.calls('POST application/payment/M0011')).toHaveLength(0);
  });

  it("'No new membership fee is due' offers no form", async () => {
    showOffice('/member/accept-payment-new-membership');
    search('M0011');
    await shows('No new membership fee is due');
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });
});

describe('Accept Miscellaneous Payment (/member/accept-payment-miscellaneous)', () => {
  it('asks for an item and a quantity from 1 to 10', async () => {
    const api = showOffice('/member/accept-payment-miscellaneous');
    expect(await screen.findByRole('heading', { name: 'Accept Miscellaneous Payment' })).toBeInTheDocument();
    search('M0011');
    const form = await paymentForm();
    fill(form, /Office receipt book number/, 'BK-0044');
    for (const quantity of ['0', '11', '', '1.5']) {
      fill(form, /Quantity/, quantity);
      fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
      await shows('Quantity must be a whole number from 1 to 10');
    }
    expect(screen.getByText('Item is required')).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows price × quantity and posts application/miscellaneous-payment/{memberNo} {itemId, quantity, ...} without an amount', async () => {
    const api = showOffice('/member/accept-payment-miscellaneous', {
      'POST application/miscellaneous-payment/M0011': () => ok('Payment recorded', { paymentId: 44, receiptNo: 'RCPT-00044', amount: 3000 }),
    });
    search('M0011');
    const form = await paymentForm();
    expect(screen.queryByRole('region', { name: 'Due' })).not.toBeInTheDocument();
    await chooseItem(form, /Membership card \(colour\) \(LKR 1,000\.00\)/);
    fill(form, /Quantity/, '3');
    expect(within(form).getByTestId('item-total')).toHaveTextContent('LKR 3,000.00');
    fill(form, /Office receipt book number/, 'BK-0044');
    const sure = await recordAndConfirm(form);
    expect(within(sure).getByText('Record LKR 3,000.00 paid by Nimal Perera (M0011)?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Yes' }));
    await shows('RCPT-00044');
    expect(api.calls('POST application/miscellaneous-payment/M0011')[0].body).toEqual({
      itemId: 'membership-card-2',
      quantity: 3,
      referenceNumber: 'BK-0044',
      paidDate: todayWire(),
    });
  });

  it('a payment waiting for approval does not stop the sale of an item', async () => {
    showOffice('/member/accept-payment-miscellaneous', { [DUES]: () => duesAnswer({ pendingPayment: PENDING }) });
    search('M0011');
    expect(await paymentForm()).toBeInTheDocument();
  });
});

describe.each([
  ['/member/acceptpayment', 'application/payment'],
  ['/member/accept-payment-new-membership', 'application/membership-payment'],
  ['/member/accept-payment-miscellaneous', 'application/miscellaneous-payment'],
] as const)('%s', (path: OfficePath, endpoint) => {
  it(`records through ${endpoint} only`, async () => {
    const api = showOffice(path, {
      [DUES]: () => duesAnswer({ newMembershipDue: NEW_MEMBERSHIP_DUE }),
      [`POST ${endpoint}/M0011`]: () => RECORDED,
    });
    search('M0011');
    const form = await paymentForm();
    if (path === '/member/accept-payment-miscellaneous') await chooseItem(form, /Letter of good standing/);
    fill(form, /Office receipt book number/, 'BK-1');
    fireEvent.click(within(await recordAndConfirm(form)).getByRole('button', { name: 'Yes' }));
    await shows('RCPT-00042');
    const posts = api.sent.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([`${endpoint}/M0011`]);
    expect(posts[0].body).not.toHaveProperty('amount');
  });
});

describe("the signed-in clerk's own membership", () => {
  it.each(['/member/acceptpayment', '/member/accept-payment-new-membership', '/member/accept-payment-miscellaneous'] as OfficePath[])(
    '%s shows why no payment is taken instead of the form (nobody takes their own payment)',
    async (path) => {
      const api = showOffice(path, { [DUES]: () => duesAnswer({ newMembershipDue: NEW_MEMBERSHIP_DUE }) }, signedInAs(7, 24));
      search('M0011');
      await shows(ownCaseText('officePayment'));
      expect(screen.queryByRole('region', { name: 'Payment received at the office' })).not.toBeInTheDocument();
      expect(api.sent.filter((request) => request.method !== 'GET')).toEqual([]);
    },
  );
});
