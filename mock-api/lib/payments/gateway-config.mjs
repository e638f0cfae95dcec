// The card gateway's settings (PayHere Checkout model), read once from the environment. The gateway is either
// the API's own sandbox (the default in development; in production only when PAYMENT_GATEWAY=sandbox asks for
// it) or PayHere (the default in production): then PayHere's checkout address, the public address of this API's
// notify URL and the app's public address must be configured, and the app posts the same signed fields there.
// The merchant secret is kept like the token secret (lib/auth/kept-secret.mjs): never in the repository, required in
// production.
import { ConfigError } from '../config-error.mjs';
import { keptSecret } from '../auth/kept-secret.mjs';
import { ownOriginOf } from '../http/own-origin.mjs';

export const GATEWAY = Object.freeze({ SANDBOX: 'sandbox', PAYHERE: 'payhere' });
/** The sandbox's merchant id; a PayHere deployment sets the one PayHere gave it. */
export const SANDBOX_MERCHANT_ID = '1221149';
export const DEFAULT_NOTIFY_DELAY_MS = 1500;
/** A card checkout the gateway has not answered counts as open this long (CHECKOUT_EXPIRES_MINUTES), then expires. */
export const DEFAULT_CHECKOUT_EXPIRES_MINUTES = 30;
/** The sandbox's checkout page, relative to the API base (the app resolves it as it does every API path). */
export const SANDBOX_CHECKOUT_PATH = 'payment-sandbox/checkout';
export const NOTIFY_PATH = '/api/application/payment-notify';
export const PAYHERE_CHECKOUT_URLS = Object.freeze({ sandbox: 'https://sandbox.payhere.lk/pay/checkout', live: 'https://www.payhere.lk/pay/checkout' });

/** 16 characters at least: a member sees the request hash of their own order, and a short secret could be guessed from it. */
export const MERCHANT_SECRET = Object.freeze({
  variable: 'PAYMENT_MERCHANT_SECRET',
  file: 'payment-merchant-secret',
  minLength: 16,
  hint: 'the merchant secret PayHere issued for this site; with PAYMENT_GATEWAY=sandbox any random text',
});

const PAYHERE_ONLY = `when the card gateway is PayHere (PAYMENT_GATEWAY=${GATEWAY.PAYHERE}, the default when NODE_ENV=production)`;
const OR_SANDBOX = `; or set PAYMENT_GATEWAY=${GATEWAY.SANDBOX} for the built-in sandbox`;
/** What each PayHere setting is, for the error that asks for it. */
const PAYHERE_SETTINGS = Object.freeze({
  PAYMENT_MERCHANT_ID: 'the merchant id PayHere issued',
  PAYMENT_CHECKOUT_URL: `PayHere's checkout: ${PAYHERE_CHECKOUT_URLS.sandbox} for its sandbox, ${PAYHERE_CHECKOUT_URLS.live} for live payments`,
  PAYMENT_NOTIFY_URL: `the public address at which the gateway reaches this API's ${NOTIFY_PATH}, e.g. https://portal.example.lk${NOTIFY_PATH}`,
  PAYMENT_APP_URL: "the portal's public address PayHere sends the payer back to, e.g. https://portal.example.lk",
});

const nonNegativeInt = (text, fallback) => {
  if (text === undefined || String(text).trim() === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};

const textOf = (env, name) => (typeof env[name] === 'string' ? env[name].trim() : '');

/** The variable as an absolute http(s) URL without user or password ('' when unset); anything else stops the start. */
function urlSetting(env, name) {
  const text = textOf(env, name);
  if (!text) return '';
  let url;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new ConfigError(`${name} must be an absolute http(s) URL without a user name or password: ${PAYHERE_SETTINGS[name]}`);
  }
  return text;
}

function gatewayOf(env) {
  const named = textOf(env, 'PAYMENT_GATEWAY').toLowerCase();
  if (!named) return env.NODE_ENV === 'production' ? GATEWAY.PAYHERE : GATEWAY.SANDBOX;
  if (!Object.values(GATEWAY).includes(named)) throw new ConfigError(`PAYMENT_GATEWAY must be ${GATEWAY.SANDBOX} or ${GATEWAY.PAYHERE}`);
  return named;
}

/** PayHere's settings, each required: the sandbox's defaults would only make PayHere refuse the payment. */
function payhereSettingsOf(env) {
  for (const name of Object.keys(PAYHERE_SETTINGS)) {
    if (!textOf(env, name)) throw new ConfigError(`${name} must be set ${PAYHERE_ONLY}: ${PAYHERE_SETTINGS[name]}${OR_SANDBOX}`);
  }
  return {
    merchantId: textOf(env, 'PAYMENT_MERCHANT_ID'),
    checkoutUrl: urlSetting(env, 'PAYMENT_CHECKOUT_URL'),
    notifyUrl: urlSetting(env, 'PAYMENT_NOTIFY_URL'),
    appUrl: urlSetting(env, 'PAYMENT_APP_URL').replace(/\/+$/, ''),
  };
}

/**
 * gateway: 'sandbox' | 'payhere'; checkoutUrl: where the app posts the signed order (the sandbox's path relative
 * to the API base, or PayHere's absolute URL); notifyUrl: the configured notify address ('' in the sandbox
 * without one: this server's own, see notifyUrlFor); appUrl: the app's public address the gateway returns the
 * payer to ('' for the sandbox, which redirects within the site).
 * @param {Record<string, string | undefined>} env
 * @param {string} dataDir where a generated merchant secret is kept
 */
export function gatewayConfigOf(env, dataDir) {
  const gateway = gatewayOf(env);
  // First: without it production stops here, whichever the gateway.
  const merchantSecret = keptSecret(env, dataDir, MERCHANT_SECRET, { requiredWhen: gateway === GATEWAY.PAYHERE ? PAYHERE_ONLY : '' });
  const settings =
    gateway === GATEWAY.PAYHERE
      ? payhereSettingsOf(env)
      : { merchantId: textOf(env, 'PAYMENT_MERCHANT_ID') || SANDBOX_MERCHANT_ID, checkoutUrl: SANDBOX_CHECKOUT_PATH, notifyUrl: urlSetting(env, 'PAYMENT_NOTIFY_URL'), appUrl: '' };
  return Object.freeze({
    gateway,
    ...settings,
    merchantSecret,
    notifyDelayMs: nonNegativeInt(env.SANDBOX_NOTIFY_DELAY_MS, DEFAULT_NOTIFY_DELAY_MS),
    checkoutExpiresMs: (nonNegativeInt(env.CHECKOUT_EXPIRES_MINUTES, DEFAULT_CHECKOUT_EXPIRES_MINUTES) || DEFAULT_CHECKOUT_EXPIRES_MINUTES) * 60_000,
  });
}

/** The app's gateway settings (lib/config.mjs reads them into config.gateway). */
export const gatewayConfig = (ctx) => ctx.config.gateway;

export const isSandboxGateway = (ctx) => gatewayConfig(ctx).gateway === GATEWAY.SANDBOX;

/**
 * Where the gateway posts its notification: PAYMENT_NOTIFY_URL, else this server itself at the address its
 * connection reached (lib/http/own-origin.mjs), never an address from the request. The order's notify_url and the
 * sandbox's target both come from here.
 * @param {import('express').Request} req any request this server is answering
 */
export const notifyUrlFor = (ctx, req) => gatewayConfig(ctx).notifyUrl || `${ownOriginOf(req.socket)}${NOTIFY_PATH}`;
