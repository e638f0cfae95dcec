import { jwtDecode } from 'jwt-decode';
import { SESSION_KEYS, type SessionKey } from '../domain/session';
import type { TokenPayload } from '../domain/auth';

/**
 * A sign-in as it is kept: the spec's session keys (the raw token under `auth`, the rest as JSON text), copied as
 * text between a tab's storage, the browser's saved copy and the other tabs. Never a password: the login response
 * holds none.
 */
export type SessionSnapshot = Partial<Record<SessionKey, string>>;

const KEYS: readonly SessionKey[] = Object.values(SESSION_KEYS);

/** The token's payload, or null when it cannot be read or carries no exp. */
export const decodeToken = (token: string): TokenPayload | null => {
  try {
    const payload = jwtDecode<TokenPayload>(token);
    return typeof payload.exp === 'number' ? payload : null;
  } catch {
    return null;
  }
};

/** The token's own expiry (exp is in seconds, spec §9) is the only clock of a sign-in, wherever it is kept. */
export const isLiveToken = (token: string | null | undefined, now = Date.now()): token is string => {
  const payload = token ? decodeToken(token) : null;
  return payload !== null && payload.exp * 1000 > now;
};

export const isLiveSnapshot = (snapshot: SessionSnapshot | null | undefined, now = Date.now()): snapshot is SessionSnapshot =>
  isLiveToken(snapshot?.[SESSION_KEYS.token], now);

export const takeSnapshot = (store: Storage): SessionSnapshot => {
  const snapshot: SessionSnapshot = {};
  for (const key of KEYS) {
    const value = store.getItem(key);
    if (value !== null) snapshot[key] = value;
  }
  return snapshot;
};

/** Replaces what `store` holds under the spec's keys by the snapshot (a key the snapshot lacks is removed). */
export const writeSnapshot = (store: Storage, snapshot: SessionSnapshot): void => {
  for (const key of KEYS) {
    const value = snapshot[key];
    if (typeof value === 'string') store.setItem(key, value);
    else store.removeItem(key);
  }
};

export const removeSnapshot = (store: Storage): void => {
  for (const key of KEYS) store.removeItem(key);
};

/** A snapshot read back from text (the saved copy, a message of another tab): only the spec's keys, only text. */
export const parseSnapshot = (value: unknown): SessionSnapshot | null => {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot: SessionSnapshot = {};
  for (const key of KEYS) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string') snapshot[key] = item;
  }
  return snapshot;
};
