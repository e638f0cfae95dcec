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

/** A run of links under one heading: the group or sub menu holding them (null for top-level links). */
export interface MenuSection {
  key: string;
  title: string | null;
  links: MenuItem[];
}

/**
 * The menu's links in menu order, cut into sections by the group or sub menu that holds them: the
 * dashboard's quick links and the choices of /select-option. Links between two sub menus of a group
 * form their own section under the group's title, so the order stays the menu's.
 */
export const menuSections = (menu: readonly MenuItem[], parent: MenuItem | null = null): MenuSection[] => {
  const sections: MenuSection[] = [];
  let run: MenuItem[] = [];
  const flush = () => {
    if (run.length > 0) sections.push({ key: `${parent?.id ?? 'top'}:${run[0].id}`, title: parent?.title ?? null, links: run });
    run = [];
  };
  for (const node of menu) {
    if (node.type === 'item') {
      if (node.url) run.push(node);
      continue;
    }
    flush();
    sections.push(...menuSections(node.children ?? [], node));
  }
  flush();
  return sections;
};
