// Menu blocks (PUT usermanagement/blockmenu): an item taken away from one role or one user on top of
// the role's ticks. Rows {id, scope: 'role'|'user', ownerId, menuId, createdAt, createdBy}.
import { insertRow, removeWhere } from '../storage/changes.mjs';

export const MENU_BLOCKS_COLLECTION = 'menuBlocks';

/** Accepts the lowdb instance or a plain state object (e.g. buildSeed()). */
export const stateOf = (db) => (typeof db?.getState === 'function' ? db.getState() : db);

const blocksOf = (state) => state[MENU_BLOCKS_COLLECTION] ?? [];

/** Menu ids blocked for the scope's owner ('role' + roleId or 'user' + userId). */
export const blockedIdsFor = (db, scope, ownerId) =>
  new Set(
    blocksOf(stateOf(db))
      .filter((row) => row.scope === scope && row.ownerId === Number(ownerId))
      .map((row) => row.menuId),
  );

/** Adds (blocked true) or removes the block; idempotent either way. */
export function setMenuBlock({ db, now }, { scope, ownerId, menuId, blocked, by }) {
  const same = (row) => row.scope === scope && row.ownerId === ownerId && row.menuId === menuId;
  if (!blocked) return removeWhere(db, MENU_BLOCKS_COLLECTION, same);
  if (db.get(MENU_BLOCKS_COLLECTION).find(same).value()) return undefined;
  return insertRow(db, MENU_BLOCKS_COLLECTION, { scope, ownerId, menuId, createdAt: new Date(now()).toISOString(), createdBy: by });
}

/** Drops every block of a role or user being deleted (journaled with the delete, in the same answer). */
export const removeBlocksOf = (db, scope, ownerId) => removeWhere(db, MENU_BLOCKS_COLLECTION, (row) => row.scope === scope && row.ownerId === ownerId);
