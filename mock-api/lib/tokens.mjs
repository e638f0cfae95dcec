// JWT HS256 with exp in seconds (spec §3). A token names its account (id and username) and carries a
// stamp of the password it was issued under, so it dies when the account is deleted, renamed or its
// password changes. The clock is injectable so tests can sign expired tokens.
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const TOKEN_ALGORITHM = 'HS256';
const seconds = (ms) => Math.floor(ms / 1000);
/** The signing key: config.jwtKey (a KeyObject, fast) or the secret text. */
const keyOf = (config) => config.jwtKey ?? config.jwtSecret;

/** A short keyed digest of the password hash: changes whenever the password does, reveals nothing. */
export const passwordStamp = (user, secret) => createHmac('sha256', secret).update(String(user.passwordHash ?? '')).digest('base64url').slice(0, 22);

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
export function verifyToken(token, { config, now }) {
  try {
    const payload = jwt.verify(token, keyOf(config), { algorithms: [TOKEN_ALGORITHM], clockTimestamp: seconds(now()) });
    return hasClaims(payload) ? { payload } : { error: 'invalid' };
  } catch (error) {
    return { error: error?.name === 'TokenExpiredError' ? 'expired' : 'invalid' };
  }
}
