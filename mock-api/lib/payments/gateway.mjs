// The card gateway's orders (the `paymentLog` collection, PayHere Checkout model): a member's order is priced by
// the server from the member's dues (never from the browser), signed with the merchant secret, and answered
// with the fields the browser posts to the gateway. One order, one payment: lib/payments/gateway-notification.mjs
// credits it when the gateway's signed notification arrives.
import { PAYMENT_LOG } from './dues.mjs';
import { amountText, requestHash } from './gateway-checksum.mjs';
import { gatewayConfig } from './gateway-config.mjs';
import { nextId } from '../storage/ids.mjs';
import { paymentById } from './payment-rows.mjs';
import { insertRow } from '../storage/changes.mjs';
import { SCREEN } from '../registry/screens.mjs';

/**
 * An order's states: initiated (the checkout is open), then the gateway's answer (pending, approved, declined,
 * cancelled), or voided (the member cancelled it here before any answer). Expired is never stored: an initiated
 * order older than the configured time reads as expired (lib/payments/checkouts.mjs orderStateOf).
 */
export const ORDER_STATE = Object.freeze({ INITIATED: 'initiated', PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined', CANCELLED: 'cancelled', VOIDED: 'voided', EXPIRED: 'expired' });
/**
 * States after which no notification changes the order. Voided and expired are not among them: the member may
 * have paid in a gateway tab left open, and money the gateway took must be recorded, never lost.
 */
export const FINAL_STATES = new Set([ORDER_STATE.APPROVED, ORDER_STATE.DECLINED, ORDER_STATE.CANCELLED]);
export const CURRENCY = 'LKR';
/** Where the gateway sends the member back when the order names no page: the renewal screen. */
export const DEFAULT_RETURN_PATH = SCREEN.MEMBER_RENEWAL;

/** 'ORD-' + 6-digit logId. */
export const orderIdOf = (logId) => `ORD-${String(logId).padStart(6, '0')}`;
export const orderById = (db, logId) => (Number.isInteger(logId) ? db.get(PAYMENT_LOG).find({ logId }).value() : undefined);
export const orderByOrderId = (db, orderId) => (typeof orderId === 'string' ? db.get(PAYMENT_LOG).find({ orderId }).value() : undefined);

/** The app page the gateway sends the payer back to: a /member/ path of letters, digits, /, _ and -; else the renewal page. */
export const returnPathOf = (value) =>
  typeof value === 'string' && value.length <= 100 && /^\/member\/[A-Za-z0-9/_-]*$/.test(value) ? value : DEFAULT_RETURN_PATH;

/** Creates and stores an 'initiated' order of a quote priced by lib/payments/payment-quotes.mjs quoteOf. */
export function createOrder(ctx, { user, member, paymentType, quote }) {
  const logId = nextId(ctx.db, PAYMENT_LOG, 'logId');
  const at = new Date(ctx.now()).toISOString();
  const order = {
    id: logId,
    logId,
    orderId: orderIdOf(logId),
    userId: user.userID,
    memberID: member.memberID,
    memberNo: member.memberNo,
    paymentType,
    renewalYears: quote.renewalYears,
    items: quote.items,
    transactionDes: quote.transactionDes,
    amount: quote.amount,
    currency: CURRENCY,
    state: ORDER_STATE.INITIATED,
    paymentId: null,
    gatewayPaymentId: null,
    statusCode: null,
    notifications: [],
    createdAt: at,
    updatedAt: at,
    // An event fee's order names the booking it pays (only then: other orders keep their fields).
    ...(Number.isInteger(quote.eventMemberId) ? { eventId: quote.eventId, eventMemberId: quote.eventMemberId } : {}),
  };
  insertRow(ctx.db, PAYMENT_LOG, order);
  return order;
}

/**
 * The fields the browser posts to the gateway's checkout (PayHere's names), signed with the merchant secret.
 * returnPath: checked with returnPathOf, under the app's public address for PayHere (the sandbox redirects
 * within the site); notifyUrl: absolute URL of POST application/payment-notify.
 */
export function checkoutFieldsOf(ctx, { order, member, user, returnPath, notifyUrl }) {
  const { merchantId, merchantSecret, appUrl } = gatewayConfig(ctx);
  const amount = amountText(order.amount);
  const back = `${appUrl}${returnPathOf(returnPath)}?order_id=${order.orderId}`;
  return {
    merchant_id: merchantId,
    return_url: back,
    cancel_url: `${back}&cancelled=1`,
    notify_url: notifyUrl,
    order_id: order.orderId,
    items: String(order.transactionDes ?? '').slice(0, 200),
    currency: order.currency,
    amount,
    first_name: String(member.firstName ?? user.firstName ?? '').slice(0, 60),
    last_name: String(member.lastName ?? user.lastName ?? '').slice(0, 60),
    email: String(member.email || user.email || '').slice(0, 120),
    phone: String(member.mobileNo ?? '').slice(0, 30),
    address: [member.addressNo, member.addressSt].filter(Boolean).join(', ').slice(0, 200),
    city: String(member.addressCity ?? '').slice(0, 60),
    country: 'Sri Lanka',
    hash: requestHash({ merchantId, orderId: order.orderId, amount, currency: order.currency, secret: merchantSecret }),
  };
}

/** An initiated order older than the configured time reads as expired; every other state as stored. */
export const orderStateOf = (ctx, order) =>
  order.state === ORDER_STATE.INITIATED && ctx.now() - Date.parse(order.createdAt) >= gatewayConfig(ctx).checkoutExpiresMs ? ORDER_STATE.EXPIRED : order.state;

/** What the payer's screen is told of an order: one event of the stream, and the polling answer. */
export function orderEventOf(ctx, order) {
  const { db } = ctx;
  const payment = order.paymentId ? paymentById(db, order.paymentId) : undefined;
  return {
    logId: order.logId,
    orderId: order.orderId,
    state: orderStateOf(ctx, order),
    paymentType: order.paymentType,
    paymentId: order.paymentId,
    receiptNo: payment?.receiptNo ?? '',
    responseText: payment?.responseText ?? '',
    amount: order.amount,
  };
}
