// Settings read once from the environment (all optional in development; defaults suit local use).
import { createSecretKey } from 'node:crypto';
import { jwtSecretFor } from './auth/jwt-secret.mjs';
import { bcryptCostOf } from './auth/bcrypt-cost.mjs';
import { gatewayConfigOf } from './payments/gateway-config.mjs';
import { uploadLimitsOf } from './files/upload-limits.mjs';
import { membershipConfigOf } from './members/membership-config.mjs';
import { DEFAULT_BOOKING_HOLD_MINUTES } from '../../src/domain/bookingRules.mjs';

export const DEFAULT_TOKEN_TTL_SECONDS = 28800;
export const DEFAULT_LOGIN_LOCK_MINUTES = 15;
/**
 * Wrong passwords for one account from all addresses together within LOGIN_LOCK_MINUTES before it is locked for
 * everyone: far above Global Details' per-address limit (3), so a stranger cannot lock the owner out with a few
 * tries, yet a guesser spread over many addresses gets at most this many guesses per lock period.
 */
export const DEFAULT_LOGIN_ACCOUNT_CEILING = 50;

/**
 * Per-address limits: [requests, window in seconds]. Generous enough for a whole office behind one address
 * and for the project's own test suites; an attacker's flood meets them within seconds.
 */
export const DEFAULT_RATE_LIMITS = Object.freeze({
  signin: [100, 300],
  otpRequest: [20, 900],
  otpCheck: [60, 900],
  passwordChange: [30, 900],
  inquiry: [30, 3600],
  signup: [30, 3600],
  // The gateway's notifications come from its few servers, one or two per payment.
  paymentNotify: [300, 300],
  // The sandbox's checkout page and its Pay (a few posts per payment); each Pay sends one notification.
  paymentSandbox: [100, 300],
  // The public check of a membership card's or letter's code: a front desk checking a queue of cards stays far
  // below it; guessing an 80-bit code is hopeless anyway, the limit stops a scraper's load.
  verify: [120, 300],
  // Calendar files: a calendar app polls a member's feed every few hours; the limit stops a scraper's load.
  calendar: [120, 300],
});
const RATE_LIMIT_ENV = {
  signin: 'RATE_LIMIT_SIGNIN',
  otpRequest: 'RATE_LIMIT_OTP_REQUEST',
  otpCheck: 'RATE_LIMIT_OTP_CHECK',
  passwordChange: 'RATE_LIMIT_PASSWORD_CHANGE',
  inquiry: 'RATE_LIMIT_INQUIRY',
  signup: 'RATE_LIMIT_SIGNUP',
  paymentNotify: 'RATE_LIMIT_PAYMENT_NOTIFY',
  paymentSandbox: 'RATE_LIMIT_PAYMENT_SANDBOX',
  verify: 'RATE_LIMIT_VERIFY',
  calendar: 'RATE_LIMIT_CALENDAR',
};

const positiveInt = (text, fallback) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** "100/300" (requests per seconds) or the default. */
const rateLimitOf = (text, fallback) => {
  const match = /^(\d+)\/(\d+)$/.exec(String(text ?? '').trim());
  return match && Number(match[1]) > 0 && Number(match[2]) > 0 ? [Number(match[1]), Number(match[2])] : fallback;
};

/** How often the renewal reminders run (REMINDER_INTERVAL_MS): hourly by default, so a step is sent the day it falls due; 0 or off: never. */
export const DEFAULT_REMINDER_INTERVAL_MS = 3_600_000;
const intervalOf = (text) => {
  const value = String(text ?? '').trim().toLowerCase();
  if (value === 'off' || value === '0') return 0;
  return positiveInt(value, DEFAULT_REMINDER_INTERVAL_MS);
};

/** Origins allowed to call the API from a browser (the app itself goes through the dev server's proxy). */
const originsOf = (text) => String(text ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} dataDir where generated secrets are kept (lib/auth/kept-secret.mjs)
 */
export function readConfig(env, dataDir) {
  const jwtSecret = jwtSecretFor(env, dataDir);
  return Object.freeze({
    jwtSecret,
    // A key object: jsonwebtoken would otherwise try to parse the text as a public key on every request.
    jwtKey: createSecretKey(Buffer.from(jwtSecret, 'utf8')),
    // bcrypt's cost of every password hash (lib/auth/bcrypt-cost.mjs): 10, lower only for test suites.
    bcryptCost: bcryptCostOf(env),
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, DEFAULT_TOKEN_TTL_SECONDS),
    loginLockMs: positiveInt(env.LOGIN_LOCK_MINUTES, DEFAULT_LOGIN_LOCK_MINUTES) * 60_000,
    loginAccountCeiling: positiveInt(env.LOGIN_ACCOUNT_CEILING, DEFAULT_LOGIN_ACCOUNT_CEILING),
    rateLimits: Object.freeze(Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([name, fallback]) => [name, rateLimitOf(env[RATE_LIMIT_ENV[name]], fallback)]))),
    corsOrigins: originsOf(env.CORS_ORIGINS),
    // Requests through the app's dev server arrive from loopback: trust its X-Forwarded-For there only.
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    log: env.MOCK_API_LOG === '1',
    // 'always': each journal append is synced to the disk before the answer (survives power loss, costs a
    // disk flush per write); otherwise synced within a second (a killed process loses nothing either way).
    fsync: env.MOCK_API_FSYNC === 'always' ? 'always' : 'interval',
    // The card gateway: sandbox or PayHere, merchant id and secret, checkout and notify addresses (lib/payments/gateway-config.mjs).
    gateway: gatewayConfigOf(env, dataDir),
    // Each account's upload storage (UPLOAD_QUOTA_MB, default 50): lib/files/upload-quota.mjs.
    uploads: uploadLimitsOf(env),
    // The renewal grace period and the late joiners' day (lib/members/membership-config.mjs).
    membership: membershipConfigOf(env),
    // The renewal reminders' timer, in the serving process only (lib/reminders/reminder-timer.mjs).
    reminderIntervalMs: intervalOf(env.REMINDER_INTERVAL_MS),
    // How long a member's paid event booking holds its seat while the payment is open (lib/events/bookings.mjs).
    bookingHoldMinutes: positiveInt(env.BOOKING_HOLD_MINUTES, DEFAULT_BOOKING_HOLD_MINUTES),
  });
}
