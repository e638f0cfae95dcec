// Mirrors of src/domain rules the mock API needs (Node 20 cannot import .ts);
// tests/api/constants.test.mjs fails if they drift from src/domain. Field rules are shared, not mirrored.
export { INQUIRY_MESSAGE_MAX, PASSWORD_MAX, TEXT_MAX } from '../../src/domain/fieldRules.mjs';

/** Role ids of spec §6. */
export const ROLE = Object.freeze({ ADMIN: 1, APPLICANT: 21, MEMBER: 22 });

/** Record status codes of spec §4 (users, records, transactions). */
export const RECORD_STATUS = Object.freeze({ PENDING: 1, APPROVED: 2, REJECT: 16 });

/** Envelope status codes: '00' success, anything else a failure. */
export const STATUS_CODE = Object.freeze({
  OK: '00',
  NOT_FOUND: '01',
  FAILED: '02',
  FAILED_ALT: '03',
  LOCKED: '04',
  MISSING_FIELDS: '05',
  INVALID_EMAIL: '06',
  USERNAME_TAKEN: '07',
});

/** Global details live in record 3 (spec §9). */
export const GLOBAL_DETAILS_ID = 3;
/** Used when record 3 carries no usable userLoginAttempts. */
export const DEFAULT_LOGIN_ATTEMPTS = 3;

/** URLs every logged-in user may open whatever the role's ticked menus (the screens marked alwaysAllowed). */
export { ALWAYS_ALLOWED_URLS } from './registry/registry.mjs';


export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses an OTP survives before it is burned. */
export const OTP_MAX_TRIES = 5;
/** bcrypt's cost of every password hash: made at runtime, seeded, and the one no password matches (unknown names). */
export const BCRYPT_COST = 10;

/** New users: first and last name letters and spaces, at most 15 characters (spec §5, §9). */
export const NEW_USER_NAME_MAX = 15;
/** Member numbers have at most 5 characters (spec §9). */
export const MEMBER_NUMBER_MAX = 5;
/** One-time codes an account may be sent per hour (more requests get the same answer and no code). */
export const OTP_REQUESTS_PER_HOUR = 5;


/** Request bodies: the largest legitimate JSON body (a role with every menu ticked) is a few KB. */
export const JSON_BODY_LIMIT = '64kb';
/** Deepest nesting of a JSON body ({roleOptions: [{...}]} is 3). */
export const JSON_MAX_DEPTH = 6;

/** Length of the random first password mailed to a new user. */
export const FIRST_PASSWORD_LENGTH = 12;
