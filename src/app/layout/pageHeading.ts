import type { MenuItem } from '../../domain/auth';
import { text } from '../../i18n/text';
import type { MessageKey } from '../../i18n/keys';
import { routeTitleOf } from '../routeTable';
import { findMenuTrail } from './menuTree';

export interface PageHeading {
  /** The page's name, null when neither the route table nor the menu knows the path. */
  title: string | null;
  /** group > collapse > item; empty when the item turns breadcrumbs off or nothing matches. */
  breadcrumbs: MenuItem[];
}

/**
 * Title and breadcrumbs of the page at `path`. The route table names the page (one name per screen);
 * the menu item's own title only for a path the table does not know. The breadcrumbs follow the menu.
 */
export const pageHeading = (menu: readonly MenuItem[], path: string): PageHeading => {
  const trail = findMenuTrail(menu, path);
  const item = trail[trail.length - 1];
  const routeTitle = routeTitleOf(path) as MessageKey | undefined;
  return {
    title: routeTitle ? text(routeTitle) : (item?.title ?? null),
    breadcrumbs: item && item.breadcrumbs !== false ? trail : [],
  };
};
