/**
 * Transport texts of spec §8 "General" and "Login". They equal portal.http.* in src/i18n/en.ts
 * (a test checks it); providers may not import i18n, and these strings are protocol, not screens.
 */
export const TRANSPORT_TEXT = {
  requestError: 'Http request error',
  badCredentials: 'Bad credentials',
  unknownAuthError: 'An unknown error occurred in Auth endpoint.',
  /** Only when a 401 carries no status of its own. */
  sessionExpired: 'Session expired',
} as const;

/** Default HTTP status of a failure that has none of its own (spec §8). */
export const DEFAULT_ERROR_STATUS = 409;
