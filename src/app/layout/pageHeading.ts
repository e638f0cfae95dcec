import type { MenuItem } from '../../domain/auth';
import { findMenuTrail } from '../../ui/menu/menuTree';
import { screenTitle } from '../../ui/screenTitle';

export interface PageHeading {
  /** The current menu item's name (as the route table names it, one name per screen); null off the menu. */
  title: string | null;
  /** group > collapse > item; empty when the item turns breadcrumbs off or nothing matches. */
  breadcrumbs: MenuItem[];
}

/**
 * Title and breadcrumbs of the page at `path` (spec §2: the page title comes from the current menu item, the
 * default "Welcome"): a page that is no item of the user's menu has no title, whatever the route table calls
 * its heading. The menu item is named as the menu shows it; the breadcrumbs follow the menu.
 */
export const pageHeading = (menu: readonly MenuItem[], path: string): PageHeading => {
  const trail = findMenuTrail(menu, path);
  const item = trail[trail.length - 1];
  return {
    title: item ? screenTitle(item.url, item.title) : null,
    breadcrumbs: item && item.breadcrumbs !== false ? trail : [],
  };
};
