import { SESSION_KEYS } from '../domain/session';
import { isLiveSnapshot, parseSnapshot, type SessionSnapshot } from './sessionSnapshot';

/**
 * "Save Credentials" ticked: a copy of the sign-in in the browser's local storage, so that new tabs and a browser
 * restarted later find it, until the token's own expiry. One item, written and removed at once. What it holds is
 * what the tab keeps anyway (token, user, menu, permitted URLs); never the password.
 */
export const SAVED_SESSION_KEY = 'savedSession';

const store = (): Storage => window.localStorage;

export const saveCopy = (snapshot: SessionSnapshot): void => store().setItem(SAVED_SESSION_KEY, JSON.stringify(snapshot));

export const forgetCopy = (): void => store().removeItem(SAVED_SESSION_KEY);

/** The saved copy while its token lives; an expired or unreadable copy is removed on read. */
export function readCopy(now = Date.now()): SessionSnapshot | null {
  const text = store().getItem(SAVED_SESSION_KEY);
  if (text === null) return null;
  let snapshot: SessionSnapshot | null = null;
  try {
    snapshot = parseSnapshot(JSON.parse(text));
  } catch {
    snapshot = null;
  }
  if (isLiveSnapshot(snapshot, now)) return snapshot;
  forgetCopy();
  return null;
}

/** The token the copy holds (expired or not), to tell whether a sign-out or a renewal concerns it. */
export const copiedToken = (): string | null => {
  try {
    return parseSnapshot(JSON.parse(store().getItem(SAVED_SESSION_KEY) ?? 'null'))?.[SESSION_KEYS.token] ?? null;
  } catch {
    return null;
  }
};

/** A renewed token (password change) replaces the copied one, so a later tab does not start with a dead token. */
export function renewCopiedToken(previous: string | null, fresh: string): void {
  const text = store().getItem(SAVED_SESSION_KEY);
  if (text === null || copiedToken() !== previous) return;
  const snapshot = parseSnapshot(JSON.parse(text)) ?? {};
  saveCopy({ ...snapshot, [SESSION_KEYS.token]: fresh });
}
