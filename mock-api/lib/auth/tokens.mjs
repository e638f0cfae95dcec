// JWT HS256 with exp in seconds (spec §3). A token names its account (id and username) and carries a
// stamp of the password it was issued under, so it dies when the account is deleted, renamed or its
// password changes. The clock is injectable so tests can sign expired tokens.
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { entriesOf, keep, remembered } from '../storage/remembered.mjs';

export const TOKEN_ALGORITHM = 'HS256';
const seconds = (ms) => Math.floor(ms / 1000);
/** The signing key: config.jwtKey (a KeyObject, fast) or the secret text. */
const keyOf = (config) => config.jwtKey ?? config.jwtSecret;

// Kept results of work every request repeats (an HMAC per token and per password stamp), at most KEPT per key
// or secret (lib/storage/remembered.mjs).
const KEPT = 5000;

const stampsBySecret = new Map();
/** A short keyed digest of the password hash: changes whenever the password does, reveals nothing. */
export const passwordStamp = (user, secret) => {
  const hash = String(user.passwordHash ?? '');
  return remembered(stampsBySecret, secret, hash, () => createHmac('sha256', secret).update(hash).digest('base64url').slice(0, 22), KEPT);
};

/** @returns {string} a token for the user row */
export function signToken(user, { config, now }) {
  const iat = seconds(now());
  const payload = {
    sub: user.username,
    userid: user.userID,
    userRoleID: user.userRoleID,
    username: user.username,
    pwd: passwordStamp(user, config.jwtSecret),
    iat,
    exp: iat + config.tokenTtlSeconds,
  };
  return jwt.sign(payload, keyOf(config), { algorithm: TOKEN_ALGORITHM });
}

const hasClaims = (payload) =>
  payload !== null &&
  typeof payload === 'object' &&
  Number.isInteger(payload.exp) &&
  Number.isInteger(payload.userid) &&
  typeof payload.sub === 'string' &&
  typeof payload.pwd === 'string';

/**
 * Signature (HS256 only: never none or another algorithm), expiry and the claims this API issues; a token
 * without exp is refused.
 * @returns {{ payload: object } | { error: 'expired' | 'invalid' }}
 */
const verifiedByKey = new WeakMap();

export function verifyToken(token, { config, now }) {
  // A token whose signature and claims were verified before is the same token: only its expiry is checked again.
  const verified = entriesOf(verifiedByKey, config).get(token);
  if (verified) return seconds(now()) >= verified.exp ? { error: 'expired' } : { payload: verified };
  try {
    const payload = jwt.verify(token, keyOf(config), { algorithms: [TOKEN_ALGORITHM], clockTimestamp: seconds(now()) });
    return hasClaims(payload) ? { payload: keep(entriesOf(verifiedByKey, config), token, Object.freeze(payload), KEPT) } : { error: 'invalid' };
  } catch (error) {
    return { error: error?.name === 'TokenExpiredError' ? 'expired' : 'invalid' };
  }
}
