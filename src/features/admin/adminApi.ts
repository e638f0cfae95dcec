/**
 * The administration calls the bespoke access-control pages make, through the
 * app's http client. A statusCode other than '00' arrives as an HttpError carrying the server's text.
 */
import { http } from '../../providers/http';

export interface UserRole {
  userRoleID: number;
  userRoleName: string;
}

export interface MenuAccessItem {
  id: number;
  menuName: string;
  url: string;
}

export type AccessScope = 'role' | 'user';

/** {value: roleId, label: roleName}, the role shape of the institute's user payloads. */
export interface RoleValue {
  value: number | string;
  label: string;
}

/** A list answer, bare or as {data: [...]}; anything else is no rows. */
export const rowsOf = <T>(json: unknown): T[] => {
  if (Array.isArray(json)) return json as T[];
  const data = (json as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
};

export const fetchUserRoles = () => http.get<unknown>('usermanagement/alluserroles').then(rowsOf<UserRole>);

const accessPath = (scope: AccessScope, id: number, allowed: boolean): string => {
  const flag = allowed ? '1' : '0';
  return scope === 'role'
    ? `usermanagement/roleaccess/allowed/${flag}/roleid/${id}`
    : `usermanagement/useraccess/allowed/${flag}/userEVENTID/${id}`;
};

export const fetchMenuAccess = (scope: AccessScope, id: number, allowed: boolean) =>
  http.get<unknown>(accessPath(scope, id, allowed)).then(rowsOf<MenuAccessItem>);

export const blockMenu = (scope: AccessScope, id: number, menuId: number, blocked: boolean) =>
  http.put('usermanagement/blockmenu', { scope, ...(scope === 'role' ? { roleId: id } : { userId: id }), menuId, blocked });

export interface NewUser {
  email: string;
  userRoleName: RoleValue;
  firstName: string;
  lastName: string;
  userDescription: string;
}

export const createUser = (user: NewUser) => http.post<unknown>('usermanagement/usercreation', user);

export const setMemberRole = (memberNumber: string, userRoleName: RoleValue) =>
  http.post<unknown>('application/set-user-role-from-member', { memberNumber, userRoleName });
