// Issue 10 (payments): the card gateway's sandbox, a stand-in for PayHere's hosted checkout. It plays the
// third party: it reads only the merchant id and secret (config.gateway), never the merchant's db. The browser
// posts the merchant's signed order to /checkout (a plain HTML page), the payer submits a test card to /pay,
// the sandbox redirects to the merchant's return (or cancel) URL and later POSTs a signed notification to the
// API's own notify address (configuration or this server itself, never the order's notify_url: the hash does
// not cover it, so anyone could name any host). Mounted only when the sandbox is the gateway (routes/index.mjs),
// limited per address (config.rateLimits.paymentSandbox, one budget for both pages).
import { PUBLIC } from '../lib/access.mjs';
import { gatewayConfig, notifyUrlFor } from '../lib/gateway-config.mjs';
import { secureRoutes } from '../lib/routes.mjs';
import { readCheckoutRequest } from './checkout-request.mjs';
import { checkoutPage, errorPage } from './checkout-page.mjs';
import { newGatewayPaymentId, notificationFields, sendNotificationLater } from './notifier.mjs';
import { STATUS, checkCard } from './test-cards.mjs';

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

  routes.post('/payment-sandbox/checkout', PUBLIC, limits.paymentSandbox, (req, res) => {
    const order = verifiedOrder(req, res);
    if (order) sendPage(res, 200, checkoutPage(order));
  });

  routes.post('/payment-sandbox/pay', PUBLIC, limits.paymentSandbox, (req, res) => {
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
