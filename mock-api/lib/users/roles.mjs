// Role rows as the admin screens see them, and the role's menu as roleOptions (one per menu row).
import { RECORD_STATUS } from '../constants.mjs';
import { statusNameOf } from './statuses.mjs';
import { findRoleIn, isGrantRow, menuRowsInOrder } from './menus.mjs';

/** The role row of an id given as a number or numeric text. */
export const findRoleById = (db, id) => (/^\d+$/.test(String(id ?? '').trim()) ? findRoleIn(db, Number(id)) : undefined);

export const findRoleByName = (db, name) =>
  db.get('roles').find((role) => role.userRoleName.toLowerCase() === String(name).trim().toLowerCase()).value();

/** userRoleID -> how many users hold the role. */
export const usersPerRole = (db) => {
  const counts = new Map();
  for (const user of db.get('users').value()) counts.set(user.userRoleID, (counts.get(user.userRoleID) ?? 0) + 1);
  return counts;
};

/** The Role row of the contract. */
export const roleRow = (db, role, usersCount) => ({
  userRoleID: role.userRoleID,
  userRoleName: role.userRoleName,
  userRoleDescription: role.userRoleDescription,
  userRoleStatus: { value: role.userRoleStatus, label: statusNameOf(db, role.userRoleStatus) },
  createdAt: role.createdAt,
  createdBy: role.createdBy,
  usersCount,
});

export const roleRows = (db) => {
  const counts = usersPerRole(db);
  return db.get('roles').value().map((role) => roleRow(db, role, counts.get(role.userRoleID) ?? 0));
};

/** Approved roles for the selects. */
export const approvedRoles = (db) =>
  db
    .get('roles')
    .value()
    .filter((role) => role.userRoleStatus === RECORD_STATUS.APPROVED)
    .map(({ userRoleID, userRoleName }) => ({ userRoleID, userRoleName }));

/**
 * One option per menu row in tree order. An item is ticked when the role ticks it; a group or
 * collapse when every item below it is ticked (a tri-state tree shows the rest as partial).
 */
export function roleOptions(db, tickedIds = []) {
  const ticked = new Set(tickedIds);
  const rows = menuRowsInOrder(db).filter((row) => !row.adminOnly);
  const itemsBelow = (id) => rows.filter((row) => row.parentId === id).flatMap((row) => (isGrantRow(row) ? [row.id] : itemsBelow(row.id)));
  return rows.map((row) => {
    const below = isGrantRow(row) ? [row.id] : itemsBelow(row.id);
    const option = { id: row.id, value: row.id, title: row.title, ticked: below.length > 0 && below.every((id) => ticked.has(id)), parentId: row.parentId ?? null, type: row.type };
    return row.url ? { ...option, url: row.url } : option;
  });
}

/** The item and permission ids an options array ticks (unknown ids, admin-only items and ticked groups are ignored), in tree order. */
export function tickedItemIds(db, options) {
  if (!Array.isArray(options)) return [];
  const wanted = new Set(
    options.filter((option) => option !== null && typeof option === 'object' && (option.ticked === true || option.ticked === 'true')).map((option) => Number(option.value ?? option.id)),
  );
  return menuRowsInOrder(db)
    .filter((row) => isGrantRow(row) && !row.adminOnly && wanted.has(row.id))
    .map((row) => row.id);
}

/** The approved role a select names ({value, label} or an id), or undefined: only those may be assigned. */
export const assignableRole = (db, id) => {
  const role = id === undefined ? undefined : findRoleIn(db, id);
  return role?.userRoleStatus === RECORD_STATUS.APPROVED ? role : undefined;
};
