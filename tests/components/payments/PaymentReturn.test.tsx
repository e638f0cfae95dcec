/**
 * The card payment's return (?order_id=…): the result followed on the event stream (fetch with the bearer
 * token), shown in place without a reload, then GET stop; polling every 3 s when the stream breaks.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_TEXT } from '../../../src/domain/paymentRules.mjs';
import { MemberRenewalPage } from '../../../src/features/payments/MemberRenewalPage';
import { renderPage } from '../memberAdmin/memberApi';
import { eventStream, paymentRoutes, paymentsApi, TOKEN, view, waitForCall } from './paymentsApi';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PATH = '/member/memberrenewal?order_id=ORD-000005';
const ORDER = { logId: 5, orderId: 'ORD-000005', state: 'initiated', paymentId: null, receiptNo: null, responseText: null, amount: 15500 };
const APPROVED = { ...ORDER, state: 'approved', paymentId: 40, receiptNo: 'RCPT-00040', responseText: 'TRANSACTION APPROVED' };
const result = () => screen.findByRole('region', { name: 'Card Payment' });

describe('card payment result', () => {
  it('waits, then shows the approved result from the stream, stops the stream and reloads the dues in place', async () => {
    const stream = eventStream();
    let paid = false;
    const api = paymentsApi(
      paymentRoutes({
        'GET application/member-view-for-member-renewal': () => view(paid ? { dues: { years: [], totalDueAmount: 0, advance: null } } : {}),
        'GET application/get-ipg-return-val': () => ({ statusCode: '00', ...ORDER }),
        'GET application/events/5': () => stream.response(),
        'GET application/stop': () => ({ statusCode: '00', closed: 1 }),
        'POST application/generatereceiptpdf': () => ({ statusCode: '00', fileName: '40 - Receipt.pdf', content: btoa('%PDF-1.4 receipt') }),
      }),
    );
    renderPage(<MemberRenewalPage />, PATH);
    const card = await result();
    expect(await within(card).findByText('Waiting for the payment result…')).toBeInTheDocument();
    await waitForCall(api, 'GET application/events/5');
    expect(api.calls('GET application/get-ipg-return-val')[0].query).toEqual({ order_id: 'ORD-000005' });
    expect(api.calls('GET application/events/5')[0].authorization).toBe(`Bearer ${TOKEN}`);
    stream.raw(': heartbeat\n\n');
    stream.send(ORDER);
    expect(within(card).getByText('Waiting for the payment result…')).toBeInTheDocument();
    paid = true;
    stream.send(APPROVED);
    expect(await within(card).findByText('Payment approved. Thank you.')).toBeInTheDocument();
    expect(within(card).getByText('Receipt No: RCPT-00040')).toBeInTheDocument();
    expect(within(card).getByText('Amount: LKR 15,500.00')).toBeInTheDocument();
    await waitForCall(api, 'GET application/stop');
    // the dues reload without a page reload: nothing is due any more
    expect(await within(await screen.findByRole('region', { name: 'Amount Due' })).findByText(PAYMENT_TEXT.nothingDue)).toBeInTheDocument();
    expect(api.calls('GET application/get-response-for-payment/5')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalled());
    expect(api.calls('POST application/generatereceiptpdf')[0].body).toEqual({ paymentId: 40 });
    expect(vi.mocked(saveAs).mock.calls[0][1]).toBe('40 - Receipt.pdf');
  });

  it('polls get-response-for-payment every 3 s when the stream breaks, until the final state', async () => {
    const stream = eventStream();
    let polls = 0;
    const api = paymentsApi(
      paymentRoutes({
        'GET application/get-ipg-return-val': () => ({ statusCode: '00', ...ORDER }),
        'GET application/events/5': () => stream.response(),
        'GET application/get-response-for-payment/5': () => {
          polls += 1;
          return { statusCode: '00', ...ORDER, state: polls === 1 ? 'initiated' : 'declined', responseText: polls === 1 ? null : 'TRANSACTION DECLINED' };
        },
        'GET application/stop': () => ({ statusCode: '00', closed: 0 }),
      }),
    );
    renderPage(<MemberRenewalPage />, PATH);
    const card = await result();
    await waitForCall(api, 'GET application/events/5');
    const broke = Date.now();
    stream.fail();
    await waitForCall(api, 'GET application/get-response-for-payment/5');
    expect(Date.now() - broke).toBeGreaterThanOrEqual(2900);
    expect(within(card).getByText('Waiting for the payment result…')).toBeInTheDocument();
    expect(await within(card).findByText(/declined by your bank/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.calls('GET application/get-response-for-payment/5')).toHaveLength(2);
    await waitForCall(api, 'GET application/stop');
  }, 30_000);

  it('shows pending (the bank has not confirmed yet) and keeps listening; then cancelled', async () => {
    const stream = eventStream();
    const api = paymentsApi(
      paymentRoutes({
        'GET application/get-ipg-return-val': () => ({ statusCode: '00', ...ORDER }),
        'GET application/events/5': () => stream.response(),
        'GET application/stop': () => ({ statusCode: '00', closed: 1 }),
      }),
    );
    renderPage(<MemberRenewalPage />, PATH);
    const card = await result();
    await waitForCall(api, 'GET application/events/5');
    stream.send({ ...ORDER, state: 'pending', paymentId: 41, responseText: 'TRANSACTION PENDING' });
    expect(await within(card).findByText(/your bank has not confirmed yet/)).toBeInTheDocument();
    expect(api.calls('GET application/stop')).toHaveLength(0);
    stream.send({ ...ORDER, state: 'cancelled' });
    expect(await within(card).findByText('The payment was cancelled. No money was taken.')).toBeInTheDocument();
    await waitForCall(api, 'GET application/stop');
  });

  it('shows an order already decided at once, without opening a stream', async () => {
    const api = paymentsApi(paymentRoutes({ 'GET application/get-ipg-return-val': () => ({ statusCode: '00', ...APPROVED }) }));
    renderPage(<MemberRenewalPage />, PATH);
    expect(await within(await result()).findByText('Receipt No: RCPT-00040')).toBeInTheDocument();
    expect(api.calls('GET application/events/5')).toHaveLength(0);
    // The dues read at mount may predate the decision: they are read again.
    await waitFor(() => expect(api.calls('GET application/member-view-for-member-renewal').length).toBeGreaterThanOrEqual(2));
  });

  it("says the server's words for an order that is not the member's", async () => {
    paymentsApi(paymentRoutes({ 'GET application/get-ipg-return-val': () => [404, { statusCode: '01', status: 'Payment order not found' }] }));
    renderPage(<MemberRenewalPage />, PATH);
    expect(await within(await result()).findByText('Payment order not found')).toBeInTheDocument();
  });
});
