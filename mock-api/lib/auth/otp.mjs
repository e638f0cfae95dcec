// One-time codes of the forgot-password flow: 6 digits, 10 minutes, a few wrong guesses, burned on first
// use in the same synchronous step that checks them, and at most OTP_REQUESTS_PER_HOUR codes per account.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_TRIES, OTP_REQUESTS_PER_HOUR, OTP_TTL_MS } from '../constants.mjs';
import { normaliseEmail } from '../users/users.mjs';
import { insertRow, removeWhere, saveRows } from '../storage/changes.mjs';

const HOUR_MS = 3_600_000;
const sameCode = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Replaces any earlier code of the e-mail with a fresh one and returns it, or null when the account has
 * had its codes for this hour (the caller answers the same either way).
 */
export function issueOtp({ db, now }, email) {
  const owner = normaliseEmail(email);
  const earlier = db.get('otps').find({ email: owner }).value();
  const sameHour = earlier && now() - (earlier.windowStart ?? 0) < HOUR_MS;
  const issued = sameHour ? (earlier.issuedInWindow ?? 1) : 0;
  if (issued >= OTP_REQUESTS_PER_HOUR) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  removeWhere(db, 'otps', (row) => row.email === owner || row.expiresAt <= now());
  insertRow(db, 'otps', { email: owner, code, expiresAt: now() + OTP_TTL_MS, tries: 0, used: false, windowStart: sameHour ? earlier.windowStart : now(), issuedInWindow: issued + 1 });
  return code;
}

const liveOtpOf = ({ db, now }, email) =>
  db.get('otps').find((row) => row.email === normaliseEmail(email) && !row.used && row.expiresAt > now() && row.tries < OTP_MAX_TRIES);

/**
 * The live OTP row when `code` matches, else null; a wrong guess uses up one of its tries (in memory:
 * the next write persists it, and an unknown address costs the same).
 * @param {{ burn?: boolean }} options burn: mark it used in the same step (it cannot be used twice)
 */
export function checkOtp(ctx, email, code, { burn = false } = {}) {
  const chain = liveOtpOf(ctx, email);
  const row = chain.value();
  if (!row) return null;
  if (typeof code === 'string' && sameCode(row.code, code.trim())) {
    if (burn) saveRows(ctx.db, 'otps', Object.assign(row, { used: true }));
    return row;
  }
  saveRows(ctx.db, 'otps', Object.assign(row, { tries: row.tries + 1 }));
  return null;
}
