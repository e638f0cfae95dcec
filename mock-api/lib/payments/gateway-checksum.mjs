// PayHere's checksums, shared by the API (the merchant) and its sandbox (the gateway): both know the merchant
// secret, neither sends it. Request hash = UPPER(md5(merchant_id + order_id + amount + currency +
// UPPER(md5(secret)))); notification md5sig = UPPER(md5(merchant_id + order_id + payhere_amount +
// payhere_currency + status_code + UPPER(md5(secret)))).
import { createHash, timingSafeEqual } from 'node:crypto';

export const md5Upper = (text) => createHash('md5').update(String(text), 'utf8').digest('hex').toUpperCase();

/** An LKR amount as PayHere signs it: two decimals, no thousands separators ('7500.00'). */
export const amountText = (amount) => Number(amount).toFixed(2);

/** The hash the merchant sends with a checkout request. amount: a number (formatted here) or the posted text. */
export const requestHash = ({ merchantId, orderId, amount, currency, secret }) =>
  md5Upper(`${merchantId}${orderId}${typeof amount === 'number' ? amountText(amount) : amount}${currency}${md5Upper(secret)}`);

/** The md5sig of a notification, over the values exactly as posted (payhere_amount as text). */
export const notificationSignature = ({ merchantId, orderId, amount, currency, statusCode, secret }) =>
  md5Upper(`${merchantId}${orderId}${amount}${currency}${statusCode}${md5Upper(secret)}`);

/** Equal signatures (hex, any case), compared in constant time (digests first, so lengths leak nothing either). */
export function sameSignature(given, expected) {
  if (typeof given !== 'string' || typeof expected !== 'string') return false;
  const digest = (text) => createHash('sha256').update(text.toUpperCase(), 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
