// The gateway's server-to-server notification: signed with the merchant secret and POSTed
// (x-www-form-urlencoded, like PayHere) to the API's notify address after SANDBOX_NOTIFY_DELAY_MS, as a real
// HTTP request, as a third party's would be. The address is the caller's (routes.mjs), never the order's
// notify_url. A notification that cannot be delivered is logged; the merchant learns nothing else.
import { randomInt } from 'node:crypto';
import { notificationSignature } from '../lib/payments/gateway-checksum.mjs';
import { maskedCard } from './test-cards.mjs';

/** A 12-digit gateway payment id like PayHere's ('320…'). */
export const newGatewayPaymentId = () => `320${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/**
 * The notification's fields. card: { digits, expiry, name, method } or null (cancelled before paying).
 * @returns {Record<string, string>}
 */
export function notificationFields(order, { statusCode, message, card, paymentId }, merchant) {
  const fields = {
    merchant_id: order.merchant_id,
    order_id: order.order_id,
    payment_id: paymentId,
    captured_amount: statusCode === '2' ? order.amount : '0.00',
    payhere_amount: order.amount,
    payhere_currency: order.currency,
    status_code: statusCode,
    md5sig: notificationSignature({ merchantId: order.merchant_id, orderId: order.order_id, amount: order.amount, currency: order.currency, statusCode, secret: merchant.merchantSecret }),
    custom_1: '',
    custom_2: '',
    status_message: message,
    method: card?.method ?? '',
    card_holder_name: card?.name ?? '',
    card_no: card ? maskedCard(card.digits) : '',
    card_expiry: card?.expiry ?? '',
    recurring: '0',
  };
  return fields;
}

/** POSTs the notification after delayMs (timer unref'd: a pending notification never keeps the process up). */
export function sendNotificationLater(notifyUrl, fields, { delayMs, log }) {
  const send = async () => {
    try {
      const response = await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (!response.ok) log.error(`[payment-sandbox] notification of ${fields.order_id} (status ${fields.status_code}) answered ${response.status}`);
    } catch (error) {
      log.error(`[payment-sandbox] notification of ${fields.order_id} could not be sent: ${error.message}`);
    }
  };
  setTimeout(send, delayMs).unref?.();
}
