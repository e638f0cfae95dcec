import type { MessageKey, PublicKey } from '../i18n/keys';
import { BESPOKE_SCREENS, type BespokeScreen, type BespokeScreenName } from '../../resources/screens';
import { matchRoutePath, normalizePath, pathFinder, type RouteParams } from './routePaths';

/**
 * The facts of each bespoke route: every path of resources/screens.ts (and its aliases) with its screen's name,
 * access and title. Plain data that any page may read (to name or link a screen); the pages themselves are loaded
 * by the router alone (src/app/routeTable.ts adds them).
 */
export type RouteFacts =
  | { name: BespokeScreenName; path: string; access: 'public'; title: PublicKey; openToSignedIn?: true }
  | { name: BespokeScreenName; path: string; access: 'private'; title: MessageKey };

const factsOf = (name: BespokeScreenName): RouteFacts[] => {
  const screen: BespokeScreen = BESPOKE_SCREENS[name];
  if (screen.access === 'public') {
    const open = screen.openToSignedIn ? { openToSignedIn: true as const } : {};
    return [screen.path, ...(screen.aliases ?? [])].map((path) => ({ name, path, access: 'public', title: screen.title, ...open }));
  }
  return [{ name, path: screen.path, access: 'private', title: screen.title }];
};

export const ROUTE_FACTS: readonly RouteFacts[] = (Object.keys(BESPOKE_SCREENS) as BespokeScreenName[]).flatMap(factsOf);

export { normalizePath };

/** The bespoke route at `path`, if any: exactly its path, else a path with parameters that matches it. */
export const findRouteFacts: (path: string) => RouteFacts | undefined = pathFinder(ROUTE_FACTS);

/** The parameters of the route at `path` ({} for a route without any, or no route). */
export const routeParamsOf = (path: string): RouteParams => {
  const facts = findRouteFacts(path);
  return (facts && matchRoutePath(facts.path, path)) ?? {};
};

/** The title of the screen at `path`; none for a declared screen, which its menu item names. */
export const routeTitleOf = (path: string): RouteFacts['title'] | undefined => findRouteFacts(path)?.title;
