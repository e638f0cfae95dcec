import type { RowPredicate } from '../src/framework/declare';
import { ROLE } from '../src/domain/roles';

/**
 * Rows the API always refuses to act on for the signed-in user (mock-api/lib/auth/privilege.mjs), so the
 * screens do not offer those actions. The auth provider's permissions are the signed-in role id.
 * A refusal that depends on the moment (a role still in use) stays an action with its message.
 */
const BUILT_IN_ROLES: ReadonlySet<number> = new Set(Object.values(ROLE));

const isAdministrator = (permissions: unknown) => Number(permissions) === ROLE.ADMIN;

/** Only an administrator acts on the Administrator role or an account holding it. */
const mayTouchRole = (roleId: unknown, permissions: unknown) => Number(roleId) !== ROLE.ADMIN || isAdministrator(permissions);

/** Nobody deletes their own account. */
export const mayDeleteUser: RowPredicate = (user, viewer) =>
  String(user.userID) !== String(viewer.id) && mayTouchRole(user.userRoleID, viewer.permissions);

/** Nobody changes their own role. */
export const mayEditRole: RowPredicate = (role, viewer) =>
  Number(role.userRoleID) !== Number(viewer.permissions) && mayTouchRole(role.userRoleID, viewer.permissions);

/** The built-in roles (administrator, applicant, member) are never deleted. */
export const mayDeleteRole: RowPredicate = (role) => !BUILT_IN_ROLES.has(Number(role.userRoleID));
