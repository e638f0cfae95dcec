import { isUrlAllowed } from '../../providers/access';
import type { Session } from '../../providers/session';
import { findRoute } from '../routeTable';

/**
 * Spec §2 page access: a route of the portal opens only when the path after Global_Data.frontURL is in
 * the user's permitted URL list. Unknown paths are left to the 404 page (they show nothing to protect); a
 * declared screen, found once the declarations are loaded, says it is `known`.
 */
export const isPageAccessAllowed = (href: string, pathname: string, session: Session | null, known = findRoute(pathname) !== undefined): boolean =>
  !known || (session !== null && isUrlAllowed(href, session));
