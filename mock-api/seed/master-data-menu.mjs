// Issue 13: the "Master Data" menu group's sub menus (Garment, Wash, Machine, Sales, General) and one item per
// master-data declaration, at its screen /param/{entity}, titled as the declaration, built from MASTER_DATA.
// Sub menus have fixed ids; an item's id comes from its entity's name, not its place in the list, so a role's
// ticks keep meaning the same screens when entities are added (a clash of two names fails at start).
import { MASTER_DATA } from '../../resources/master-data/index.mjs';
import { masterDataRoute } from '../../src/domain/masterDataRules.mjs';

/** [group, sub menu id, title, icon] in menu order. */
const SUB_MENUS = [
  ['garment', 50, 'Garment', 'Work'],
  ['wash', 51, 'Wash', 'Autorenew'],
  ['machine', 52, 'Machine', 'Settings'],
  ['sales', 53, 'Sales', 'TrendingUp'],
  ['general', 54, 'General', 'Description'],
];

// Item ids 10000..99999: clear of the hand-numbered menus (1..999).
const FIRST_ID = 10_000;
const ID_SPAN = 90_000;

/** FNV-1a of the entity name: the same name, the same id, on every machine and in every release. */
export function masterDataMenuId(entity) {
  let hash = 0x811c9dc5;
  for (const char of entity) hash = Math.imul(hash ^ char.codePointAt(0), 0x01000193) >>> 0;
  return FIRST_ID + (hash % ID_SPAN);
}

/** The sub menus holding a declaration, each with its items; `collapse` and `item` are seed/menus.mjs's. */
export function masterDataMenu({ collapse, item, roles }, declarations = MASTER_DATA) {
  const known = new Set(SUB_MENUS.map(([group]) => group));
  const ids = new Map();
  for (const { entity, group } of declarations) {
    if (!known.has(group)) throw new Error(`master data ${entity}: unknown menu group "${group}"`);
    const id = masterDataMenuId(entity);
    if (ids.has(id)) throw new Error(`master data: ${entity} and ${ids.get(id)} get the same menu id ${id}`);
    ids.set(id, entity);
  }
  return SUB_MENUS.flatMap(([group, id, title, icon]) => {
    const members = declarations.filter((declaration) => declaration.group === group);
    const items = members.map((declaration) => item(masterDataMenuId(declaration.entity), declaration.title, masterDataRoute(declaration), icon, roles));
    return items.length > 0 ? [collapse(id, title, icon, items)] : [];
  });
}
