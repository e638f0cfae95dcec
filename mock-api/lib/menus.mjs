// The role's menu tree and permitted URL list of the login response (src/domain/auth.ts MenuItem, UrlEntry).
import { ALWAYS_ALLOWED_URLS } from './constants.mjs';

/** Accepts the lowdb instance or a plain state object (e.g. buildSeed()). */
const stateOf = (db) => (typeof db?.getState === 'function' ? db.getState() : db);

const byOrder = (a, b) => a.order - b.order || a.id - b.id;

const toMenuItem = (row) => {
  const item = { id: String(row.id), title: row.title, type: row.type };
  if (row.url) item.url = row.url;
  if (row.icon) item.icon = row.icon;
  if (row.breadcrumbs === false) item.breadcrumbs = false;
  return item;
};

/**
 * The menu tree pruned to the role's ticked items: groups and collapses survive only
 * with a ticked descendant; siblings are sorted by `order`.
 * @returns {import('../../src/domain/auth').MenuItem[]}
 */
export function buildUserMenu(db, roleId) {
  const state = stateOf(db);
  const role = (state.roles ?? []).find((row) => row.userRoleID === Number(roleId));
  const ticked = new Set(role?.menuIds ?? []);
  const children = new Map();
  for (const row of state.menus ?? []) {
    const key = row.parentId ?? null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const prune = (row) => {
    if (row.type === 'item') return ticked.has(row.id) ? toMenuItem(row) : null;
    const kept = (children.get(row.id) ?? []).sort(byOrder).map(prune).filter(Boolean);
    return kept.length ? { ...toMenuItem(row), children: kept } : null;
  };
  return (children.get(null) ?? []).sort(byOrder).map(prune).filter(Boolean);
}

const urlsOf = (items) => items.flatMap((item) => [...(item.url ? [item.url] : []), ...urlsOf(item.children ?? [])]);

/** Every URL of the role's menu plus the always-allowed ones, once each, in menu order. */
export function buildUrlList(db, roleId) {
  const urls = new Set([...urlsOf(buildUserMenu(db, roleId)), ...ALWAYS_ALLOWED_URLS]);
  return [...urls].map((url) => ({ url }));
}
