// The menus table and which built-in roles tick each item, derived from the registry of screens
// (resources/registry.ts): every screen's declaration names its menu place and first holders, so nothing here
// is written a second time. Ids are explicit or made from the screen's name, so role ticks stay stable.
import { portalMenu } from '../lib/registry/registry.mjs';

/** The flat menus table: {id, title, type, url?, icon?, parentId, order, screenId?, breadcrumbs?, selfService?, staffEdits?, adminOnly?}. */
export const menuRows = () => portalMenu().rows.map((row) => ({ ...row }));

/** Ids of the items and permissions a role ticks. */
export const menuIdsFor = (roleId) => {
  const { rows, rolesOf } = portalMenu();
  return rows.filter((row) => (rolesOf.get(row.id) ?? []).includes(roleId)).map((row) => row.id);
};
