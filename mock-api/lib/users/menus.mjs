// The menu tree, the role's ticked items and the login's UserMenu / URLList (src/domain/auth.ts
// MenuItem, UrlEntry). Role-level and user-level menu blocks take items away from the role's ticks. A row of
// type 'permission' (a decision held apart from its screen, src/domain/permissions.mjs) is ticked and blocked
// like an item and listed in the URL list, but is no link of the menu and counts only with its screen.
import { ALWAYS_ALLOWED_URLS, ROLE } from '../constants.mjs';
import { blockedIdsFor, stateOf } from './menu-blocks.mjs';

const byOrder = (a, b) => a.order - b.order || a.id - b.id;

/** parentId (null for the top) -> its rows in sibling order. */
const childrenByParent = (state) => {
  const children = new Map();
  for (const row of state.menus ?? []) {
    const key = row.parentId ?? null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  for (const rows of children.values()) rows.sort(byOrder);
  return children;
};

/** Every menu row in tree order (depth first), each once. */
export function menuRowsInOrder(db) {
  const children = childrenByParent(stateOf(db));
  const walk = (rows) => rows.flatMap((row) => [row, ...walk(children.get(row.id) ?? [])]);
  return walk(children.get(null) ?? []);
}

/** Is this row something a role ticks (a screen or a permission), rather than a heading? */
export const isGrantRow = (row) => row.type === 'item' || row.type === 'permission';

/** The rows a role ticks and a block takes away (items and permissions), in tree order. */
export const grantRows = (db) => menuRowsInOrder(db).filter(isGrantRow);

export const findRoleIn = (db, roleId) => (stateOf(db).roles ?? []).find((row) => row.userRoleID === Number(roleId));

/** Ids of items only the Administrator role may hold (menus.adminOnly: the mail outbox holds secrets). */
const adminOnlyIds = (db) => new Set((stateOf(db).menus ?? []).filter((row) => row.adminOnly).map((row) => row.id));

/** The role's ticked item ids minus those blocked for the role and, when given, for the user. */
export function permittedMenuIds(db, roleId, userId) {
  const blocked = new Set([...blockedIdsFor(db, 'role', roleId), ...(userId === undefined ? [] : blockedIdsFor(db, 'user', userId))]);
  if (Number(roleId) !== ROLE.ADMIN) for (const id of adminOnlyIds(db)) blocked.add(id);
  const ticked = new Set((findRoleIn(db, roleId)?.menuIds ?? []).filter((id) => !blocked.has(id)));
  // A permission without its screen (unticked or blocked) is nothing: deciding needs the screen it is taken on.
  for (const row of stateOf(db).menus ?? []) if (row.type === 'permission' && ticked.has(row.id) && !ticked.has(row.screenId)) ticked.delete(row.id);
  return ticked;
}

const toMenuItem = (row) => {
  const item = { id: String(row.id), title: row.title, type: row.type };
  if (row.url) item.url = row.url;
  if (row.icon) item.icon = row.icon;
  if (row.breadcrumbs === false) item.breadcrumbs = false;
  return item;
};

/**
 * The menu tree pruned to the permitted items: groups and collapses survive only with a permitted
 * descendant; siblings are sorted by `order`.
 * @param {number} [userId] applies that user's blocks too (the login passes it)
 * @returns {import('../../../src/domain/auth').MenuItem[]}
 */
export function buildUserMenu(db, roleId, userId) {
  const permitted = permittedMenuIds(db, roleId, userId);
  const children = childrenByParent(stateOf(db));
  const prune = (row) => {
    if (row.type === 'item') return permitted.has(row.id) ? toMenuItem(row) : null;
    if (row.type === 'permission') return null;
    const kept = (children.get(row.id) ?? []).map(prune).filter(Boolean);
    return kept.length ? { ...toMenuItem(row), children: kept } : null;
  };
  return (children.get(null) ?? []).map(prune).filter(Boolean);
}

const urlsOf = (items) => items.flatMap((item) => [...(item.url ? [item.url] : []), ...urlsOf(item.children ?? [])]);

/** The URLs of the permissions the user holds (each with its screen), in tree order. */
const permissionUrlsOf = (db, roleId, userId) => {
  const permitted = permittedMenuIds(db, roleId, userId);
  return menuRowsInOrder(db).filter((row) => row.type === 'permission' && permitted.has(row.id)).map((row) => row.url);
};

/** Every URL of the user's menu, their permissions, plus the always-allowed ones, once each, in menu order. */
export function buildUrlList(db, roleId, userId) {
  const urls = new Set([...urlsOf(buildUserMenu(db, roleId, userId)), ...permissionUrlsOf(db, roleId, userId), ...ALWAYS_ALLOWED_URLS]);
  return [...urls].map((url) => ({ url }));
}
