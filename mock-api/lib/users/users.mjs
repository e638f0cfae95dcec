// Lookups over the users table shared by auth, password and forgot-password routes.
import { updateWhere } from '../storage/changes.mjs';
import { indexBy } from '../storage/indexes.mjs';

export const normaliseEmail = (value) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The user row whose username (an e-mail) matches, case-insensitively. */
export const findUserByUsername = (db, username) => {
  const wanted = normaliseEmail(username);
  return wanted ? indexBy(db, 'users', 'username:normalised', (user) => normaliseEmail(user.username)).get(wanted) : undefined;
};

export const findUserById = (db, userID) => indexBy(db, 'users', 'userID').get(userID);

/** The role row of a role id. */
export const findRole = (db, userRoleID) => db.get('roles').find({ userRoleID }).value();

/** Changes fields of one user row and persists. */
export const updateUser = (db, userID, changes) => updateWhere(db, 'users', { userID }, changes);
