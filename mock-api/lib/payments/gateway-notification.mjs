// The gateway's server-to-server notification (POST application/payment-notify): verified (merchant, md5sig in
// constant time, a known order, LKR, the order's amount, no replay) and then credited exactly once. Every
// notification is kept in its order's `notifications` (the refused ones bounded); a refused one also goes to the
// activity log, a flood of them as one entry per reason and minute. Everything up to the payment decision is
// synchronous, so two notifications of one order cannot interleave.
import { BANK_RESPONSE, PAYMENT_MODE, PAYMENT_STATUS } from '../../../src/domain/paymentRules.mjs';
import { sriLankaToday } from '../../../src/domain/sriLankaTime.mjs';
import { recordRepeatedActivity } from '../audit/activity.mjs';
import { notificationSignature, sameSignature } from './gateway-checksum.mjs';
import { gatewayConfig } from './gateway-config.mjs';
import { CURRENCY, FINAL_STATES, ORDER_STATE, orderByOrderId } from './gateway.mjs';
import { memberById } from '../members/members.mjs';
import { approvePayment, rejectPayment } from './payment-decision.mjs';
import { createPayment, paymentById } from './payment-rows.mjs';
import { saveRows } from '../storage/changes.mjs';
import { PAYMENT_LOG } from './dues.mjs';

/** PayHere's status codes. */
export const GATEWAY_STATUS = Object.freeze({ SUCCESS: '2', PENDING: '0', CANCELLED: '-1', FAILED: '-2' });
export const GATEWAY_ACTOR = 'gateway';
/** Refused notifications an order keeps (anyone can post one: the list must not grow without end). */
export const REFUSED_KEPT = 20;

export const NOTIFY_TEXT = Object.freeze({
  malformed: 'Malformed notification',
  unknownMerchant: 'Unknown merchant',
  badSignature: 'Invalid md5sig',
  unknownOrder: 'Unknown order',
  badCurrency: 'Currency is not LKR',
  badAmount: 'Amount does not match the order',
  badStatus: 'Unknown status code',
  replay: 'Notification already received',
  final: 'Order already final',
});

const FIELDS = { merchant_id: 20, order_id: 50, payment_id: 30, payhere_amount: 20, payhere_currency: 3, status_code: 2, md5sig: 64, status_message: 300 };
const REQUIRED = ['merchant_id', 'order_id', 'payment_id', 'payhere_amount', 'payhere_currency', 'status_code', 'md5sig'];
/** The notification's fields and their longest values, and the ones it must have (the API document shows them). */
export { FIELDS as NOTIFICATION_FIELD_MAX, REQUIRED as NOTIFICATION_REQUIRED };

/** The notification's fields as text, or null when one is missing, not text or too long. */
export function notificationOf(body) {
  if (body === null || typeof body !== 'object') return null;
  const fields = {};
  for (const [name, max] of Object.entries(FIELDS)) {
    const value = Object.prototype.hasOwnProperty.call(body, name) ? body[name] : '';
    if (typeof value !== 'string' || value.length > max) return null;
    fields[name] = value.trim();
  }
  return REQUIRED.every((name) => fields[name] !== '') ? fields : null;
}

const cents = (text) => (/^\d{1,12}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN);

/** Why this notification of this order must be refused, or null. */
function refusalOf(ctx, fields, order) {
  const { merchantId, merchantSecret } = gatewayConfig(ctx);
  if (fields.merchant_id !== merchantId) return NOTIFY_TEXT.unknownMerchant;
  const expected = notificationSignature({ merchantId, orderId: fields.order_id, amount: fields.payhere_amount, currency: fields.payhere_currency, statusCode: fields.status_code, secret: merchantSecret });
  if (!sameSignature(fields.md5sig, expected)) return NOTIFY_TEXT.badSignature;
  if (!order) return NOTIFY_TEXT.unknownOrder;
  if (fields.payhere_currency !== CURRENCY) return NOTIFY_TEXT.badCurrency;
  if (cents(fields.payhere_amount) !== Math.round(order.amount * 100)) return NOTIFY_TEXT.badAmount;
  if (!Object.values(GATEWAY_STATUS).includes(fields.status_code)) return NOTIFY_TEXT.badStatus;
  if (order.notifications.some((seen) => seen.accepted && seen.payment_id === fields.payment_id && seen.status_code === fields.status_code)) return NOTIFY_TEXT.replay;
  if (FINAL_STATES.has(order.state)) return NOTIFY_TEXT.final;
  return null;
}

