import { loginSessionEntries, SESSION_KEYS, type SessionKey } from '../domain/session';
import type { GlobalData, LoginResponse, MenuItem, SessionUser, TokenPayload, UrlEntry } from '../domain/auth';
import { copiedToken, forgetCopy, readCopy, renewCopiedToken, saveCopy } from './savedSession';
import { askOtherTabs, openBrowserChannel, serveOtherTabs, type SessionChannel } from './sessionSharing';
import { decodeToken, removeSnapshot, takeSnapshot, writeSnapshot } from './sessionSnapshot';

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

/** The channel to the browser's other tabs: opened when the page starts sharing (none without BroadcastChannel). */
let channel: SessionChannel | null = null;

/**
 * Keeps the login response under the spec's names: the raw token under `auth`, the rest as JSON. With
 * `remember` ("Save Credentials" ticked) a copy also outlives the browser session, until the token expires;
 * without it any older copy goes, so the sign-in ends with the browser.
 */
export function saveLoginSession(response: LoginResponse, { remember = false }: { remember?: boolean } = {}): void {
  for (const [key, value] of loginSessionEntries(response)) storage().setItem(key, value);
  if (remember) saveCopy(takeSnapshot(storage()));
  else forgetCopy();
}

/**
 * Stores the raw token under `auth`: the login's, or the fresh one a password change hands back (it ends the older
 * ones, so the saved copy and the other tabs holding the older one take the fresh one too).
 */
export function replaceToken(token: string): void {
  const previous = storage().getItem(SESSION_KEYS.token);
  storage().setItem(SESSION_KEYS.token, token);
  renewCopiedToken(previous, token);
  if (previous && previous !== token) channel?.post({ type: 'renewed', previous, token });
}

/** Ends the sign-in: this tab's keys, the saved copy of the same token, and every other tab holding that token. */
export function clearSession(): void {
  const token = storage().getItem(SESSION_KEYS.token);
  removeSnapshot(storage());
  if (!token) return;
  if (copiedToken() === token) forgetCopy();
  channel?.post({ type: 'signedOut', token });
}

/**
 * Lets this tab share its sign-in with tabs opened later and follow the others' sign-outs and renewals (once per
 * page); `onSignedOut` runs when another tab ended the sign-in this tab holds.
 */
export function shareWithOtherTabs(onSignedOut: () => void): void {
  if (channel) return;
  channel = openBrowserChannel();
  if (channel) serveOtherTabs(channel, storage(), onSignedOut);
}

/** A tab without a sign-in asks the browser's open tabs for theirs; false when none answers within `waitMs`. */
export const joinOtherTabs = (waitMs: number): Promise<boolean> => {
  return channel ? askOtherTabs(channel, storage(), waitMs) : Promise.resolve(false);
};

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

const userFromPayload = (payload: TokenPayload): SessionUser => ({
  userid: payload.userid,
  userRoleID: payload.userRoleID,
  username: payload.username,
  firstName: '',
  lastName: '',
});

const liveTokenPayload = (token: string | null): TokenPayload | null => {
  const payload = token ? decodeToken(token) : null;
  return payload && payload.exp * 1000 > Date.now() ? payload : null;
};

/**
 * The tab's token while it lives; a tab without one takes the saved copy ("Save Credentials") while that lives.
 * An expired or undecodable token is discarded wherever it was kept.
 */
function liveToken(): { token: string; payload: TokenPayload } | null {
  const own = readToken();
  const ownPayload = liveTokenPayload(own);
  if (own && ownPayload) return { token: own, payload: ownPayload };
  const saved = readCopy();
  if (!saved) return null;
  writeSnapshot(storage(), saved);
  const token = readToken();
  const payload = liveTokenPayload(token);
  return token && payload ? { token, payload } : null;
}

/** The current session, or null when the token is missing, undecodable or expired (exp * 1000). */
export function readSession(): Session | null {
  const live = liveToken();
  if (!live) {
    clearSession(); // a stale session must not leak into the next login
    return null;
  }
  const { token, payload } = live;
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
