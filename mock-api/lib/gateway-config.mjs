// The card gateway's settings (PayHere Checkout model), read once from the environment with development
// defaults: the merchant id and secret the API and the sandbox share, and how long the sandbox waits before it
// sends its server-to-server notification.
export const DEFAULT_MERCHANT_ID = '1221149';
/** Development only: a deployment sets PAYMENT_MERCHANT_SECRET. */
export const DEFAULT_MERCHANT_SECRET = 'sandbox-merchant-secret-for-local-development';
export const DEFAULT_NOTIFY_DELAY_MS = 1500;

const nonNegativeInt = (text, fallback) => {
  if (text === undefined || String(text).trim() === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};

const textOr = (text, fallback) => (typeof text === 'string' && text.trim() !== '' ? text.trim() : fallback);

/**
 * notifyUrl: an absolute URL of POST /api/application/payment-notify when the API's own address (from the
 * request's Host) is not the one the gateway can reach; '' to use the request's.
 * @param {Record<string, string | undefined>} env
 */
export function gatewayConfigOf(env) {
  return Object.freeze({
    merchantId: textOr(env.PAYMENT_MERCHANT_ID, DEFAULT_MERCHANT_ID),
    merchantSecret: textOr(env.PAYMENT_MERCHANT_SECRET, DEFAULT_MERCHANT_SECRET),
    notifyDelayMs: nonNegativeInt(env.SANDBOX_NOTIFY_DELAY_MS, DEFAULT_NOTIFY_DELAY_MS),
    notifyUrl: textOr(env.PAYMENT_NOTIFY_URL, ''),
  });
}

/** The app's gateway settings (lib/config.mjs reads them into config.gateway). */
export const gatewayConfig = (ctx) => ctx.config.gateway ?? gatewayConfigOf({});
