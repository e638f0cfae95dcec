// Who may call a route. Every route names one of these when it is registered (lib/http/routes.mjs refuses a
// route without one), so access is declared beside the handler and nothing is reachable by default.
import { ROLE } from '../constants.mjs';
import { buildUrlList } from '../users/menus.mjs';

const policy = (kind, details = {}) => Object.freeze({ kind, ...details });

/** Anyone, without a token (sign-in, forgotten password, the inquiry form). */
export const PUBLIC = policy('public');
/** Any valid token: administrator, staff, applicant or member. */
export const SIGNED_IN = policy('signed-in');
/** The administrator (role 1) only. */
export const ADMIN_ONLY = policy('admin');
/** The administrator or a staff role (any role but 21 and 22): the generic prototyping router's reads. */
export const STAFF = policy('staff');
/**
 * The administrator, or a staff role whose menus hold one of these screens (roles are administrator-defined
 * with ticked menus, spec §6) or decision permissions (src/domain/permissions.mjs, held like screens); applicants
 * and members never.
 */
export const screens = (...urls) => policy('screens', { screens: Object.freeze(urls) });

const KINDS = new Set(['public', 'signed-in', 'admin', 'staff', 'screens']);
export const isPolicy = (value) => value !== null && typeof value === 'object' && KINDS.has(value.kind);

const isCustomerRole = (roleId) => roleId === ROLE.APPLICANT || roleId === ROLE.MEMBER;

/** The screen URLs a user's menus hold (role ticks minus role and user blocks), plus the always-allowed ones. */
export const screensOf = (db, user) => new Set(buildUrlList(db, user.userRoleID, user.userID).map((entry) => entry.url));

/** May this signed-in user call a route of this policy? (Token checks happen before, in requireAuth.) */
export function allows(db, accessPolicy, user) {
  if (accessPolicy.kind === 'public' || accessPolicy.kind === 'signed-in') return true;
  if (user.userRoleID === ROLE.ADMIN) return true;
  if (accessPolicy.kind === 'admin' || isCustomerRole(user.userRoleID)) return false;
  if (accessPolicy.kind === 'staff') return true;
  const held = screensOf(db, user);
  return accessPolicy.screens.some((url) => held.has(url));
}
