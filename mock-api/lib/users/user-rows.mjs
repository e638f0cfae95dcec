// User rows as the admin screens see them (never the password hash or the login counter).
import { statusNameOf } from './statuses.mjs';
import { versionOf } from '../storage/changes.mjs';
import { mapRows } from '../storage/row-memo.mjs';

/** The User row of the contract. */
export const userRow = (db, user, roleNames) => ({
  userID: user.userID,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  description: user.description ?? '',
  userRoleID: user.userRoleID,
  userRoleName: roleNames.get(user.userRoleID) ?? '',
  status: statusNameOf(db, user.statusID),
  statusID: user.statusID,
  createdAt: user.createdAt,
  createdBy: user.createdBy,
  expireDate: user.expireDate,
});

/** The collections a user row is made from (lib/storage/indexes.mjs keeps the rows until one of them changes). */
export const USER_ROW_SOURCES = ['users', 'roles', 'userStatuses'];

/** Rows of the users that pass `keep`, in userID order. */
export const userRows = (db, keep = () => true) => {
  const roleNames = new Map(db.get('roles').value().map((role) => [role.userRoleID, role.userRoleName]));
  const names = `${versionOf(db, 'roles')}:${versionOf(db, 'userStatuses')}`;
  return mapRows(db.get('users').value().filter(keep), (user) => userRow(db, user, roleNames), { key: userRow, inputsOf: () => names });
};
