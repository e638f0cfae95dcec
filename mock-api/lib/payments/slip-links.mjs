// Signed, short-lived links to a bank slip. The slip opens in a new browser window (spec §2), which cannot send
// the Authorization header, so the signed-in staff member (or the payer) first asks for a link: a token that
// names one payment and an expiry, signed with the server's secret. The view route trusts nothing else.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link works: long enough to open the window, too short to pass around. */
export const SLIP_LINK_TTL_MS = 120_000;

const TOKEN = /^(\d{1,15})\.([0-9a-f]{64})$/;

/** The purpose is part of what is signed, so no other token signed with the same secret passes for a slip link. */
const signatureOf = (secret, paymentId, expiresAt) => createHmac('sha256', secret).update(`bank-deposit-slip-view:${paymentId}:${expiresAt}`).digest('hex');

/** A token for one payment's slip: '{expiresAt ms}.{hex HMAC-SHA256}'. */
export function slipToken(ctx, paymentId, { ttlMs = SLIP_LINK_TTL_MS } = {}) {
  const expiresAt = ctx.now() + ttlMs;
  return `${expiresAt}.${signatureOf(ctx.config.jwtSecret, paymentId, expiresAt)}`;
}

/** The relative URL (to the API base) the browser window opens. */
export const slipViewUrl = (ctx, paymentId) => `application/bank-deposit-slip-view/${paymentId}?t=${slipToken(ctx, paymentId)}`;

/** True only for an unexpired token signed for this payment (compared in constant time). */
export function isValidSlipToken(ctx, paymentId, token) {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (!(expiresAt > ctx.now())) return false;
  const expected = Buffer.from(signatureOf(ctx.config.jwtSecret, paymentId, expiresAt), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}
