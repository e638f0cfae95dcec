import type { LoginResponse } from './auth';

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

/** The login response as session storage keeps it: the raw token under `auth` (when there is one), the rest as JSON. */
export function loginSessionEntries(response: LoginResponse): Array<[SessionKey, string]> {
  const asJson: Array<[SessionKey, unknown]> = [
    [SESSION_KEYS.user, response.User],
    [SESSION_KEYS.userMenu, response.UserMenu],
    [SESSION_KEYS.globalData, response.Global_Data],
    [SESSION_KEYS.urlList, response.URLList],
    [SESSION_KEYS.member, response.member],
    [SESSION_KEYS.membership, response.membership],
    [SESSION_KEYS.employee, response.employee],
    [SESSION_KEYS.application, response.application],
  ];
  const entries = asJson.map(([key, value]): [SessionKey, string] => [key, JSON.stringify(value ?? null)]);
  return response.token ? [[SESSION_KEYS.token, response.token], ...entries] : entries;
}
