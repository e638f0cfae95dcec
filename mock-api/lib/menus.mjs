// The menu tree, the role's ticked items and the login's UserMenu / URLList (src/domain/auth.ts
// MenuItem, UrlEntry). Role-level and user-level menu blocks take items away from the role's ticks.
import { ALWAYS_ALLOWED_URLS, ROLE } from './constants.mjs';
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

/** The link rows (type item) in tree order. */
export const menuItemRows = (db) => menuRowsInOrder(db).filter((row) => row.type === 'item');

export const findRoleIn = (db, roleId) => (stateOf(db).roles ?? []).find((row) => row.userRoleID === Number(roleId));

/** Ids of items only the Administrator role may hold (menus.adminOnly: the mail outbox holds secrets). */
const adminOnlyIds = (db) => new Set((stateOf(db).menus ?? []).filter((row) => row.adminOnly).map((row) => row.id));

/** The role's ticked item ids minus those blocked for the role and, when given, for the user. */
export function permittedMenuIds(db, roleId, userId) {
  const blocked = new Set([...blockedIdsFor(db, 'role', roleId), ...(userId === undefined ? [] : blockedIdsFor(db, 'user', userId))]);
  if (Number(roleId) !== ROLE.ADMIN) for (const id of adminOnlyIds(db)) blocked.add(id);
  return new Set((findRoleIn(db, roleId)?.menuIds ?? []).filter((id) => !blocked.has(id)));
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
 * @returns {import('../../src/domain/auth').MenuItem[]}
 */
export function buildUserMenu(db, roleId, userId) {
  const permitted = permittedMenuIds(db, roleId, userId);
  const children = childrenByParent(stateOf(db));
  const prune = (row) => {
    if (row.type === 'item') return permitted.has(row.id) ? toMenuItem(row) : null;
    const kept = (children.get(row.id) ?? []).map(prune).filter(Boolean);
    return kept.length ? { ...toMenuItem(row), children: kept } : null;
  };
  return (children.get(null) ?? []).map(prune).filter(Boolean);
}

const urlsOf = (items) => items.flatMap((item) => [...(item.url ? [item.url] : []), ...urlsOf(item.children ?? [])]);

/** Every URL of the user's menu plus the always-allowed ones, once each, in menu order. */
export function buildUrlList(db, roleId, userId) {
  const urls = new Set([...urlsOf(buildUserMenu(db, roleId, userId)), ...ALWAYS_ALLOWED_URLS]);
  return [...urls].map((url) => ({ url }));
}
