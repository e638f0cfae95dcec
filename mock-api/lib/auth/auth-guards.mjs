// The guards of lib/http/access.mjs policies: the token rules of the contract (401 texts) and who may call (403).
import { MSG } from '../common-texts.mjs';
import { forbidden, unauthorized } from '../http/reply.mjs';
import { allows } from '../http/access.mjs';
import { passwordStamp, verifyToken } from './tokens.mjs';
import { findUserById } from '../users/users.mjs';
import { accountProblem } from '../users/accounts.mjs';

/** The bearer token of a request: null when absent (clients sometimes send "Bearer null"). */
const bearerOf = (req) => {
  const header = req.get('authorization');
  if (!header || !header.trim()) return null;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return '';
  const token = (match[1] ?? '').trim();
  return token === '' || token === 'null' || token === 'undefined' ? null : token;
};

export function makeAuthGuards(ctx) {
  /** The account a verified token still stands for: same id and username, usable, same password. */
  const accountOf = (payload) => {
    const user = findUserById(ctx.db, payload.userid);
    if (!user || user.username !== payload.sub) return undefined;
    if (accountProblem(user, ctx.now()) !== null) return undefined;
    return payload.pwd === passwordStamp(user, ctx.config.jwtSecret) ? user : undefined;
  };

  /** Sets req.auth = { user, payload } from a valid token of a usable account. */
  const requireAuth = (req, res, next) => {
    const token = bearerOf(req);
    if (token === null) return unauthorized(res, MSG.noToken);
    const result = verifyToken(token, ctx);
    if ('error' in result) return unauthorized(res, result.error === 'expired' ? MSG.tokenExpired : MSG.invalidToken);
    const user = accountOf(result.payload);
    if (!user) return unauthorized(res, MSG.invalidToken);
    req.auth = { user, payload: result.payload };
    return next();
  };

  /** After requireAuth: the user row (not the token) decides, so a role or menu change applies at once. */
  const requireAllowed = (policy) => (req, res, next) =>
    allows(ctx.db, policy, req.auth.user) ? next() : forbidden(res);

  /**
   * The middleware a route's policy stands for. Its first function carries the policy (`access`), so the
   * access-matrix test can read every route's declaration from the express router.
   */
  const guardFor = (policy) => {
    const chain = policy.kind === 'public' ? [(req, res, next) => next()] : [(req, res, next) => requireAuth(req, res, next), requireAllowed(policy)];
    chain[0].access = policy;
    return chain;
  };

  return { requireAuth, guardFor };
}
