import { useQuery } from '@tanstack/react-query';
import { fetchUserRoles, type RoleValue, type UserRole } from '../adminApi';

/** The approved roles for selects (GET usermanagement/alluserroles), shared through react-admin's query cache. */
export const useUserRoles = () => useQuery({ queryKey: ['usermanagement/alluserroles'], queryFn: fetchUserRoles });

/** {value, label} of a chosen role id; the label falls back to the id if the list lacks it. */
export const roleValueOf = (roles: readonly UserRole[] | undefined, roleId: unknown): RoleValue => {
  const role = roles?.find((r) => String(r.userRoleID) === String(roleId));
  return { value: role?.userRoleID ?? String(roleId), label: role?.userRoleName ?? String(roleId) };
};
