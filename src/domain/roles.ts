/** The three built-in roles of spec §6 and where each lands after login. */
export const ROLE = { ADMIN: 1, APPLICANT: 21, MEMBER: 22 } as const;
export type RoleId = number;

export const LANDING_BY_ROLE: Readonly<Record<number, string>> = {
  [ROLE.ADMIN]: '/member/admin-dashboard',
  [ROLE.APPLICANT]: '/member/application-dashboard',
  [ROLE.MEMBER]: '/member/member-dashboard',
};

/** Roles other than the administrator may not call administrator endpoints. */
export const isAdministrator = (roleId: number): boolean => roleId === ROLE.ADMIN;
