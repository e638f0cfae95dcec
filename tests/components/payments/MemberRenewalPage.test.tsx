/** /member/memberrenewal: what is owed, the pending block, the bank deposit form and the card hand-over. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_TEXT } from '../../../src/domain/paymentRules.mjs';
import { MemberRenewalPage } from '../../../src/features/payments/MemberRenewalPage';
import { renderPage } from '../memberAdmin/memberApi';
import { MEMBER, paymentRoutes, paymentsApi, view, waitForCall } from './paymentsApi';
import { todayWire, wireDateToForm } from '../../../src/domain/dates';
import { catchSavedFiles } from '../app/support/savedFiles';

catchSavedFiles();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/member/memberrenewal';
const region = (name: string) => screen.findByRole('region', { name });
const owed = () => region('Amount Due');

const pdf = (name = 'slip.pdf', size = 1000, type = 'application/pdf') => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const type = (container: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(container).getByLabelText(label), { target: { value } });
const chooseSlip = (container: HTMLElement, file: File) => fireEvent.change(within(container).getByTestId('file-slip'), { target: { files: [file] } });
// a date as typed in the form, on the Sri Lanka calendar the rule decides by
const formDate = (date: Date) => wireDateToForm(todayWire(date));

describe('what is owed', () => {
  it('lists each unpaid year with its LKR amount and the total, the member, and the history', async () => {
    const api = paymentsApi(paymentRoutes());
    renderPage(<MemberRenewalPage />, PATH);
    const card = await owed();
    for (const text of ['Annual subscription 2024', 'LKR 7,500.00', 'Annual subscription 2025', 'LKR 8,000.00', 'Total due', 'LKR 15,500.00'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pay by card' })).toHaveAttribute('data-primary-action');
    const member = await region('Membership');
    for (const text of ['M0042', 'Nimal Perera', 'Associate Member', 'Active', '2023', '31/12/2023']) expect(within(member).getByText(text)).toBeInTheDocument();
    const history = await region('Payment History');
    expect(await within(history).findByText('PAY-000012')).toBeInTheDocument();
    expect(within(history).getByText('RCPT-00012')).toBeInTheDocument();
    expect(within(history).getAllByText('LKR 7,000.00')).toHaveLength(2);
    expect(within(history).getByText('Rejected')).toBeInTheDocument();
    // only the approved payment has a receipt
    expect(within(history).getAllByRole('button', { name: 'Download receipt' })).toHaveLength(1);
    expect(api.calls(`GET application/getPaymentDetails/${MEMBER.memberID}`)[0].query).toMatchObject({ page: '1', perPage: '10' });
    expect(await region('Pay by bank deposit')).toBeInTheDocument();
  });

  it("shows a new member's first payment first: entrance fee, first subscription, total", async () => {
    paymentsApi(
      paymentRoutes({
        'GET application/member-view-for-member-renewal': () =>
          view({ member: { ...MEMBER, status: 1, lastRenewalYear: null, validTillDate: null }, newMembershipDue: { year: 2026, entrance: 5000, subscription: 7500, amount: 12500 } }),
      }),
    );
    renderPage(<MemberRenewalPage />, PATH);
    const card = await owed();
    for (const text of ['Entrance fee', 'LKR 5,000.00', 'Annual subscription 2026', 'LKR 7,500.00', 'LKR 12,500.00'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).queryByText('Annual subscription 2024')).toBeNull();
  });

  it('says "Nothing is due" and offers the advance year; without one there is nothing to pay', async () => {
    const nothing = { years: [], totalDueAmount: 0, advance: null };
    paymentsApi(paymentRoutes({ 'GET application/member-view-for-member-renewal': () => view({ dues: { ...nothing, advance: { year: 2027, amount: 9000 } } }) }));
    const first = renderPage(<MemberRenewalPage />, PATH);
    const card = await owed();
    expect(within(card).getByText(PAYMENT_TEXT.nothingDue)).toBeInTheDocument();
    expect(within(card).getByText('You may renew for 2027 in advance.')).toBeInTheDocument();
    expect(within(card).getByText('LKR 9,000.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    first.unmount();

    paymentsApi(paymentRoutes({ 'GET application/member-view-for-member-renewal': () => view({ dues: nothing }) }));
    renderPage(<MemberRenewalPage />, PATH);
    const none = await owed();
    expect(within(none).getByText(PAYMENT_TEXT.nothingDue)).toBeInTheDocument();
    expect(within(none).queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay by bank deposit' })).toBeNull();
  });

  it('tells a user without a member record so', async () => {
    paymentsApi(paymentRoutes({ 'GET application/member-view-for-member-renewal': () => ({ statusCode: '01', status: 'No Member' }) }));
    renderPage(<MemberRenewalPage />, PATH);
    expect(await screen.findByText(/has no member record/)).toBeInTheDocument();
  });
});

describe('a pending payment', () => {
  it('blocks both ways to pay with a notice naming it', async () => {
    paymentsApi(
      paymentRoutes({
        'GET application/member-view-for-member-renewal': () =>
          view({ pendingPayment: { paymentId: 30, paymentType: 'Membership Renewal', paymentMode: 'Payment Slip', amount: 15500, createdAt: '2026-03-02T09:00:00Z' } }),
      }),
    );
    renderPage(<MemberRenewalPage />, PATH);
    const card = await owed();
    expect(within(card).getByText(PAYMENT_TEXT.paymentPending)).toBeInTheDocument();
    expect(within(card).getByText('Membership Renewal, LKR 15,500.00, Payment Slip, sent on 02/03/2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pay by card' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Pay by bank deposit' })).toBeNull();
  });
});

describe('pay by bank deposit', () => {
  it('shows every rule message: required fields, reference format, future date, slip kind and size', async () => {
    const api = paymentsApi(paymentRoutes());
    renderPage(<MemberRenewalPage />, PATH);
    const form = await region('Pay by bank deposit');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Deposit' }));
    expect(await within(form).findByText(PAYMENT_TEXT.referenceRequired)).toBeInTheDocument();
    expect(within(form).getByText(PAYMENT_TEXT.depositDateRequired)).toBeInTheDocument();
    expect(within(form).getByText(PAYMENT_TEXT.slipRequired)).toBeInTheDocument();

    type(form, /Bank Reference Number/, 'REF#1');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    type(form, /Deposit Date/, formDate(tomorrow));
    chooseSlip(form, pdf('slip.gif', 1000, 'image/gif'));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Deposit' }));
    expect(await within(form).findByText(PAYMENT_TEXT.referenceInvalid)).toBeInTheDocument();
    expect(within(form).getByText(PAYMENT_TEXT.depositDateInFuture)).toBeInTheDocument();
    expect(within(form).getByText(PAYMENT_TEXT.slipRequired)).toBeInTheDocument();

    type(form, /Deposit Date/, '31/02/2026');
    chooseSlip(form, pdf('slip.png', 5 * 1024 * 1024 + 1, 'image/png'));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Deposit' }));
    expect(await within(form).findByText(PAYMENT_TEXT.slipTooLarge)).toBeInTheDocument();
    expect(within(form).getByText('Enter the date as DD/MM/YYYY')).toBeInTheDocument();
    expect(api.calls('POST application/bank-deposit-save')).toHaveLength(0);
  });

  it('sends the deposit as multipart (date YYYY-MM-DD, no amount), says the server\'s text and then blocks paying', async () => {
    let pending = false;
    const api = paymentsApi(
      paymentRoutes({
        'GET application/member-view-for-member-renewal': () =>
          view(pending ? { pendingPayment: { paymentId: 31, paymentType: 'Membership Renewal', paymentMode: 'Payment Slip', amount: 15500, createdAt: '2026-03-02T09:00:00Z' } } : {}),
        'POST application/bank-deposit-save': () => {
          pending = true;
          return { statusCode: '00', status: 'Bank deposit submitted for approval', paymentId: 31, amount: 15500 };
        },
      }),
    );
    renderPage(<MemberRenewalPage />, PATH);
    const form = await region('Pay by bank deposit');
    type(form, /Bank Reference Number/, ' BOC-2026/0042 ');
    type(form, /Deposit Date/, '02/03/2026');
    type(form, /^Bank \(optional\)/, 'Bank of Ceylon');
    chooseSlip(form, pdf('slip.jpg', 2000, 'image/jpeg'));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Deposit' }));
    await waitForCall(api, 'POST application/bank-deposit-save');
    const sent = api.calls('POST application/bank-deposit-save')[0];
    expect(sent.multipart).toBe(true);
    expect(sent.body).toMatchObject({ paymentType: 'Membership Renewal', referenceNumber: 'BOC-2026/0042', depositDate: '2026-03-02', depositBank: 'Bank of Ceylon' });
    expect((sent.body?.slip as File).name).toBe('slip.jpg');
    expect(sent.body).not.toHaveProperty('amount');
    expect(await within(await owed()).findByText('Bank deposit submitted for approval')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay by bank deposit' })).toBeNull());
    expect(within(await owed()).getByRole('button', { name: 'Pay by card' })).toBeDisabled();
  });

  it("shows the server's words when it refuses", async () => {
    paymentsApi(paymentRoutes({ 'POST application/bank-deposit-save': () => ({ statusCode: '03', status: PAYMENT_TEXT.slipTooLarge }) }));
    renderPage(<MemberRenewalPage />, PATH);
    const form = await region('Pay by bank deposit');
    type(form, /Bank Reference Number/, 'BOC-1');
    type(form, /Deposit Date/, '02/03/2026');
    chooseSlip(form, pdf());
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Deposit' }));
    expect(await within(form).findByText(PAYMENT_TEXT.slipTooLarge)).toBeInTheDocument();
  });
});

describe('pay by card', () => {
  const FIELDS = { merchant_id: '1221149', order_id: 'ORD-000007', amount: '15500.00', currency: 'LKR', hash: 'ABCDEF', return_url: '/member/memberrenewal?order_id=ORD-000007' };

  it("asks the server for the order and posts exactly the server's fields to the gateway, in this tab", async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const api = paymentsApi(
      paymentRoutes({ 'POST application/get-payment-details-for-pg': () => ({ statusCode: '00', logId: 7, checkoutUrl: 'payment-sandbox/checkout', fields: FIELDS }) }),
    );
    renderPage(<MemberRenewalPage />, PATH);
    fireEvent.click(within(await owed()).getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.calls('POST application/get-payment-details-for-pg')[0].body).toEqual({ paymentType: 'Membership Renewal', returnPath: '/member/memberrenewal' });
    const form = submitted[0];
    expect(form.method.toUpperCase()).toBe('POST');
    expect(new URL(form.action).pathname).toBe('/api/payment-sandbox/checkout');
    expect(form.target).toBe('');
    expect(Object.fromEntries(new FormData(form).entries())).toEqual(FIELDS);
  });

  it("posts the same fields to a configured gateway's own checkout (PayHere), as the API gives its address", async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    paymentsApi(
      paymentRoutes({ 'POST application/get-payment-details-for-pg': () => ({ statusCode: '00', logId: 7, checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout', fields: FIELDS }) }),
    );
    renderPage(<MemberRenewalPage />, PATH);
    fireEvent.click(within(await owed()).getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0].action).toBe('https://sandbox.payhere.lk/pay/checkout');
    expect(Object.fromEntries(new FormData(submitted[0]).entries())).toEqual(FIELDS);
  });

  it("shows the server's refusal and stays", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    paymentsApi(paymentRoutes({ 'POST application/get-payment-details-for-pg': () => ({ statusCode: '02', status: PAYMENT_TEXT.paymentPending }) }));
    renderPage(<MemberRenewalPage />, PATH);
    fireEvent.click(within(await owed()).getByRole('button', { name: 'Pay by card' }));
    expect(await within(await owed()).findByText(PAYMENT_TEXT.paymentPending)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(within(await owed()).getByRole('button', { name: 'Pay by card' })).toBeEnabled();
  });
});
