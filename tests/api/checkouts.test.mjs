// Card checkouts the gateway has not answered: no payment waiting for approval (the member is never locked out),
// continued or cancelled by the member (voided at once, logged), expired by themselves after
// CHECKOUT_EXPIRES_MINUTES (on read), listed for finance under their state in Transaction View, and a late
// notification of a cancelled or expired order still recorded (money the gateway took is never lost).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_STATE, PAYMENT_STATUS, PAYMENT_TEXT, PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';
import { tokenOf } from './helpers.mjs';
import { multipart, samplePdf } from './members-support.mjs';
import { orderFor, payingMembers, postForm, signedNotification, startGatewayApi, tokenOfUser } from './gateway-support.mjs';

const EXPIRES_MINUTES = 2;
let api;
let payers;
let finance;
beforeAll(async () => {
  api = await startGatewayApi({ env: { CHECKOUT_EXPIRES_MINUTES: String(EXPIRES_MINUTES) } });
  payers = payingMembers(api);
  finance = await tokenOf(api.request, 'admin');
});
afterAll(async () => api.stop());

const nextPayer = () => {
  const payer = payers.shift();
  if (!payer) throw new Error('no seeded member left who owes a renewal');
  return { ...payer, token: tokenOfUser(payer.user) };
};
const as = (token) => ({
  get: (url) => api.request.get(url).set('Authorization', `Bearer ${token}`),
  post: (url) => api.request.post(url).set('Authorization', `Bearer ${token}`).send({}),
});
const view = (payer) => as(payer.token).get('/api/application/member-view-for-member-renewal');
const cancel = (token, logId) => as(token).post(`/api/application/cancel-card-payment/${logId}`);
const listed = async (status) => (await as(finance).get('/api/application/view-transactions').query({ status, perPage: 100 })).body.data;
const orderRow = (logId) => api.db.get('paymentLog').find({ logId }).value();

async function started() {
  const payer = nextPayer();
  const response = await orderFor(api, payer.token, { paymentType: PAYMENT_TYPE.RENEWAL });
  expect(response.body.statusCode, JSON.stringify(response.body)).toBe('00');
  return { payer, order: response.body };
}

describe('a checkout the member opened and left', () => {
  it('is no payment waiting for approval: the renewal page gets it as an open checkout, with when it expires', async () => {
    const { payer, order } = await started();
    const { body } = await view(payer);
    expect(body.pendingPayment).toBeNull();
    expect(body.openCheckout).toMatchObject({ logId: order.logId, orderId: order.fields.order_id, paymentType: PAYMENT_TYPE.RENEWAL, amount: Number(order.fields.amount) });
    expect(Date.parse(body.openCheckout.expiresAt) - Date.parse(body.openCheckout.createdAt)).toBe(EXPIRES_MINUTES * 60_000);
  });

  it('is listed for finance as "Checkout started", and nowhere among the payments', async () => {
    const { order } = await started();
    const rows = await listed(CHECKOUT_STATE.STARTED);
    expect(rows.find((row) => row.refNo === order.fields.order_id)).toMatchObject({ paymentId: order.fields.order_id, status: CHECKOUT_STATE.STARTED, statusName: 'Checkout started', paymentMode: 'Payment Gateway', paidDate: null });
    expect((await listed(PAYMENT_STATUS.PENDING)).some((row) => row.refNo === order.fields.order_id)).toBe(false);
  });

  it('blocks a bank deposit meanwhile (one way at a time); cancelled, the deposit is taken', async () => {
    const { payer, order } = await started();
    const slip = await samplePdf('Bank slip');
    const deposit = () =>
      multipart(api.request, '/api/application/bank-deposit-save', payer.token, { paymentType: PAYMENT_TYPE.RENEWAL, referenceNumber: 'DEP 1', depositDate: '2026-03-15' }, { field: 'slip', buffer: slip, filename: 'slip.pdf' });
    expect((await deposit()).body).toMatchObject({ statusCode: '02', status: PAYMENT_TEXT.checkoutOpen });
    expect((await cancel(payer.token, order.logId)).body).toMatchObject({ statusCode: '00', status: PAYMENT_TEXT.checkoutCancelled, state: 'voided' });
    expect((await deposit()).body).toMatchObject({ statusCode: '00' });
  });
});

