import type { ComponentType } from 'react';
import type { MessageKey, PublicKey } from '../i18n/keys';
import { BESPOKE_SCREENS } from '../../resources/screens';
import { SCREEN_PAGES } from './screenPages';

/**
 * The route table of the bespoke screens: each path of resources/screens.ts (and its aliases) with its title and
 * page. Pure data plus lazy imports, so the light public router reads it without pulling react-admin (each page is
 * its own chunk). A declared screen (resources/index.ts) is not here: the signed-in app finds it by its route once
 * the declarations are loaded (DeclaredRoute), so the public pages never download them.
 */
/** A screen's module; `startCalls` starts its first calls early, when the page is opened (preloadRoute). */
export type ScreenModule = {
  default: ComponentType;
  /** Starts the screen's first calls (the entry does, for the page being opened: src/app/preloadRoute.ts). */
  startCalls?: () => void;
  /**
   * The addresses of those first calls (GET), asked for by the HTML of a page the build renders (fetch preload),
   * so on a phone the answer is under way before the app's files have arrived.
   */
  preloadedCalls?: () => readonly string[];
};
type Load = () => Promise<ScreenModule>;

/** A public page's title is a public text: the public bundle holds only those (src/i18n/enPublic.ts). */
export type RouteEntry =
  | { path: string; access: 'public'; title: PublicKey; load: Load }
  | { path: string; access: 'private'; title: MessageKey; load: Load };
export type PublicRouteEntry = Extract<RouteEntry, { access: 'public' }>;

const entriesOf = (name: keyof typeof BESPOKE_SCREENS): RouteEntry[] => {
  const screen = BESPOKE_SCREENS[name];
  const load = SCREEN_PAGES[name];
  if (screen.access === 'public') return [screen.path, ...(screen.aliases ?? [])].map((path) => ({ path, access: 'public', title: screen.title, load }));
  return [{ path: screen.path, access: 'private', title: screen.title, load }];
};

export const ROUTES: readonly RouteEntry[] = (Object.keys(BESPOKE_SCREENS) as (keyof typeof BESPOKE_SCREENS)[]).flatMap(entriesOf);

const BY_PATH = new Map(ROUTES.map((entry) => [entry.path, entry]));

/** Exact match (spec §2); a single trailing slash is tolerated, as react-router does. */
export const normalizePath = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** The bespoke screen at `path`, if any. */
export const findRoute = (path: string): RouteEntry | undefined => BY_PATH.get(normalizePath(path));

/** The title the table gives the screen at `path`; none for a declared screen, which its menu item names. */
export const routeTitleOf = (path: string): RouteEntry['title'] | undefined => findRoute(path)?.title;

export const PRIVATE_ROUTES = ROUTES.filter((entry) => entry.access === 'private');
export const PUBLIC_ROUTES = ROUTES.filter((entry) => entry.access === 'public');
