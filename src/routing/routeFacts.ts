import type { MessageKey, PublicKey } from '../i18n/keys';
import { BESPOKE_SCREENS, type BespokeScreenName } from '../../resources/screens';

/**
 * The facts of each bespoke route: every path of resources/screens.ts (and its aliases) with its screen's name,
 * access and title. Plain data that any page may read (to name or link a screen); the pages themselves are loaded
 * by the router alone (src/app/routeTable.ts adds them).
 */
export type RouteFacts =
  | { name: BespokeScreenName; path: string; access: 'public'; title: PublicKey }
  | { name: BespokeScreenName; path: string; access: 'private'; title: MessageKey };

const factsOf = (name: BespokeScreenName): RouteFacts[] => {
  const screen = BESPOKE_SCREENS[name];
  if (screen.access === 'public') return [screen.path, ...(screen.aliases ?? [])].map((path) => ({ name, path, access: 'public', title: screen.title }));
  return [{ name, path: screen.path, access: 'private', title: screen.title }];
};

export const ROUTE_FACTS: readonly RouteFacts[] = (Object.keys(BESPOKE_SCREENS) as BespokeScreenName[]).flatMap(factsOf);

const BY_PATH = new Map(ROUTE_FACTS.map((facts) => [facts.path, facts]));

/** Exact match (spec §2); a single trailing slash is tolerated, as react-router does. */
export const normalizePath = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** The bespoke route at `path`, if any. */
export const findRouteFacts = (path: string): RouteFacts | undefined => BY_PATH.get(normalizePath(path));

/** The title of the screen at `path`; none for a declared screen, which its menu item names. */
export const routeTitleOf = (path: string): RouteFacts['title'] | undefined => findRouteFacts(path)?.title;
