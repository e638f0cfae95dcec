import { portal } from '../i18n/en';

/**
 * Transport texts of spec §8 "General" and "Login", read from the one catalogue (src/i18n/en.ts, a plain
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
