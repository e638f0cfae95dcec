// The card gateway's sandbox, a stand-in for PayHere's hosted checkout. It plays the
// third party: it reads only the merchant id and secret (config.gateway), never the merchant's db. The browser
// posts the merchant's signed order to /checkout (a plain HTML page), the payer submits a test card to /pay,
// the sandbox redirects to the merchant's return (or cancel) URL and later POSTs a signed notification to the
// API's own notify address (configuration or this server itself, never the order's notify_url: the hash does
// not cover it, so anyone could name any host). Mounted only when the sandbox is the gateway (routes/index.mjs),
// limited per address (config.rateLimits.paymentSandbox, one budget for both pages).
import { PUBLIC } from '../lib/http/access.mjs';
import { gatewayConfig, notifyUrlFor } from '../lib/payments/gateway-config.mjs';
import { secureRoutes } from '../lib/http/routes.mjs';
import { readCheckoutRequest } from './checkout-request.mjs';
import { checkoutPage, errorPage } from './checkout-page.mjs';
import { newGatewayPaymentId, notificationFields, sendNotificationLater } from './notifier.mjs';
import { CARD_NAME_MAX, STATUS, checkCard } from './test-cards.mjs';
import { ORDER_FIELD_MAX, ORDER_REQUIRED } from './checkout-request.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { BAD_REQUEST, TOO_MANY, byRoute, json, object, text } from '../lib/contract/schemas.mjs';

const HTML = { 'text/html': { schema: text() } };
/** The order as the merchant signed it (its form fields, each of at most its length). */
const ORDER_FORM = Object.fromEntries(Object.entries(ORDER_FIELD_MAX).map(([name, max]) => [name, text({ max })]));
const ORDER_REFUSED = { description: "The error page: the order is incomplete, names an unknown merchant, or its hash does not match (no payment). Or JSON '05' for a malformed body.", content: { ...HTML, ...json('', BAD_REQUEST).content } };
const LIMITED = json('Too many sandbox pages from this address.', TOO_MANY);

/** The sandbox's pages forbid everything but their inline CSS and a form posted back to the sandbox. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const sendPage = (res, status, html) => {
  res.set('Content-Security-Policy', PAGE_POLICY);
  res.set('Cache-Control', 'no-store');
  return res.status(status).type('html').send(html);
};

const textOf = (body, name) => (body && typeof body[name] === 'string' ? body[name] : '');

export function sandboxRoutes(ctx) {
  const routes = secureRoutes(ctx);
  const { limits } = ctx;
  const merchant = () => gatewayConfig(ctx);

  /** Verifies the order or answers the error page (no payment). */
  const verifiedOrder = (req, res) => {
    const result = readCheckoutRequest(req.body, merchant());
    if ('problem' in result) {
      sendPage(res, 400, errorPage(result.problem));
      return null;
    }
    return result.order;
  };

  routes.post('/payment-sandbox/checkout', PUBLIC, contract({
    summary: "The sandbox's checkout page of a signed order (a stand-in for PayHere's)",
    source: addition('Development and tests pay by card without a real gateway; the sandbox plays PayHere and is never the gateway in production.'),
    body: byRoute(object(ORDER_FORM, { required: ORDER_REQUIRED }), 'the error page (400, HTML)'),
    responses: { 200: { description: 'The checkout page (HTML).', content: HTML }, 400: ORDER_REFUSED, 429: LIMITED },
  }), limits.paymentSandbox, (req, res) => {
    const order = verifiedOrder(req, res);
    if (order) sendPage(res, 200, checkoutPage(order));
  });

  routes.post('/payment-sandbox/pay', PUBLIC, contract({
    summary: "Pays (or cancels) the sandbox's order with a test card; the gateway's notification follows",
    source: addition("The sandbox's payer submits a test card, as on PayHere's page, so the whole card path can be tried."),
    body: byRoute(object({
      ...ORDER_FORM,
      action: text({ values: ['pay', 'cancel'], description: "'cancel' gives the order up." }),
      cardNumber: text({ description: 'One of the sandbox\'s test cards.' }),
      expiry: text({ description: 'MM/YY.' }),
      cvv: text({ description: '3 or 4 digits.' }),
      cardName: text({ max: CARD_NAME_MAX }),
    }, { required: ORDER_REQUIRED }), 'the error page (400) for the order; the checkout page again with the card\'s problem (200)'),
    responses: {
      200: { description: "The checkout page again, with the card's problem.", content: HTML },
      303: { description: "To the merchant's return address (paid or declined) or its cancel address." },
      400: ORDER_REFUSED,
      429: LIMITED,
    },
  }), limits.paymentSandbox, (req, res) => {
    const order = verifiedOrder(req, res);
    if (!order) return;
    const { notifyDelayMs } = merchant();
    const notifyUrl = notifyUrlFor(ctx, req);
    const notify = (outcome) =>
      sendNotificationLater(notifyUrl, notificationFields(order, { ...outcome, paymentId: newGatewayPaymentId() }, merchant()), { delayMs: notifyDelayMs, log: ctx.log });

    if (textOf(req.body, 'action') === 'cancel') {
      notify({ statusCode: STATUS.CANCELLED, message: 'Payment cancelled by the customer', card: null });
      return res.redirect(303, order.cancel_url);
    }
    const form = { cardNumber: textOf(req.body, 'cardNumber'), expiry: textOf(req.body, 'expiry'), cvv: textOf(req.body, 'cvv'), cardName: textOf(req.body, 'cardName') };
    const checked = checkCard(form, new Date(ctx.now()));
    if ('problem' in checked) return sendPage(res, 200, checkoutPage(order, { error: checked.problem, values: form }));
    notify({ statusCode: checked.card.statusCode, message: checked.card.message, card: { ...checked, method: checked.card.method } });
    return res.redirect(303, order.return_url);
  });

  return routes.router;
}
