/**
 * The side menu's table, derived from the screens' declared places: headings (groups and their sub menus) and
 * one item per screen, each decision permission right after its screen. Siblings are ordered by `order`; a
 * heading with no item under it is left out. Nothing here names a screen: the registry passes them in.
 */
import type { MenuPlace, RoleRef } from '../types';
import { stableMenuId } from './stableMenuId';

/** A heading of the menu: a top group, or a sub menu of another heading (`parent`). */
export interface MenuHeading {
  key: string;
  id: number;
  title: string;
  icon: string;
  parent?: string;
  order: number;
}

/** A screen as the menu sees it: its name (for a default id), path, title text and place. */
export interface MenuScreen {
  name: string;
  path: string;
  title: string;
  menu: MenuPlace;
}

/** One row of the menus table the API serves and roles tick. */
export interface MenuRow {
  id: number;
  title: string;
  type: 'group' | 'collapse' | 'item' | 'permission';
  url?: string;
  icon?: string;
  parentId: number | null;
  order: number;
  screenId?: number;
  breadcrumbs?: false;
  selfService?: true;
  staffEdits?: true;
  adminOnly?: true;
}

export interface MenuTable {
  /** Depth first, each heading before its entries. */
  rows: MenuRow[];
  /** The built-in roles that hold each item and permission from the start. */
  rolesOf: ReadonlyMap<number, readonly RoleRef[]>;
}

/** The menu's first holder of a new screen: the administrator. */
export const DEFAULT_MENU_ROLES: readonly RoleRef[] = [1];
export const DEFAULT_MENU_GROUP = 'administration';
// Entries without an order come after every ordered one, in registry order.
const UNORDERED_FROM = 1_000_000;

type Node = { sortKey: number; row: Omit<MenuRow, 'order' | 'parentId'>; children: Node[]; roles?: readonly RoleRef[]; heading?: boolean };

const flags = (menu: MenuPlace) => ({
  ...(menu.breadcrumbs === false ? { breadcrumbs: false as const } : {}),
  ...(menu.selfService ? { selfService: true as const } : {}),
  ...(menu.staffEdits ? { staffEdits: true as const } : {}),
  ...(menu.adminOnly ? { adminOnly: true as const } : {}),
});

export function menuTable(headings: readonly MenuHeading[], screens: readonly MenuScreen[]): MenuTable {
  const byKey = new Map(headings.map((heading) => [heading.key, { sortKey: heading.order, heading: true, children: [] as Node[], row: { id: heading.id, title: heading.title, type: heading.parent ? ('collapse' as const) : ('group' as const), icon: heading.icon } }]));
  const ids = new Map<number, string>();
  const claim = (id: number, owner: string) => {
    if (ids.has(id)) throw new Error(`menu: ${owner} and ${ids.get(id)} have the same menu id ${id}`);
    ids.set(id, owner);
  };
  for (const heading of headings) claim(heading.id, `heading ${heading.key}`);
  screens.forEach((screen, index) => {
    const { menu } = screen;
    const groupKey = menu.group ?? DEFAULT_MENU_GROUP;
    const parent = byKey.get(groupKey);
    if (!parent) throw new Error(`menu: ${screen.name} names an unknown menu group "${groupKey}"`);
    const id = menu.id ?? stableMenuId(screen.name);
    claim(id, screen.path);
    const sortKey = menu.order ?? (menu.id !== undefined ? menu.id : UNORDERED_FROM + index);
    const roles = menu.roles ?? DEFAULT_MENU_ROLES;
    parent.children.push({ sortKey, roles, children: [], row: { id, title: screen.title, type: 'item', url: screen.path, icon: menu.icon ?? parent.row.icon, ...flags(menu) } });
    (menu.permissions ?? []).forEach((permission, at) => {
      claim(permission.id, permission.url);
      parent.children.push({ sortKey: sortKey + (at + 1) / 100, roles, children: [], row: { id: permission.id, title: permission.title, type: 'permission', url: permission.url, screenId: id } });
    });
  });
  for (const heading of headings) {
    if (!heading.parent) continue;
    const parent = byKey.get(heading.parent);
    if (!parent) throw new Error(`menu: heading ${heading.key} names an unknown parent "${heading.parent}"`);
    parent.children.push(byKey.get(heading.key)!);
  }
  const hasItem = (node: Node): boolean => !node.heading || node.children.some(hasItem);
  const rows: MenuRow[] = [];
  const rolesOf = new Map<number, readonly RoleRef[]>();
  const walk = (nodes: Node[], parentId: number | null) =>
    nodes
      .filter(hasItem)
      .sort((a, b) => a.sortKey - b.sortKey)
      .forEach((node, index) => {
        const { id, title, type, ...rest } = node.row;
        rows.push({ id, title, type, ...pick(rest, 'url', 'icon'), parentId, order: index + 1, ...pick(rest, 'screenId', 'breadcrumbs', 'selfService', 'staffEdits', 'adminOnly') });
        if (node.roles) rolesOf.set(id, node.roles);
        walk(node.children, id);
      });
  walk(headings.filter((heading) => !heading.parent).map((heading) => byKey.get(heading.key)!), null);
  return { rows, rolesOf };
}

/** The named keys of `source` that are set, in the order named (the table's rows keep one key order). */
function pick<T extends object, K extends keyof T>(source: T, ...keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]])) as Partial<Pick<T, K>>;
}