describe('cancelling (POST application/cancel-card-payment/{logId})', () => {
  it('voids the order at once, logs who did it, and lists it as "Checkout cancelled"; a second cancel is refused', async () => {
    const { payer, order } = await started();
    const response = await cancel(payer.token, order.logId);
    expect(response.status).toBe(200);
    expect(orderRow(order.logId)).toMatchObject({ state: 'voided', voidedBy: 'member' });
    expect((await view(payer)).body.openCheckout).toBeNull();
    const logged = api.db.get('activityLog').value().filter((entry) => entry.entity === 'payment order' && entry.action === 'cancel');
    expect(logged.at(-1)).toMatchObject({ username: payer.user.username, recordId: order.logId });
    expect(logged.at(-1).detail).toContain(order.fields.order_id);
    expect((await listed(CHECKOUT_STATE.CANCELLED)).some((row) => row.refNo === order.fields.order_id)).toBe(true);
    expect((await cancel(payer.token, order.logId)).body).toMatchObject({ statusCode: '02', status: PAYMENT_TEXT.checkoutNotOpen });
  });

  it("is the member's own: another member gets 403, staff get 403, an unknown order 404", async () => {
    const { order } = await started();
    const other = nextPayer();
    expect((await cancel(other.token, order.logId)).status).toBe(403);
    expect((await cancel(finance, order.logId)).status).toBe(403);
    expect((await cancel(other.token, 999999)).status).toBe(404);
    expect(orderRow(order.logId).state).toBe('initiated');
  });

  it('a success the gateway sends after the cancel is still recorded: the money was taken', async () => {
    const { payer, order } = await started();
    await cancel(payer.token, order.logId);
    const late = await postForm(api, '/api/application/payment-notify', signedNotification(order.fields, { statusCode: '2', paymentId: '320000000777' }));
    expect(late.status).toBe(200);
    const row = api.db.get('payments').find({ orderId: order.fields.order_id }).value();
    expect(row).toMatchObject({ status: PAYMENT_STATUS.APPROVED, referenceNumber: '320000000777' });
    expect(orderRow(order.logId).state).toBe('approved');
  });
});

describe(`expiry after CHECKOUT_EXPIRES_MINUTES (${EXPIRES_MINUTES} here)`, () => {
  it('an unfinished checkout expires by itself: no longer open, listed as "Checkout expired", a new order may start', async () => {
    const { payer, order } = await started();
    api.later(EXPIRES_MINUTES * 60_000 - 1000);
    expect((await view(payer)).body.openCheckout).toMatchObject({ logId: order.logId });
    api.later(1000);
    expect((await view(payer)).body.openCheckout).toBeNull();
    expect((await as(payer.token).get(`/api/application/get-response-for-payment/${order.logId}`)).body.state).toBe('expired');
    expect((await listed(CHECKOUT_STATE.EXPIRED)).some((row) => row.refNo === order.fields.order_id)).toBe(true);
    expect((await listed(CHECKOUT_STATE.STARTED)).some((row) => row.refNo === order.fields.order_id)).toBe(false);
    expect((await cancel(payer.token, order.logId)).body).toMatchObject({ statusCode: '02', state: 'expired' });
    const next = await orderFor(api, payer.token, { paymentType: PAYMENT_TYPE.RENEWAL });
    expect(next.body).toMatchObject({ statusCode: '00' });
    expect(next.body.logId).not.toBe(order.logId);
    // a late success of the expired order is recorded too
    await postForm(api, '/api/application/payment-notify', signedNotification(order.fields, { statusCode: '2', paymentId: '320000000888' }));
    expect(api.db.get('payments').find({ orderId: order.fields.order_id }).value()).toMatchObject({ status: PAYMENT_STATUS.APPROVED });
  });
});
