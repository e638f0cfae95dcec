// Lookups over the users table shared by auth, password and forgot-password routes.

export const normaliseEmail = (value) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The user row whose username (an e-mail) matches, case-insensitively. */
export const findUserByUsername = (db, username) => {
  const wanted = normaliseEmail(username);
  return wanted ? db.get('users').find((user) => normaliseEmail(user.username) === wanted).value() : undefined;
};

export const findUserById = (db, userID) => db.get('users').find({ userID }).value();

/** The role row of a role id. */
export const findRole = (db, userRoleID) => db.get('roles').find({ userRoleID }).value();

/** Changes fields of one user row and persists. */
export const updateUser = (db, userID, changes) => db.get('users').find({ userID }).assign(changes).write();
