import { publicPortal as portal } from '../i18n/enPublic';

/**
 * Transport texts of spec §8 "General" and "Login", read from the public catalogue (src/i18n/enPublic.ts, a plain
 * object: the public pages that load this pull no react-admin with it).
 */
export const TRANSPORT_TEXT = {
  requestError: portal.http.requestError,
  badCredentials: portal.http.badCredentials,
  unknownAuthError: portal.http.unknownAuthError,
  sessionExpired: portal.http.sessionExpired,
} as const;

/** Default HTTP status of a failure that has none of its own (spec §8). */
export const DEFAULT_ERROR_STATUS = 409;
