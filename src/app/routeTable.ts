import type { ScreenModule } from '../routing/screenModule';
import { normalizePath, ROUTE_FACTS, routeTitleOf, type RouteFacts } from '../routing/routeFacts';
import { pathFinder } from '../routing/routePaths';
import { SCREEN_PAGES } from './screenPages';

/**
 * The route table of the bespoke screens: each route's facts (src/routing/routeFacts.ts) with its page. Pure data
 * plus lazy imports, read by the router alone, so the light public router reads it without pulling react-admin (each page is
 * its own chunk). A declared screen (resources/index.ts) is not here: the signed-in app finds it by its route once
 * the declarations are loaded (DeclaredRoute), so the public pages never download them.
 */
type Load = () => Promise<ScreenModule>;

/** A route's facts with its page's loader. A public page's title is a public text: the public bundle holds only those (src/i18n/enPublic.ts). */
export type RouteEntry = RouteFacts & { load: Load };
export type PublicRouteEntry = Extract<RouteEntry, { access: 'public' }>;

export const ROUTES: readonly RouteEntry[] = ROUTE_FACTS.map((facts) => ({ ...facts, load: SCREEN_PAGES[facts.name] }));

/** The bespoke screen at `path`, if any (a path with parameters, such as /verify/:code, matches its instances). */
export const findRoute: (path: string) => RouteEntry | undefined = pathFinder(ROUTES);

export { normalizePath, routeTitleOf };

export const PRIVATE_ROUTES = ROUTES.filter((entry) => entry.access === 'private');
export const PUBLIC_ROUTES = ROUTES.filter((entry) => entry.access === 'public');
