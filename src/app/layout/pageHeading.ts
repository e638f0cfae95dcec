import type { MenuItem } from '../../domain/auth';
import { text } from '../../i18n/text';
import { findRoute } from '../routeTable';
import { findMenuTrail } from './menuTree';

export interface PageHeading {
  /** The page's own title, null when neither the menu nor the route table knows the path. */
  title: string | null;
  /** group > collapse > item; empty when the item turns breadcrumbs off or nothing matches. */
  breadcrumbs: MenuItem[];
}

/** Title and breadcrumbs of the page at `path`: the current menu item first, else the route table. */
export const pageHeading = (menu: readonly MenuItem[], path: string): PageHeading => {
  const trail = findMenuTrail(menu, path);
  const item = trail[trail.length - 1];
  const routeTitle = findRoute(path)?.title;
  return {
    title: item?.title ?? (routeTitle ? text(routeTitle) : null),
    breadcrumbs: item && item.breadcrumbs !== false ? trail : [],
  };
};
