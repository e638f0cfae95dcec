// JWT HS256 with exp in seconds (spec §3); the clock is injectable so tests can sign expired tokens.
import jwt from 'jsonwebtoken';

const seconds = (ms) => Math.floor(ms / 1000);

/** @returns {string} a token for the user row */
export function signToken(user, { config, now }) {
  const iat = seconds(now());
  const payload = {
    sub: user.username,
    userid: user.userID,
    userRoleID: user.userRoleID,
    username: user.username,
    iat,
    exp: iat + config.tokenTtlSeconds,
  };
  return jwt.sign(payload, config.jwtSecret, { algorithm: 'HS256' });
}

/** @returns {{ payload: object } | { error: 'expired' | 'invalid' }} */
export function verifyToken(token, { config, now }) {
  try {
    const payload = jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'], clockTimestamp: seconds(now()) });
    return typeof payload === 'object' ? { payload } : { error: 'invalid' };
  } catch (error) {
    return { error: error?.name === 'TokenExpiredError' ? 'expired' : 'invalid' };
  }
}
