// The card gateway end to end, in-process: the member's order priced by the server, the sandbox's checkout page,
// each test card, the signed notification arriving over real HTTP, the payment credited exactly once, the
// refused notifications (forged, wrong merchant, altered amount, wrong currency, replayed), ownership of orders
// and the result stream (server-sent events read with fetch) with stop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_RESPONSE, PAYMENT_MODE, PAYMENT_STATUS, PAYMENT_TEXT, PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';
import { QUOTE_TEXT } from '../../mock-api/lib/payments/payment-quotes.mjs';
import { NOTIFY_TEXT } from '../../mock-api/lib/payments/gateway-notification.mjs';
import { CARD_TEXT } from '../../mock-api/sandbox/test-cards.mjs';
import { REQUEST_TEXT } from '../../mock-api/sandbox/checkout-request.mjs';
import { tokenOf } from './helpers.mjs';
import {
  CARDS, MERCHANT_ID, cardForm, openStream, orderFor, payingMembers, postForm, renewalQuoteOf, signedNotification, startGatewayApi, tokenOfUser, waitFor,
} from './gateway-support.mjs';

let api;
let payers;
beforeAll(async () => {
  api = await startGatewayApi();
  payers = payingMembers(api);
});
afterAll(async () => api.stop());

/** The next seeded member who owes a renewal, with a token. */
const nextPayer = () => {
  const payer = payers.shift();
  if (!payer) throw new Error('no seeded member left who owes a renewal');
  return { ...payer, token: tokenOfUser(payer.user) };
};
const memberRow = (memberID) => api.db.get('members').find({ memberID }).value();
const orderRow = (logId) => api.db.get('paymentLog').find({ logId }).value();
const paymentsOfOrder = (orderId) => api.db.get('payments').filter({ orderId }).value();
const lkr = (amount) => `LKR ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const snapshot = () => JSON.stringify({ payments: api.db.get('payments').value(), members: api.db.get('members').value() });
const as = (token) => ({ get: (url) => api.request.get(url).set('Authorization', `Bearer ${token}`) });

/** A started renewal order of a fresh payer: { payer, quote, body }. */
async function startedOrder(extra = {}) {
  const payer = nextPayer();
  const quote = renewalQuoteOf(api, payer.member);
  const response = await orderFor(api, payer.token, { paymentType: PAYMENT_TYPE.RENEWAL, ...extra });
  expect(response.body.statusCode, JSON.stringify(response.body)).toBe('00');
  return { payer, quote, body: response.body };
}

describe('the order (POST application/get-payment-details-for-pg)', () => {
  it('is priced by the server from the member\'s dues, signed, and ignores the amount the browser sends', async () => {
    const { payer, quote, body } = await startedOrder({ amount: 1, totalDueAmount: 1, returnPath: '/member/memberrenewal' });
    const order = orderRow(body.logId);
    expect(body.checkoutUrl).toBe('payment-sandbox/checkout');
    expect(body.fields).toMatchObject({
      merchant_id: MERCHANT_ID,
      order_id: order.orderId,
      currency: 'LKR',
      amount: quote.amount.toFixed(2),
      return_url: `/member/memberrenewal?order_id=${order.orderId}`,
      cancel_url: `/member/memberrenewal?order_id=${order.orderId}&cancelled=1`,
      notify_url: `${api.base}/api/application/payment-notify`,
      country: 'Sri Lanka',
    });
    expect(body.fields.hash).toMatch(/^[0-9A-F]{32}$/);
    expect(order.orderId).toMatch(/^ORD-\d{6}$/);
    expect(order).toMatchObject({ userId: payer.user.userID, memberID: payer.member.memberID, state: 'initiated', amount: quote.amount, renewalYears: quote.renewalYears, paymentId: null });
  });

  it('takes only a /member/ return path of plain characters', async () => {
    for (const returnPath of ['//evil.example/x', 'https://evil.example/', '/member/x?y=1', '/user/all', '/member/../x']) {
      const { body } = await startedOrder({ returnPath });
      expect(body.fields.return_url, returnPath).toBe(`/member/memberrenewal?order_id=${body.fields.order_id}`);
    }
    const { body } = await startedOrder({ returnPath: '/member/accept_new-membership/2' });
    expect(body.fields.return_url).toBe(`/member/accept_new-membership/2?order_id=${body.fields.order_id}`);
  });

  it('hands back the open checkout instead of a second order; refuses a payment type it does not know, a payer who is no member', async () => {
    const { payer, body: first } = await startedOrder();
    const ordersBefore = api.db.get('paymentLog').size().value();
    const again = await orderFor(api, payer.token, { paymentType: PAYMENT_TYPE.RENEWAL });
    expect(again.body).toMatchObject({ statusCode: '00', logId: first.logId, fields: { order_id: first.fields.order_id, hash: first.fields.hash } });
    expect(api.db.get('paymentLog').size().value()).toBe(ordersBefore);
    const wrongType = await orderFor(api, payer.token, { paymentType: PAYMENT_TYPE.MISCELLANEOUS });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ status: 'Payment type must be Membership Renewal, New Membership or Event Fee', statusCode: '05' });
    const applicant = await orderFor(api, await tokenOf(api.request, 'applicant'), { paymentType: PAYMENT_TYPE.RENEWAL });
    expect(applicant.body).toEqual({ status: 'No Member', statusCode: '01' });
    const fresh = nextPayer();
    const noNewMembership = await orderFor(api, fresh.token, { paymentType: PAYMENT_TYPE.NEW_MEMBERSHIP });
    expect(noNewMembership.body).toEqual({ status: QUOTE_TEXT.noNewMembershipDue, statusCode: '02' });
    payers.unshift(fresh);
  });
});

describe('the sandbox checkout page', () => {
  it('shows the order and the LKR amount, escapes every value and allows nothing external', async () => {
    const { quote, body } = await startedOrder();
    const page = await postForm(api, '/api/payment-sandbox/checkout', { ...body.fields, items: '<script>alert(1)</script>' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    expect(page.text).toContain(lkr(quote.amount));
    expect(page.text).toContain(body.fields.order_id);
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).not.toContain('<script');
    expect(page.text).not.toMatch(/\b(?:src|href)=|<link|url\(|@import/i);
    expect(page.text).toContain('width=device-width');
  });

  it('refuses an order whose hash, amount or merchant was altered (no payment)', async () => {
    const { body } = await startedOrder();
    for (const [change, text] of [
      [{ amount: '1.00' }, REQUEST_TEXT.badHash],
      [{ hash: '0'.repeat(32) }, REQUEST_TEXT.badHash],
      [{ merchant_id: '9999999' }, REQUEST_TEXT.unknownMerchant],
      [{ hash: '' }, REQUEST_TEXT.incomplete],
      [{ return_url: 'https://evil.example/' }, REQUEST_TEXT.badUrl],
    ]) {
      const page = await postForm(api, '/api/payment-sandbox/checkout', { ...body.fields, ...change });
      expect(page.status, JSON.stringify(change)).toBe(400);
      expect(page.text).toContain(text.replace(/'/g, '&#39;'));
      const pay = await postForm(api, '/api/payment-sandbox/pay', { ...body.fields, ...change, ...cardForm(CARDS.success) });
      expect(pay.status).toBe(400);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(orderRow(body.logId).notifications).toEqual([]);
  });

  it('checks the card first, each problem with a plain message, and takes only the test cards', async () => {
    const { body } = await startedOrder();
    for (const [card, text] of [
      [{ cardNumber: '' }, CARD_TEXT.numberRequired],
      [{ cardNumber: '4916 2175 0161 1293' }, CARD_TEXT.numberInvalid],
      [{ expiry: '13/30' }, CARD_TEXT.expiryInvalid],
      [{ expiry: '01/26' }, CARD_TEXT.expired],
      [{ cvv: '12' }, CARD_TEXT.cvvInvalid],
      [{ cardName: ' ' }, CARD_TEXT.nameRequired],
      [{ cardNumber: '4111 1111 1111 1111' }, "Use one of the sandbox's test cards"],
    ]) {
      const page = await postForm(api, '/api/payment-sandbox/pay', { ...body.fields, ...cardForm(CARDS.success), ...card });
      expect(page.status, text).toBe(200);
      expect(page.text).toContain(text.replace(/'/g, '&#39;'));
      expect(page.text).not.toContain('value="123"');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(orderRow(body.logId)).toMatchObject({ state: 'initiated', notifications: [] });
  });
});

describe('paying with each test card', () => {
  it('success: the notification arrives, the payment is credited once and the member moves on', async () => {
    const { payer, quote, body } = await startedOrder();
    const pay = await postForm(api, '/api/payment-sandbox/pay', { ...body.fields, ...cardForm(CARDS.success) });
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe(body.fields.return_url);
    const order = await waitFor(() => (orderRow(body.logId).state === 'approved' ? orderRow(body.logId) : null));
    const rows = paymentsOfOrder(body.fields.order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      paymentId: order.paymentId, paymentType: PAYMENT_TYPE.RENEWAL, paymentMode: PAYMENT_MODE.GATEWAY, status: PAYMENT_STATUS.APPROVED,
      amount: quote.amount, responseText: BANK_RESPONSE.APPROVED, referenceNumber: order.gatewayPaymentId, renewalYears: quote.renewalYears, decidedBy: 'gateway',
    });
    expect(rows[0].receiptNo).toMatch(/^RCPT-\d{5}$/);
    const lastYear = Math.max(...quote.renewalYears);
    expect(memberRow(payer.member.memberID)).toMatchObject({ lastRenewalYear: lastYear, validTillDate: `${lastYear}-12-31` });
    expect(order.notifications).toEqual([expect.objectContaining({ status_code: '2', accepted: true })]);
  });

  it('declined: a rejected row with the bank response, the member unchanged', async () => {
    const { payer, body } = await startedOrder();
    const before = memberRow(payer.member.memberID).lastRenewalYear;
    await postForm(api, '/api/payment-sandbox/pay', { ...body.fields, ...cardForm(CARDS.declined) });
    await waitFor(() => orderRow(body.logId).state === 'declined');
    const rows = paymentsOfOrder(body.fields.order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: PAYMENT_STATUS.REJECTED, responseText: BANK_RESPONSE.DECLINED, rejectReason: 'Insufficient funds', receiptNo: '' });
    expect(memberRow(payer.member.memberID).lastRenewalYear).toBe(before);
  });

  it('pending: a pending row; a later success for the same order approves that row (still one row)', async () => {
    const { payer, quote, body } = await startedOrder();
    await postForm(api, '/api/payment-sandbox/pay', { ...body.fields, ...cardForm(CARDS.pending) });
    const order = await waitFor(() => (orderRow(body.logId).state === 'pending' ? orderRow(body.logId) : null));
    expect(paymentsOfOrder(body.fields.order_id)).toEqual([expect.objectContaining({ status: PAYMENT_STATUS.PENDING, responseText: BANK_RESPONSE.PENDING })]);
    const again = await orderFor(api, payer.token, { paymentType: PAYMENT_TYPE.RENEWAL });
    expect(again.body.status).toBe(PAYMENT_TEXT.paymentPending);
    const later = await postForm(api, '/api/application/payment-notify', signedNotification(body.fields, { statusCode: '2', paymentId: order.gatewayPaymentId }));
    expect(later.status).toBe(200);
    expect(later.text).toBe('OK');
    const rows = paymentsOfOrder(body.fields.order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paymentId: order.paymentId, status: PAYMENT_STATUS.APPROVED, responseText: BANK_RESPONSE.APPROVED });
    expect(memberRow(payer.member.memberID).lastRenewalYear).toBe(Math.max(...quote.renewalYears));
  });

  it('cancel: back to the cancel URL, the order cancelled, no payment row', async () => {
    const { body } = await startedOrder();
    const cancel = await postForm(api, '/api/payment-sandbox/pay', { ...body.fields, action: 'cancel' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe(body.fields.cancel_url);
    await waitFor(() => orderRow(body.logId).state === 'cancelled');
    expect(paymentsOfOrder(body.fields.order_id)).toEqual([]);
  });
});

describe('refused notifications: 400, kept on the order and logged, nothing else changes', () => {
  const refusedLog = () => api.db.get('activityLog').filter({ action: 'refused', entity: 'payment notification' }).value();

  it.each([
    ['a forged md5sig', (fields) => ({ ...signedNotification(fields), md5sig: '0123456789ABCDEF0123456789ABCDEF' }), NOTIFY_TEXT.badSignature],
    ['a signature made with another secret', (fields) => signedNotification(fields, { secret: 'guessed' }), NOTIFY_TEXT.badSignature],
    ['a wrong merchant', (fields) => signedNotification(fields, { merchantId: '1000001' }), NOTIFY_TEXT.unknownMerchant],
    ['an altered amount', (fields) => signedNotification(fields, { amount: '1.00' }), NOTIFY_TEXT.badAmount],
    ['a wrong currency', (fields) => signedNotification(fields, { currency: 'USD' }), NOTIFY_TEXT.badCurrency],
    ['an unknown status code', (fields) => signedNotification(fields, { statusCode: '3' }), NOTIFY_TEXT.badStatus],
    ['a missing field', (fields) => ({ ...signedNotification(fields), md5sig: '' }), NOTIFY_TEXT.malformed],
  ])('%s', async (label, make, reason) => {
    // Each case in a minute of its own: refusals of one reason within a minute share one entry (with a count).
    api.later(60_000);
    const { body } = await startedOrder();
    const before = snapshot();
    const logged = refusedLog().length;
    const response = await postForm(api, '/api/application/payment-notify', make(body.fields));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: reason, statusCode: '05' });
    expect(snapshot()).toBe(before);
    expect(orderRow(body.logId)).toMatchObject({ state: 'initiated', paymentId: null });
    expect(orderRow(body.logId).notifications).toEqual([expect.objectContaining({ accepted: false, reason })]);
    expect(refusedLog()).toHaveLength(logged + 1);
    expect(refusedLog().at(-1)).toMatchObject({ username: 'gateway', recordId: body.logId, count: 1 });
    expect(refusedLog().at(-1).detail).toContain(reason);
  });

  it('a replayed notification and any notification of a final order', async () => {
    const { body } = await startedOrder();
    const success = signedNotification(body.fields, { paymentId: '320000777001' });
    expect((await postForm(api, '/api/application/payment-notify', success)).status).toBe(200);
    const before = snapshot();
    const replay = await postForm(api, '/api/application/payment-notify', success);
    expect(replay.status).toBe(400);
    expect(replay.body.status).toBe(NOTIFY_TEXT.replay);
    const another = await postForm(api, '/api/application/payment-notify', signedNotification(body.fields, { paymentId: '320000777002' }));
    expect(another.status).toBe(400);
    expect(another.body.status).toBe(NOTIFY_TEXT.final);
    const declineAfter = await postForm(api, '/api/application/payment-notify', signedNotification(body.fields, { statusCode: '-2', paymentId: '320000777001' }));
    expect(declineAfter.body.status).toBe(NOTIFY_TEXT.final);
    expect(snapshot()).toBe(before);
    expect(paymentsOfOrder(body.fields.order_id)).toHaveLength(1);
    expect(orderRow(body.logId).notifications.map((seen) => [seen.accepted, seen.reason])).toEqual([[true, ''], [false, NOTIFY_TEXT.replay], [false, NOTIFY_TEXT.final], [false, NOTIFY_TEXT.final]]);
  });

  it('a notification of an unknown order', async () => {
    const before = snapshot();
    const logged = refusedLog().length;
    const response = await postForm(api, '/api/application/payment-notify', signedNotification({ order_id: 'ORD-999999', amount: '100.00' }));
    expect(response.status).toBe(400);
    expect(response.body.status).toBe(NOTIFY_TEXT.unknownOrder);
    expect(snapshot()).toBe(before);
    expect(refusedLog()).toHaveLength(logged + 1);
  });
});

describe('whose order: a member reads only their own', () => {
  it('another member gets 403 for the stream, the polling answer and the return value; unknown ids 404', async () => {
    const { body } = await startedOrder();
    const other = nextPayer();
    for (const url of [`/api/application/events/${body.logId}`, `/api/application/get-response-for-payment/${body.logId}`, `/api/application/get-ipg-return-val?order_id=${body.fields.order_id}`]) {
      const response = await as(other.token).get(url);
      expect(response.status, url).toBe(403);
      expect(response.body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
    }
    const admin = await tokenOf(api.request, 'admin');
    expect((await as(admin).get(`/api/application/get-response-for-payment/${body.logId}`)).status).toBe(403);
    expect((await as(other.token).get('/api/application/get-response-for-payment/999999')).status).toBe(404);
    expect((await as(other.token).get('/api/application/get-ipg-return-val?order_id=nonsense')).status).toBe(400);
    payers.unshift(other);
  });

  it('the owner polls the state, finds the latest order and reads the return value', async () => {
    const { payer, quote, body } = await startedOrder();
    const polled = await as(payer.token).get(`/api/application/get-response-for-payment/${body.logId}`);
    expect(polled.body).toMatchObject({ statusCode: '00', logId: body.logId, orderId: body.fields.order_id, state: 'initiated', paymentId: null, receiptNo: '', amount: quote.amount });
    for (const url of ['/api/application/get-id-from-payment-log/', '/api/application/get-id-from-payment-log']) {
      expect((await as(payer.token).get(url)).body).toEqual({ status: 'Payment state', statusCode: '00', logId: body.logId, orderId: body.fields.order_id, state: 'initiated' });
    }
    const returned = await as(payer.token).get(`/api/application/get-ipg-return-val?order_id=${body.fields.order_id}`);
    expect(returned.body).toMatchObject({ statusCode: '00', logId: body.logId, state: 'initiated' });
    const none = await as(await tokenOf(api.request, 'applicant')).get('/api/application/get-id-from-payment-log/');
    expect(none.body).toEqual({ status: 'No payment order', statusCode: '01' });
  });
});

describe('the result stream (GET application/events/{logId})', () => {
  it('sends the state at once and on the change; stop closes it', async () => {
    const { payer, body } = await startedOrder();
    const stream = await openStream(api, body.logId, payer.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toEqual({ event: 'payment', data: expect.objectContaining({ logId: body.logId, orderId: body.fields.order_id, state: 'initiated' }) });
    await postForm(api, '/api/payment-sandbox/pay', { ...body.fields, ...cardForm(CARDS.success) });
    const change = await stream.next();
    expect(change.data).toMatchObject({ state: 'approved', responseText: BANK_RESPONSE.APPROVED });
    expect(change.data.receiptNo).toMatch(/^RCPT-/);
    const stop = await as(payer.token).get('/api/application/stop');
    expect(stop.body).toEqual({ status: 'Streams closed', statusCode: '00', closed: 1 });
    expect(await stream.next()).toBeNull();
  });

  it('stop closes only the caller\'s streams; a client that leaves leaves no stream behind', async () => {
    const { payer, body } = await startedOrder();
    const stream = await openStream(api, body.logId, payer.token);
    await stream.next();
    const other = nextPayer();
    expect((await as(other.token).get('/api/application/stop')).body.closed).toBe(0);
    payers.unshift(other);
    stream.abort();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await as(payer.token).get('/api/application/stop')).body.closed).toBe(0);
  });

});
