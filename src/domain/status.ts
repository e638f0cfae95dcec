/** Record status codes of spec §4 (transactions, records, users share them). */
export const RECORD_STATUS = { PENDING: 1, APPROVED: 2, REJECT: 16 } as const;

/** API envelope status codes: '00' is success, anything else a failure. */
export const STATUS_CODE = {
  OK: '00',
  NOT_FOUND: '01',
  FAILED: '02',
  FAILED_ALT: '03',
  MISSING_FIELDS: '05',
  INVALID_EMAIL: '06',
  USERNAME_TAKEN: '07',
} as const;

/** The status text the mock API and the login screen agree on when attempts run out. */
export const LOGIN_ATTEMPTS_EXCEEDED_STATUS = 'user login attempt limitation is over';
