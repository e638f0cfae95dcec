// Issue 10 (payments): the card gateway's sandbox, a stand-in for PayHere's hosted checkout. It plays the
// third party: it reads only the merchant id and secret (config.gateway), never the merchant's db. The browser
// posts the merchant's signed order to /checkout (a plain HTML page), the payer submits a test card to /pay,
// the sandbox redirects to the merchant's return (or cancel) URL and later POSTs a signed notification.
import { PUBLIC } from '../lib/access.mjs';
import { gatewayConfig } from '../lib/gateway-config.mjs';
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

  routes.post('/payment-sandbox/checkout', PUBLIC, (req, res) => {
    const order = verifiedOrder(req, res);
    if (order) sendPage(res, 200, checkoutPage(order));
  });

  routes.post('/payment-sandbox/pay', PUBLIC, (req, res) => {
    const order = verifiedOrder(req, res);
    if (!order) return;
    const { notifyDelayMs } = merchant();
    const notify = (outcome) =>
      sendNotificationLater(order.notify_url, notificationFields(order, { ...outcome, paymentId: newGatewayPaymentId() }, merchant()), { delayMs: notifyDelayMs, log: ctx.log });

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
