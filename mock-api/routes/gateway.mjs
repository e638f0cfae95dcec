// The card gateway, merchant side (PayHere Checkout model). The member's order is priced by the server and signed
// (get-payment-details-for-pg; an open checkout of the same amount is handed back, so "Continue card payment"
// resumes it); the member may cancel an open checkout (cancel-card-payment, voided at once); the gateway's
// notification credits it once (payment-notify, public: its md5sig is the proof); the member's screen follows the
// result on a server-sent event stream (events/{logId}, stop) or by polling (get-response-for-payment/{logId},
// get-ipg-return-val).
import { PAYMENT_TEXT, PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';
import { openCheckoutOf, voidCheckout } from '../lib/payments/checkouts.mjs';
import { PUBLIC, SIGNED_IN } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { PAYMENT_LOG } from '../lib/payments/dues.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { checkoutFieldsOf, createOrder, orderById, orderByOrderId, orderEventOf, orderStateOf } from '../lib/payments/gateway.mjs';
import { gatewayConfig, notifyUrlFor } from '../lib/payments/gateway-config.mjs';
import { receiveNotification } from '../lib/payments/gateway-notification.mjs';
import { memberOfUser } from '../lib/members/members.mjs';
import { linkBookingPayment } from '../lib/events/bookings.mjs';
import { BOOKING_TEXT } from '../../src/domain/bookingRules.mjs';
import { paymentEventsOf } from '../lib/payments/payment-events.mjs';
import { quoteOf } from '../lib/payments/payment-quotes.mjs';
import { answer, badRequest, forbidden, ok, refuse, reply } from '../lib/http/reply.mjs';
import { secureRoutes } from '../lib/http/routes.mjs';
import { NOTIFICATION_FIELD_MAX, NOTIFICATION_REQUIRED } from '../lib/payments/gateway-notification.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { TOO_MANY, anyOf, byRoute, envelope, idParam, integer, json, object, text } from '../lib/contract/schemas.mjs';
import { NO_MEMBER, ORDER_EVENT } from '../lib/contract/shapes/payments.mjs';
import { MSG } from '../lib/common-texts.mjs';

const PREFIX = '§7 Member profile and records: application prefix';
/** What a member may pay by card: the membership's payments and a held event booking's fee. */
const CARD_PAYMENT_TYPES = Object.freeze([PAYMENT_TYPE.RENEWAL, PAYMENT_TYPE.NEW_MEMBERSHIP, PAYMENT_TYPE.EVENT_FEE]);
const { OK, NOT_FOUND, FAILED } = STATUS_CODE;
/** 400, 403 and 404 of a call about one of the caller's card orders. */
const OWN_ORDER = (idText) => ({
  403: json("'02': another user's order.", envelope([FAILED])),
  404: json("'01' 'Payment order not found'.", envelope([NOT_FOUND])),
  ...(idText ? { 400: json(`'05' '${idText}'.`, envelope(['05'])) } : {}),
});
const LOG_ID = idParam("400 '05' (not a whole number), 404 '01' 'Payment order not found'");
const STATE_ANSWER = json("'00' 'Payment state' with the order's state.", envelope([OK], ORDER_EVENT.properties, { required: ORDER_EVENT.required }));

export const GATEWAY_TEXT = Object.freeze({
  noMember: MSG.noMember,
  paymentTypeInvalid: `Payment type must be ${PAYMENT_TYPE.RENEWAL}, ${PAYMENT_TYPE.NEW_MEMBERSHIP} or ${PAYMENT_TYPE.EVENT_FEE}`,
  orderCreated: 'Payment order created',
  orderNotFound: 'Payment order not found',
  orderIdInvalid: 'order_id must be an order number (ORD-000001)',
  noOrder: 'No payment order',
  streamsClosed: 'Streams closed',
  paymentState: 'Payment state',
});

export function gatewayRoutes(ctx) {
  const { db, logs, limits } = ctx;
  const routes = secureRoutes(ctx);
  const events = paymentEventsOf(ctx);

  /** Runs handler(order) for the caller's own order: 400 bad id, 404 unknown, 403 someone else's. */
  const ownOrder = (findOrder, handler) => (req, res) => {
    const found = findOrder(req);
    if (found === null) return badRequest(res, GATEWAY_TEXT.orderIdInvalid);
    if (!found) return reply(res, 404, GATEWAY_TEXT.orderNotFound, STATUS_CODE.NOT_FOUND);
    if (found.userId !== req.auth.user.userID) return forbidden(res);
    return handler(found, req, res);
  };
  const byLogId = (req) => {
    const logId = idFrom(req.params.logId);
    return logId === undefined ? null : orderById(db, logId);
  };
  const byOrderId = (req) => {
    const orderId = req.query.order_id;
    return typeof orderId === 'string' && /^ORD-\d{6,9}$/.test(orderId) ? orderByOrderId(db, orderId) : null;
  };
  const stateAnswer = (order, req, res) => ok(res, GATEWAY_TEXT.paymentState, orderEventOf(ctx, order));

  const orderLog = logs({
    entity: 'payment order',
    action: 'create',
    recordId: (req, body) => body.logId ?? null,
    detail: (req, body) => `Card payment order ${body.fields?.order_id} (${body.fields?.currency} ${body.fields?.amount}) started`,
  });
  routes.post('/application/get-payment-details-for-pg', SIGNED_IN, contract({
    summary: "Starts (or continues) the caller's card checkout: the order priced by the server and signed for the gateway",
    source: spec(PREFIX, 'POST get-payment-details-for-pg'),
    body: byRoute(object({
      paymentType: byRoute(text({ values: CARD_PAYMENT_TYPES }), `400 '05' '${GATEWAY_TEXT.paymentTypeInvalid}'`),
      eventMemberId: byRoute(integer({ min: 1, description: 'The held booking an Event Fee pays (My Events).' }), `200 '02' '${BOOKING_TEXT.notFound}'`),
      returnPath: byRoute(text({ max: 100, pattern: '^/member/[A-Za-z0-9/_-]*$', description: 'The app page the gateway sends the payer back to.' }), 'any other value: the renewal page'),
    }, { required: ['paymentType'] }), `400 '05' '${GATEWAY_TEXT.paymentTypeInvalid}' for a body that is no JSON object`, ['type']),
    responses: {
      200: json(`'00' '${GATEWAY_TEXT.orderCreated}' with the order's id, the checkout address and the signed fields to post there; '02' nothing to pay or a payment waiting; '01' '${GATEWAY_TEXT.noMember}'.`, anyOf(
        envelope([OK], {
          logId: integer({ min: 1 }),
          checkoutUrl: text({ description: "The sandbox's page (relative to the API base) or PayHere's checkout." }),
          fields: object({ merchant_id: text(), order_id: text(), amount: text(), currency: text(), hash: text() }, { required: ['merchant_id', 'order_id', 'amount', 'currency', 'hash'], description: 'The PayHere checkout fields, signed.' }),
        }, { required: ['logId', 'checkoutUrl', 'fields'] }),
        envelope([FAILED]),
        NO_MEMBER,
      )),
    },
  }), orderLog, (req, res) => {
    const { user } = req.auth;
    const member = memberOfUser(db, user.userID);
    if (!member) return reply(res, 200, GATEWAY_TEXT.noMember, STATUS_CODE.NOT_FOUND);
    const body = isPlainObject(req.body) ? req.body : {};
    // Only the type and the return page are read: the amount is the server's, whatever the browser sends.
    if (!CARD_PAYMENT_TYPES.includes(body.paymentType)) return badRequest(res, GATEWAY_TEXT.paymentTypeInvalid);
    const quote = quoteOf(ctx, member, body.paymentType, { eventMemberId: body.eventMemberId });
    if ('problem' in quote) return refuse(res, quote.problem);
    // One open checkout per member: the same one (type, amount and booking paid) is continued; another is replaced.
    const open = openCheckoutOf(ctx, member.memberID);
    const same = open && open.paymentType === body.paymentType && open.amount === quote.amount && open.userId === user.userID && open.eventMemberId === quote.eventMemberId;
    if (open && !same) voidCheckout(ctx, open, { by: 'replaced' });
    const order = same ? open : createOrder(ctx, { user, member, paymentType: body.paymentType, quote });
    if (quote.eventMemberId) linkBookingPayment(ctx, quote.eventMemberId, { orderId: order.orderId });
    const fields = checkoutFieldsOf(ctx, { order, member, user, returnPath: body.returnPath, notifyUrl: notifyUrlFor(ctx, req) });
    // The sandbox's page (relative to the API base) or PayHere's checkout: the app posts the same fields to either.
    return ok(res, GATEWAY_TEXT.orderCreated, { logId: order.logId, checkoutUrl: gatewayConfig(ctx).checkoutUrl, fields });
  });

  // Public, as a gateway's callback must be: limited per address, a small form body (lib/http/json-body.mjs).
  routes.post('/application/payment-notify', PUBLIC, contract({
    summary: "The gateway's notification of a card payment's outcome (server to server; its md5sig is the proof)",
    source: addition("PayHere posts each checkout's outcome to the merchant: the only word that money was taken."),
    body: byRoute(object(
      Object.fromEntries(Object.entries(NOTIFICATION_FIELD_MAX).map(([name, max]) => [name, text({ max })])),
      { required: NOTIFICATION_REQUIRED },
    ), "400 '05' with the reason (malformed, unknown merchant or order, bad md5sig, currency, amount or status, a replay)"),
    responses: {
      200: { description: 'Taken: OK.', content: { 'text/plain': { schema: text({ values: ['OK'] }) } } },
      429: json('Too many notifications from this address.', TOO_MANY),
    },
  }), limits.paymentNotify, (req, res) => {
    const result = receiveNotification(ctx, req.body);
    if (!result.accepted) return badRequest(res, result.reason);
    events.publish(result.order.logId, orderEventOf(ctx, result.order));
    return res.status(200).type('text/plain').send('OK');
  });

  routes.get('/application/events/:logId', SIGNED_IN, contract({
    summary: "The stream of one of the caller's card orders (server-sent events) until it is final",
    source: spec(PREFIX, 'GET events/{id}'),
    params: object({ logId: LOG_ID }),
    responses: { 200: { description: 'text/event-stream: each event one PaymentOrderEvent as JSON.', content: { 'text/event-stream': { schema: text() } } }, ...OWN_ORDER(GATEWAY_TEXT.orderIdInvalid) },
  }), ownOrder(byLogId, (order, req, res) => {
    events.open(res, { logId: order.logId, userId: req.auth.user.userID, event: orderEventOf(ctx, order) });
  }));

  const cancelLog = logs({
    entity: 'payment order',
    action: 'cancel',
    recordId: (req) => idFrom(req.params.logId) ?? null,
    detail: (req, body) => `Card payment order ${body.orderId} cancelled by the member before the gateway answered`,
  });
  // The member's own open checkout only (ownOrder): voided at once; a late notification is still recorded.
  routes.post('/application/cancel-card-payment/:logId', SIGNED_IN, contract({
    summary: "Cancels the caller's open card checkout at once",
    source: addition('The member may give up a card payment started and not finished, to pay another way.'),
    params: object({ logId: LOG_ID }),
    responses: {
      200: json(`'00' '${PAYMENT_TEXT.checkoutCancelled}'; '02' '${PAYMENT_TEXT.checkoutNotOpen}' with its state.`, envelope([OK, FAILED], {
        logId: integer({ min: 1 }), orderId: text(), state: ORDER_EVENT.properties.state,
      }, { message: true, required: ['state'] })),
      ...OWN_ORDER(GATEWAY_TEXT.orderIdInvalid),
    },
  }), cancelLog, ownOrder(byLogId, (order, req, res) => {
    if (!voidCheckout(ctx, order, { by: 'member' })) return answer(res, STATUS_CODE.FAILED, PAYMENT_TEXT.checkoutNotOpen, { state: orderStateOf(ctx, order) });
    return answer(res, STATUS_CODE.OK, PAYMENT_TEXT.checkoutCancelled, { logId: order.logId, orderId: order.orderId, state: order.state });
  }));

  routes.get('/application/stop', SIGNED_IN, contract({
    summary: "Closes the caller's payment event streams",
    source: spec(PREFIX, 'GET stop'),
    responses: { 200: json(`'00' '${GATEWAY_TEXT.streamsClosed}' with how many were closed.`, envelope([OK], { closed: integer({ min: 0 }) }, { required: ['closed'] })) },
  }), (req, res) => ok(res, GATEWAY_TEXT.streamsClosed, { closed: events.stopUser(req.auth.user.userID) }));

  routes.get('/application/get-response-for-payment/:logId', SIGNED_IN, contract({
    summary: "The state of one of the caller's card orders (polling)",
    source: spec(PREFIX, 'GET get-response-for-payment/{id}'),
    params: object({ logId: LOG_ID }),
    responses: { 200: STATE_ANSWER, ...OWN_ORDER(GATEWAY_TEXT.orderIdInvalid) },
  }), ownOrder(byLogId, stateAnswer));

  // Spec §7 writes it with a trailing slash; express matches both spellings.
  routes.get('/application/get-id-from-payment-log', SIGNED_IN, contract({
    summary: "The caller's latest card order and its state",
    source: spec(PREFIX, 'GET get-id-from-payment-log/'),
    responses: {
      200: json(`'00' 'Payment state' with the order's ids and state; '01' '${GATEWAY_TEXT.noOrder}'.`, anyOf(
        envelope([OK], { logId: integer({ min: 1 }), orderId: text(), state: ORDER_EVENT.properties.state }, { required: ['logId', 'orderId', 'state'] }),
        envelope([NOT_FOUND]),
      )),
    },
  }), (req, res) => {
    const mine = db.get(PAYMENT_LOG).filter({ userId: req.auth.user.userID }).value();
    const latest = mine.reduce((best, order) => (!best || order.logId > best.logId ? order : best), undefined);
    if (!latest) return reply(res, 200, GATEWAY_TEXT.noOrder, STATUS_CODE.NOT_FOUND);
    return ok(res, GATEWAY_TEXT.paymentState, { logId: latest.logId, orderId: latest.orderId, state: orderStateOf(ctx, latest) });
  });

  routes.get('/application/get-ipg-return-val', SIGNED_IN, contract({
    summary: "The state of the caller's card order the gateway sent them back from",
    source: spec(PREFIX, 'GET get-ipg-return-val'),
    query: object({ order_id: byRoute(text({ pattern: '^ORD-\\d{6,9}$', description: 'The order number of the return address.' }), `400 '05' '${GATEWAY_TEXT.orderIdInvalid}'`) }, { required: ['order_id'] }),
    responses: { 200: STATE_ANSWER, ...OWN_ORDER(GATEWAY_TEXT.orderIdInvalid) },
  }), ownOrder(byOrderId, stateAnswer));

  return routes.router;
}
