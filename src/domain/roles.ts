/** The three built-in roles of spec §6 (where each lands after login: resources/screens.ts LANDING_BY_ROLE). */
export const ROLE = { ADMIN: 1, APPLICANT: 21, MEMBER: 22 } as const;
export type RoleId = number;

/** Roles other than the administrator may not call administrator endpoints. */
export const isAdministrator = (roleId: number): boolean => roleId === ROLE.ADMIN;
