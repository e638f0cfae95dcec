// A new portal account (users row) as every creator makes it: staff's User ID Creation, the applicant
// registrations and staff enrolling a member. The username is the e-mail; the account expires after the global
// details' userExpirationDays (365 when unset); the password is the hash of a first password mailed by the caller.
import { nextId } from '../storage/ids.mjs';
import { getGlobalDetails } from '../master-data/global-details.mjs';

const DAY_MS = 86_400_000;
const DEFAULT_EXPIRATION_DAYS = 365;

/**
 * The users row itself, the one shape every account has, whoever makes it (the creators above, the seeds): the
 * username is the e-mail and no wrong password is counted yet.
 * @param {{ userID: number, email: string, firstName: string, lastName: string, description: string, userRoleID: number,
 *   statusID: number, passwordHash: string, createdAt: string, createdBy: string, expireDate: string }} fields
 */
export const usersRow = ({ userID, email, firstName, lastName, description, userRoleID, statusID, passwordHash, createdAt, createdBy, expireDate }) => ({
  id: userID,
  userID,
  username: email,
  email,
  firstName,
  lastName,
  description,
  userRoleID,
  statusID,
  passwordHash,
  failedLoginAttempts: 0,
  createdAt,
  createdBy,
  expireDate,
});

/**
 * The row to insert (not inserted here: callers check again after hashing, then insert it with their other rows).
 * @param {{ email: string, firstName: string, lastName: string, description: string, userRoleID: number,
 *   statusID: number, passwordHash: string, createdBy: string, createdAt: Date }} fields
 */
export function newAccountRow(db, { email, firstName, lastName, description, userRoleID, statusID, passwordHash, createdBy, createdAt }) {
  const userID = nextId(db, 'users', 'userID');
  const expirationDays = Number(getGlobalDetails(db)?.userExpirationDays) || DEFAULT_EXPIRATION_DAYS;
  const expireDate = new Date(createdAt.getTime() + expirationDays * DAY_MS).toISOString().slice(0, 10);
  return usersRow({ userID, email, firstName, lastName, description, userRoleID, statusID, passwordHash, createdAt: createdAt.toISOString(), createdBy, expireDate });
}
