import type { MenuItem } from '../../domain/auth';

/** Menu urls may come with or without a leading slash; compare them as absolute paths. */
export const menuPath = (url: string): string => {
  const absolute = url.startsWith('/') ? url : `/${url}`;
  return absolute.length > 1 && absolute.endsWith('/') ? absolute.slice(0, -1) : absolute;
};

/** The chain group > collapse(s) > item leading to the item whose url is `path`; [] when none matches. */
export const findMenuTrail = (menu: readonly MenuItem[], path: string): MenuItem[] => {
  const target = menuPath(path);
  for (const node of menu) {
    if (node.type === 'item' && node.url && menuPath(node.url) === target) return [node];
    const below = findMenuTrail(node.children ?? [], target);
    if (below.length > 0) return [node, ...below];
  }
  return [];
};

/** Every link of the menu, in menu order (the dashboard's quick links). */
export const menuLinks = (menu: readonly MenuItem[]): MenuItem[] =>
  menu.flatMap((node) => (node.type === 'item' && node.url ? [node] : menuLinks(node.children ?? [])));

/**
 * Opens or closes one collapse. A top-level collapse behaves as an accordion: opening it closes
 * its open siblings. A sub menu (a collapse inside a collapse) toggles on its own.
 */
export const toggleCollapse = (
  open: readonly string[],
  id: string,
  siblingIds: readonly string[],
  isSub: boolean,
): string[] => {
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  const kept = isSub ? open : open.filter((openId) => !siblingIds.includes(openId));
  return [...kept, id];
};

/** The collapses that must be open to show the item at `path`. */
export const collapsesOnTrail = (trail: readonly MenuItem[]): string[] =>
  trail.filter((node) => node.type === 'collapse').map((node) => node.id);
