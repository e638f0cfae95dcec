// requireAuth / requireAdmin: the token rules of the contract (401 texts) and the administration check (403).
import { STATUS_CODE } from './constants.mjs';
import { MSG } from './messages.mjs';
import { reply } from './reply.mjs';
import { mayUseAdminEndpoint } from './screen-access.mjs';
import { verifyToken } from './tokens.mjs';
import { findUserById } from './users.mjs';

const unauthorized = (res, status) => res.status(401).json({ status });

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
  /** Sets req.auth = { user, payload } from a valid token of an existing user. */
  const requireAuth = (req, res, next) => {
    const token = bearerOf(req);
    if (token === null) return unauthorized(res, MSG.noToken);
    const result = verifyToken(token, ctx);
    if ('error' in result) return unauthorized(res, result.error === 'expired' ? MSG.tokenExpired : MSG.invalidToken);
    const user = findUserById(ctx.db, result.payload.userid);
    if (!user) return unauthorized(res, MSG.invalidToken);
    req.auth = { user, payload: result.payload };
    return next();
  };

  /**
   * After requireAuth: the administrator, or a staff role whose menus hold the screen behind this endpoint
   * (lib/screen-access.mjs). The role on the user row (not the token) decides, so a change applies at once.
   */
  const requireAdmin = (req, res, next) =>
    req.auth && mayUseAdminEndpoint(ctx.db, req.auth.user, req) ? next() : reply(res, 403, MSG.notAllowed, STATUS_CODE.FAILED);

  /** Both, for the administrator-only routes. */
  const adminOnly = [requireAuth, requireAdmin];

  return { requireAuth, requireAdmin, adminOnly };
}
