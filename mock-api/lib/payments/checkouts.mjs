// Card checkouts: gateway orders (paymentLog) the member opened and the gateway has not answered. Such an order is
// no payment and nothing waits for approval: the renewal page offers to continue or cancel it, it expires by itself
// (config.gateway.checkoutExpiresMs, applied on read: no timer), and Transaction View lists it under its checkout
// state (src/domain/paymentRules.mjs CHECKOUT_STATE). An order the gateway answered has its payments row instead.
import { CHECKOUT_STATE, CHECKOUT_STATE_NAMES, PAYMENT_MODE } from '../../../src/domain/paymentRules.mjs';
import { saveRows } from '../storage/changes.mjs';
import { PAYMENT_LOG } from './dues.mjs';
import { gatewayConfig } from './gateway-config.mjs';
import { ORDER_STATE, orderStateOf } from './gateway.mjs';
import { memberById } from '../members/members.mjs';

const CHECKOUT_OF_ORDER_STATE = Object.freeze({
  [ORDER_STATE.INITIATED]: CHECKOUT_STATE.STARTED,
  [ORDER_STATE.EXPIRED]: CHECKOUT_STATE.EXPIRED,
  [ORDER_STATE.VOIDED]: CHECKOUT_STATE.CANCELLED,
  [ORDER_STATE.CANCELLED]: CHECKOUT_STATE.CANCELLED,
});

const orders = (db) => db.get(PAYMENT_LOG).value() ?? [];

/** The checkout state of an order without a payment, or null (the order has its payments row, or is none). */
export function checkoutStateOf(ctx, order) {
  if (order.paymentId) return null;
  return CHECKOUT_OF_ORDER_STATE[orderStateOf(ctx, order)] ?? null;
}

export const isOpenCheckout = (ctx, order) => checkoutStateOf(ctx, order) === CHECKOUT_STATE.STARTED;

/** The member's open checkout (the latest, should there be several), or undefined. */
export const openCheckoutOf = (ctx, memberID) =>
  orders(ctx.db)
    .filter((order) => order.memberID === memberID && isOpenCheckout(ctx, order))
    .reduce((latest, order) => (!latest || order.logId > latest.logId ? order : latest), undefined);

/** The open checkout as the renewal page shows it, or null. */
export function openCheckoutView(ctx, memberID) {
  const order = openCheckoutOf(ctx, memberID);
  if (!order) return null;
  const expiresAt = new Date(Date.parse(order.createdAt) + gatewayConfig(ctx).checkoutExpiresMs).toISOString();
  return {
    logId: order.logId, orderId: order.orderId, paymentType: order.paymentType, amount: order.amount, createdAt: order.createdAt, expiresAt,
    // continuing an event fee's checkout names the booking it pays
    ...(Number.isInteger(order.eventMemberId) ? { eventMemberId: order.eventMemberId } : {}),
  };
}

/** Voids an open checkout at once (the member cancelled it here). Answers false when it was not open. */
export function voidCheckout(ctx, order, { by }) {
  if (!isOpenCheckout(ctx, order)) return false;
  const at = new Date(ctx.now()).toISOString();
  Object.assign(order, { state: ORDER_STATE.VOIDED, voidedAt: at, voidedBy: by, updatedAt: at });
  saveRows(ctx.db, PAYMENT_LOG, order);
  return true;
}

/**
 * A checkout as a Transaction View row (spec §3 Transaction row's fields): no payment, so no payment id, receipt,
 * paid date or bank response; its order number is its reference and its id; `status` is its checkout state.
 */
export function checkoutRowOf(ctx, order, state) {
  const member = memberById(ctx.db, order.memberID) ?? {};
  const renewalYears = order.renewalYears ?? [];
  return {
    paymentId: order.orderId,
    paymentType: order.paymentType,
    receiptNo: '',
    refNo: order.orderId,
    memberNo: order.memberNo,
    memberID: order.memberID,
    userId: order.userId,
    nic: member.nicNumber ?? '',
    paymentMode: PAYMENT_MODE.GATEWAY,
    referenceNumber: '',
    amount: order.amount,
    paidDate: null,
    responseText: '',
    status: state,
    statusName: CHECKOUT_STATE_NAMES[state],
    lastRenewalYear: renewalYears.length > 0 ? Math.max(...renewalYears) : null,
    renewalYears,
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    transactionDes: order.transactionDes ?? '',
    cashDepositsImgPath: '',
    hasSlip: false,
    createdAt: order.createdAt,
    decidedAt: order.voidedAt ?? null,
  };
}

/** Transaction View's rows of the checkouts in `state`. */
export const checkoutRows = (ctx, state) =>
  orders(ctx.db)
    .map((order) => ({ order, state: checkoutStateOf(ctx, order) }))
    .filter((entry) => entry.state === state)
    .map((entry) => checkoutRowOf(ctx, entry.order, entry.state));
