// The merchant's checkout request as the sandbox receives it (the browser posts the fields the merchant
// signed): every field checked for type and length, the merchant known, the hash verified with the merchant
// secret. The sandbox knows the merchant's id and secret only, never the merchant's data. notify_url is
// required and checked as PayHere would, but never posted to: the hash does not cover it (routes.mjs).
import { requestHash, sameSignature } from '../lib/payments/gateway-checksum.mjs';

/** Field -> longest accepted value. */
const FIELDS = Object.freeze({
  merchant_id: 20, order_id: 50, items: 200, currency: 3, amount: 15, hash: 32,
  return_url: 300, cancel_url: 300, notify_url: 500,
  first_name: 60, last_name: 60, email: 120, phone: 30, address: 200, city: 60, country: 60,
});
const REQUIRED = ['merchant_id', 'order_id', 'items', 'currency', 'amount', 'hash', 'return_url', 'cancel_url', 'notify_url'];
export const ORDER_FIELDS = Object.freeze(Object.keys(FIELDS));
export { FIELDS as ORDER_FIELD_MAX, REQUIRED as ORDER_REQUIRED };

export const REQUEST_TEXT = Object.freeze({
  incomplete: 'This payment request is incomplete.',
  unknownMerchant: 'This payment request names an unknown merchant.',
  badAmount: 'This payment request has an invalid amount.',
  badCurrency: 'This payment request has an unsupported currency.',
  badUrl: 'This payment request has an invalid return or notification address.',
  badHash: 'This payment request is not signed correctly (the hash does not match).',
});

/** Only a path on the same site (no scheme, no '//' host): the sandbox is no open redirect. */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9/_\-?=&.%]*$/;
const isHttpUrl = (text) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/**
 * @param {object} body the posted form
 * @param {{ merchantId: string, merchantSecret: string }} merchant
 * @returns {{ problem: string } | { order: Record<string, string> }}
 */
export function readCheckoutRequest(body, merchant) {
  const source = body !== null && typeof body === 'object' ? body : {};
  const order = {};
  for (const [name, max] of Object.entries(FIELDS)) {
    const value = Object.prototype.hasOwnProperty.call(source, name) ? source[name] : '';
    if (typeof value !== 'string' || value.length > max) return { problem: REQUEST_TEXT.incomplete };
    order[name] = value.trim();
  }
  if (REQUIRED.some((name) => order[name] === '')) return { problem: REQUEST_TEXT.incomplete };
  if (order.merchant_id !== merchant.merchantId) return { problem: REQUEST_TEXT.unknownMerchant };
  if (!/^\d{1,12}\.\d{2}$/.test(order.amount) || Number(order.amount) <= 0) return { problem: REQUEST_TEXT.badAmount };
  if (!['LKR', 'USD'].includes(order.currency)) return { problem: REQUEST_TEXT.badCurrency };
  if (!SITE_PATH.test(order.return_url) || !SITE_PATH.test(order.cancel_url) || !isHttpUrl(order.notify_url)) return { problem: REQUEST_TEXT.badUrl };
  const expected = requestHash({ merchantId: order.merchant_id, orderId: order.order_id, amount: order.amount, currency: order.currency, secret: merchant.merchantSecret });
  if (!sameSignature(order.hash, expected)) return { problem: REQUEST_TEXT.badHash };
  return { order };
}
