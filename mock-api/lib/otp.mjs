// One-time codes of the forgot-password flow: 6 digits, 10 minutes, single use, a few guesses.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_TRIES, OTP_TTL_MS } from './constants.mjs';
import { normaliseEmail } from './users.mjs';

const sameCode = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Replaces any earlier code of the e-mail with a fresh one and returns it. */
export function issueOtp({ db, now }, email) {
  const owner = normaliseEmail(email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.get('otps').remove((row) => row.email === owner || row.expiresAt <= now()).value();
  db.get('otps').insert({ email: owner, code, expiresAt: now() + OTP_TTL_MS, tries: 0, used: false }).write();
  return code;
}

const liveOtpOf = ({ db, now }, email) =>
  db.get('otps').find((row) => row.email === normaliseEmail(email) && !row.used && row.expiresAt > now() && row.tries < OTP_MAX_TRIES);

/** The live OTP row when `code` matches; a wrong guess uses up one of its tries. */
export function checkOtp(ctx, email, code) {
  const chain = liveOtpOf(ctx, email);
  const row = chain.value();
  if (!row) return null;
  if (typeof code === 'string' && sameCode(row.code, code.trim())) return row;
  chain.assign({ tries: row.tries + 1 }).write();
  return null;
}

/** Marks the code used so it cannot reset a password twice. */
export const consumeOtp = ({ db }, row) => db.get('otps').find({ id: row.id }).assign({ used: true }).write();