function keepNotification(ctx, order, fields, { accepted, reason }) {
  const entry = { at: new Date(ctx.now()).toISOString(), status_code: fields?.status_code ?? '', payment_id: fields?.payment_id ?? '', accepted, reason };
  order.notifications.push(entry);
  const refused = order.notifications.filter((seen) => !seen.accepted);
  if (refused.length > REFUSED_KEPT) order.notifications.splice(order.notifications.indexOf(refused[0]), 1);
  saveRows(ctx.db, PAYMENT_LOG, order);
}

function refuse(ctx, order, fields, reason) {
  if (order) {
    keepNotification(ctx, order, fields, { accepted: false, reason });
  }
  const orderText = String(fields?.order_id ?? '').slice(0, 50) || '(no order id)';
  // Anyone may post notifications: one entry per reason (a fixed set) and minute, with the count.
  recordRepeatedActivity(ctx, `refused payment notification: ${reason}`, {
    username: GATEWAY_ACTOR,
    action: 'refused',
    entity: 'payment notification',
    recordId: order?.logId ?? null,
    detail: `${orderText}, status ${fields?.status_code || '?'}: ${reason}`,
  });
  return { accepted: false, reason };
}

/** The order's payments row, created pending on the first notification that needs one. */
function paymentOfOrder(ctx, order, fields, responseText) {
  const existing = order.paymentId ? paymentById(ctx.db, order.paymentId) : undefined;
  if (existing) {
    Object.assign(existing, { responseText, referenceNumber: fields.payment_id });
    return existing;
  }
  const member = memberById(ctx.db, order.memberID);
  if (!member) return undefined;
  const row = createPayment(ctx, {
    member,
    paymentType: order.paymentType,
    paymentMode: PAYMENT_MODE.GATEWAY,
    amount: order.amount,
    status: PAYMENT_STATUS.PENDING,
    referenceNumber: fields.payment_id,
    renewalYears: order.renewalYears,
    transactionDes: order.transactionDes,
    items: order.items,
    paidDate: sriLankaToday(ctx.now()),
    responseText,
    orderId: order.orderId,
    createdBy: order.userId,
    eventId: order.eventId,
    eventMemberId: order.eventMemberId,
  });
  order.paymentId = row.paymentId;
  return row;
}

const DECIDED_BY = { actor: GATEWAY_ACTOR };

/** Applies an accepted notification to its order (and payments row). */
function credit(ctx, order, fields) {
  const status = fields.status_code;
  if (status === GATEWAY_STATUS.SUCCESS) {
    const row = paymentOfOrder(ctx, order, fields, BANK_RESPONSE.APPROVED);
    order.state = ORDER_STATE.APPROVED;
    if (row) approvePayment(ctx, row, DECIDED_BY);
  } else if (status === GATEWAY_STATUS.PENDING) {
    paymentOfOrder(ctx, order, fields, BANK_RESPONSE.PENDING);
    order.state = ORDER_STATE.PENDING;
  } else if (status === GATEWAY_STATUS.FAILED) {
    const row = paymentOfOrder(ctx, order, fields, BANK_RESPONSE.DECLINED);
    order.state = ORDER_STATE.DECLINED;
    if (row) rejectPayment(ctx, row, { ...DECIDED_BY, reason: fields.status_message || 'Declined by the card issuer' });
  } else {
    // Cancelled: no payment was taken, so no row; a row left pending by an earlier notification is closed.
    const row = order.paymentId ? paymentById(ctx.db, order.paymentId) : undefined;
    order.state = ORDER_STATE.CANCELLED;
    if (row) {
      row.responseText = BANK_RESPONSE.CANCELLED;
      rejectPayment(ctx, row, { ...DECIDED_BY, reason: fields.status_message || 'Payment cancelled' });
    }
  }
}

/**
 * Verifies and applies a posted notification. Answers { accepted: true, order } or { accepted: false, reason }.
 */
export function receiveNotification(ctx, body) {
  const fields = notificationOf(body);
  const textOf = (name) => (typeof body?.[name] === 'string' ? body[name].slice(0, 50) : '');
  const order = orderByOrderId(ctx.db, fields ? fields.order_id : textOf('order_id'));
  if (!fields) return refuse(ctx, order, { order_id: textOf('order_id'), status_code: textOf('status_code'), payment_id: textOf('payment_id') }, NOTIFY_TEXT.malformed);
  const reason = refusalOf(ctx, fields, order);
  if (reason) return refuse(ctx, reason === NOTIFY_TEXT.unknownOrder ? undefined : order, fields, reason);
  keepNotification(ctx, order, fields, { accepted: true, reason: '' });
  Object.assign(order, { gatewayPaymentId: fields.payment_id, statusCode: Number(fields.status_code), updatedAt: new Date(ctx.now()).toISOString() });
  credit(ctx, order, fields);
  saveRows(ctx.db, PAYMENT_LOG, order);
  return { accepted: true, order };
}
