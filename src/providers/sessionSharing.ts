import { SESSION_KEYS } from '../domain/session';
import { isLiveSnapshot, parseSnapshot, removeSnapshot, takeSnapshot, writeSnapshot, type SessionSnapshot } from './sessionSnapshot';

/**
 * The tabs of one browser session share one sign-in. A tab keeps it in its own session storage (spec §3), which no
 * other tab can read, so a new tab asks the open ones over a channel of this origin and copies the first live answer
 * into its own storage; when the browser closes, every copy goes with its tab. A sign-out ends the sign-in in every
 * tab that holds the same token, and a renewed token (password change) replaces the old one everywhere.
 * The channel reaches only pages of this origin, which could read the session storage anyway.
 */
export type SessionMessage =
  | { type: 'ask' }
  | { type: 'share'; session: SessionSnapshot }
  | { type: 'signedOut'; token: string }
  | { type: 'renewed'; previous: string; token: string };

export interface SessionChannel {
  post(message: SessionMessage): void;
  /** Hears the other tabs (never this tab's own posts); returns the function that stops listening. */
  listen(handler: (message: SessionMessage) => void): () => void;
}

export const CHANNEL_NAME = 'portal-session';

/** The browser's channel between the tabs of this origin; null where BroadcastChannel does not exist. */
export function openBrowserChannel(): SessionChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen: (handler) => {
      const onMessage = (event: MessageEvent) => {
        const message = readMessage(event.data);
        if (message) handler(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Only well-formed messages get through: the channel is shared with every page of the origin. */
export function readMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'ask':
      return { type: 'ask' };
    case 'share': {
      const session = parseSnapshot(message.session);
      return session ? { type: 'share', session } : null;
    }
    case 'signedOut':
      return isText(message.token) ? { type: 'signedOut', token: message.token } : null;
    case 'renewed':
      return isText(message.previous) && isText(message.token) ? { type: 'renewed', previous: message.previous, token: message.token } : null;
    default:
      return null;
  }
}

/**
 * What a tab does for the others: answers an ask with its sign-in while the token lives, ends its sign-in when
 * another tab signs the same token out (then `onSignedOut`, e.g. to the login page), follows a renewed token.
 */
export function serveOtherTabs(channel: SessionChannel, tab: Storage, onSignedOut: () => void): () => void {
  return channel.listen((message) => {
    const own = tab.getItem(SESSION_KEYS.token);
    if (message.type === 'ask') {
      const snapshot = takeSnapshot(tab);
      if (isLiveSnapshot(snapshot)) channel.post({ type: 'share', session: snapshot });
    } else if (message.type === 'signedOut' && own === message.token) {
      removeSnapshot(tab);
      onSignedOut();
    } else if (message.type === 'renewed' && own === message.previous) {
      tab.setItem(SESSION_KEYS.token, message.token);
    }
  });
}

/** Asks the open tabs for their sign-in and keeps the first live one in `tab`; false when none answers in time. */
export function askOtherTabs(channel: SessionChannel, tab: Storage, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = channel.listen((message) => {
      if (message.type !== 'share' || !isLiveSnapshot(message.session)) return;
      writeSnapshot(tab, message.session);
      finish(true);
    });
    function finish(joined: boolean) {
      clearTimeout(timer);
      stop();
      resolve(joined);
    }
    timer = setTimeout(() => finish(false), waitMs);
    channel.post({ type: 'ask' });
  });
}
