// The menus table follows the registry of screens: at every start the declared table replaces the stored one, so
// a screen declared after db.json was written gets its menu item (and a removed one loses it). A new item is
// ticked for the built-in roles its declaration names (the administrator by default); roles an administrator
// made keep their ticks, and get a new screen the way they get any other: ticked in Role Creation.
import { menuIdsFor, menuRows } from './menus.mjs';

const sameRows = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Brings db's menus table to the declared one; answers whether anything changed (then the caller writes a snapshot). */
export function syncMenus(db) {
  const stored = db.get('menus').value() ?? [];
  const declared = menuRows();
  if (sameRows(stored, declared)) return false;
  const known = new Set(stored.map((row) => row.id));
  const added = declared.filter((row) => !known.has(row.id)).map((row) => row.id);
  db.set('menus', declared).value();
  for (const role of db.get('roles').value() ?? []) {
    const gains = added.filter((id) => menuIdsFor(role.userRoleID).includes(id) && !role.menuIds.includes(id));
    if (gains.length > 0) role.menuIds = [...role.menuIds, ...gains];
  }
  return true;
}
