// Menu blocks (PUT usermanagement/blockmenu): an item taken away from one role or one user on top of
// the role's ticks. Rows {id, scope: 'role'|'user', ownerId, menuId, createdAt, createdBy}.

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
  const blocks = db.get(MENU_BLOCKS_COLLECTION);
  if (!blocked) return blocks.remove(same).write();
  if (blocks.find(same).value()) return undefined;
  return blocks.insert({ scope, ownerId, menuId, createdAt: new Date(now()).toISOString(), createdBy: by }).write();
}

/** Drops every block of a role or user being deleted; the caller's delete writes both at once. */
export const removeBlocksOf = (db, scope, ownerId) =>
  db.get(MENU_BLOCKS_COLLECTION).remove((row) => row.scope === scope && row.ownerId === ownerId).value();
