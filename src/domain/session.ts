/** Session-storage keys of spec §3 "Login response" and §9; the token lives under `auth`. */
export const SESSION_KEYS = {
  token: 'auth',
  user: 'User',
  userMenu: 'UserMenu',
  globalData: 'Global_Data',
  urlList: 'URLList',
  member: 'member',
  membership: 'membership',
  employee: 'employee',
  application: 'application',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

