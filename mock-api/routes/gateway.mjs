// The card gateway, merchant side (PayHere Checkout model). The member's order is priced by the server and signed
// (get-payment-details-for-pg; an open checkout of the same amount is handed back, so "Continue card payment"
// resumes it); the member may cancel an open checkout (cancel-card-payment, voided at once); the gateway's
// notification credits it once (payment-notify, public: its md5sig is the proof); the member's screen follows the
// result on a server-sent event stream (events/{logId}, stop) or by polling (get-response-for-payment/{logId},
// get-ipg-return-val).
import { PAYMENT_TEXT, PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';
import { openCheckoutOf, voidCheckout } from '../lib/checkouts.mjs';
import { PUBLIC, SIGNED_IN } from '../lib/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { PAYMENT_LOG } from '../lib/dues.mjs';
import { idFrom, isPlainObject } from '../lib/fields.mjs';
import { checkoutFieldsOf, createOrder, orderById, orderByOrderId, orderEventOf, orderStateOf } from '../lib/gateway.mjs';
import { gatewayConfig, notifyUrlFor } from '../lib/gateway-config.mjs';
import { receiveNotification } from '../lib/gateway-notification.mjs';
import { memberOfUser } from '../lib/members.mjs';
import { MSG } from '../lib/messages.mjs';
import { paymentEventsOf } from '../lib/payment-events.mjs';
import { quoteOf } from '../lib/payment-quotes.mjs';
import { answer, badRequest, ok, refuse, reply } from '../lib/reply.mjs';
import { secureRoutes } from '../lib/routes.mjs';

export const GATEWAY_TEXT = Object.freeze({
  noMember: 'No Member',
  paymentTypeInvalid: `Payment type must be ${PAYMENT_TYPE.RENEWAL} or ${PAYMENT_TYPE.NEW_MEMBERSHIP}`,
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
    if (found.userId !== req.auth.user.userID) return reply(res, 403, MSG.notAllowed, STATUS_CODE.FAILED);
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
  routes.post('/application/get-payment-details-for-pg', SIGNED_IN, orderLog, (req, res) => {
    const { user } = req.auth;
    const member = memberOfUser(db, user.userID);
    if (!member) return reply(res, 200, GATEWAY_TEXT.noMember, STATUS_CODE.NOT_FOUND);
    const body = isPlainObject(req.body) ? req.body : {};
    // Only the type and the return page are read: the amount is the server's, whatever the browser sends.
    if (body.paymentType !== PAYMENT_TYPE.RENEWAL && body.paymentType !== PAYMENT_TYPE.NEW_MEMBERSHIP) return badRequest(res, GATEWAY_TEXT.paymentTypeInvalid);
    const quote = quoteOf(ctx, member, body.paymentType);
    if ('problem' in quote) return refuse(res, quote.problem);
    // One open checkout per member: the same one is continued; one for another amount is replaced.
    const open = openCheckoutOf(ctx, member.memberID);
    const same = open && open.paymentType === body.paymentType && open.amount === quote.amount && open.userId === user.userID;
    if (open && !same) voidCheckout(ctx, open, { by: 'replaced' });
    const order = same ? open : createOrder(ctx, { user, member, paymentType: body.paymentType, quote });
    const fields = checkoutFieldsOf(ctx, { order, member, user, returnPath: body.returnPath, notifyUrl: notifyUrlFor(ctx, req) });
    // The sandbox's page (relative to the API base) or PayHere's checkout: the app posts the same fields to either.
    return ok(res, GATEWAY_TEXT.orderCreated, { logId: order.logId, checkoutUrl: gatewayConfig(ctx).checkoutUrl, fields });
  });

  // Public, as a gateway's callback must be: limited per address, a small form body (lib/json-body.mjs).
  routes.post('/application/payment-notify', PUBLIC, limits.paymentNotify, (req, res) => {
    const result = receiveNotification(ctx, req.body);
    if (!result.accepted) return badRequest(res, result.reason);
    events.publish(result.order.logId, orderEventOf(ctx, result.order));
    return res.status(200).type('text/plain').send('OK');
  });

  routes.get('/application/events/:logId', SIGNED_IN, ownOrder(byLogId, (order, req, res) => {
    events.open(res, { logId: order.logId, userId: req.auth.user.userID, event: orderEventOf(ctx, order) });
  }));

  const cancelLog = logs({
    entity: 'payment order',
    action: 'cancel',
    recordId: (req) => idFrom(req.params.logId) ?? null,
    detail: (req, body) => `Card payment order ${body.orderId} cancelled by the member before the gateway answered`,
  });
  // The member's own open checkout only (ownOrder): voided at once; a late notification is still recorded.
  routes.post('/application/cancel-card-payment/:logId', SIGNED_IN, cancelLog, ownOrder(byLogId, (order, req, res) => {
    if (!voidCheckout(ctx, order, { by: 'member' })) return answer(res, STATUS_CODE.FAILED, PAYMENT_TEXT.checkoutNotOpen, { state: orderStateOf(ctx, order) });
    return answer(res, STATUS_CODE.OK, PAYMENT_TEXT.checkoutCancelled, { logId: order.logId, orderId: order.orderId, state: order.state });
  }));

  routes.get('/application/stop', SIGNED_IN, (req, res) => ok(res, GATEWAY_TEXT.streamsClosed, { closed: events.stopUser(req.auth.user.userID) }));

  routes.get('/application/get-response-for-payment/:logId', SIGNED_IN, ownOrder(byLogId, stateAnswer));

  // Spec §7 writes it with a trailing slash; express matches both spellings.
  routes.get('/application/get-id-from-payment-log', SIGNED_IN, (req, res) => {
    const mine = db.get(PAYMENT_LOG).filter({ userId: req.auth.user.userID }).value();
    const latest = mine.reduce((best, order) => (!best || order.logId > best.logId ? order : best), undefined);
    if (!latest) return reply(res, 200, GATEWAY_TEXT.noOrder, STATUS_CODE.NOT_FOUND);
    return ok(res, GATEWAY_TEXT.paymentState, { logId: latest.logId, orderId: latest.orderId, state: orderStateOf(ctx, latest) });
  });

  routes.get('/application/get-ipg-return-val', SIGNED_IN, ownOrder(byOrderId, stateAnswer));

  return routes.router;
}
