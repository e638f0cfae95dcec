import { jwtDecode } from 'jwt-decode';
import { SESSION_KEYS, type SessionKey } from '../domain/session';
import type { GlobalData, LoginResponse, MenuItem, SessionUser, TokenPayload, UrlEntry } from '../domain/auth';

/** What a logged-in page needs, rebuilt from session storage on every start (spec §4 Login). */
export interface Session {
  token: string;
  payload: TokenPayload;
  user: SessionUser;
  userMenu: MenuItem[];
  urlList: UrlEntry[];
  globalData: GlobalData | null;
}

const storage = (): Storage => window.sessionStorage;

/** Keeps the login response under the spec's names: the raw token under `auth`, the rest as JSON. */
export function saveLoginSession(response: LoginResponse): void {
  if (response.token) replaceToken(response.token);
  const stored: Array<[SessionKey, unknown]> = [
    [SESSION_KEYS.user, response.User],
    [SESSION_KEYS.userMenu, response.UserMenu],
    [SESSION_KEYS.globalData, response.Global_Data],
    [SESSION_KEYS.urlList, response.URLList],
    [SESSION_KEYS.member, response.member],
    [SESSION_KEYS.membership, response.membership],
    [SESSION_KEYS.employee, response.employee],
    [SESSION_KEYS.application, response.application],
  ];
  for (const [key, value] of stored) storage().setItem(key, JSON.stringify(value ?? null));
}

/** Stores the raw token under `auth`: the login's, or the fresh one a password change hands back (it ends the older ones). */
export function replaceToken(token: string): void {
  storage().setItem(SESSION_KEYS.token, token);
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) storage().removeItem(key);
}

/** The raw token as stored (no expiry check: the server has the last word). */
export const readToken = (): string | null => storage().getItem(SESSION_KEYS.token);

/** A stored JSON value (e.g. member, membership, employee, application); null when absent or corrupt. */
export function readSessionValue<T>(key: SessionKey): T | null {
  const text = storage().getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const decodeToken = (token: string): TokenPayload | null => {
  try {
    const payload = jwtDecode<TokenPayload>(token);
    return typeof payload.exp === 'number' ? payload : null;
  } catch {
    return null;
  }
};

const userFromPayload = (payload: TokenPayload): SessionUser => ({
  userid: payload.userid,
  userRoleID: payload.userRoleID,
  username: payload.username,
  firstName: '',
  lastName: '',
});

/** The current session, or null when the token is missing, undecodable or expired (exp * 1000). */
export function readSession(): Session | null {
  const token = readToken();
  const payload = token ? decodeToken(token) : null;
  if (!token || !payload || payload.exp * 1000 <= Date.now()) {
    clearSession(); // a stale session must not leak into the next login
    return null;
  }
  return {
    token,
    payload,
    user: readSessionValue<SessionUser>(SESSION_KEYS.user) ?? userFromPayload(payload),
    userMenu: readSessionValue<MenuItem[]>(SESSION_KEYS.userMenu) ?? [],
    urlList: readSessionValue<UrlEntry[]>(SESSION_KEYS.urlList) ?? [],
    globalData: readSessionValue<GlobalData>(SESSION_KEYS.globalData),
  };
}

export const isAuthenticated = (): boolean => readSession() !== null;
