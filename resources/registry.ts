/**
 * The registry of every screen: the bespoke ones (./screens.ts) and the declared ones (./index.ts), with the menu's
 * headings (./menuHeadings.ts). The mock API reads it to build the menus table, the roles' first ticks, the
 * permitted URL lists and the prototyping collections; the tests read it to check every screen. The app itself
 * reads ./screens.ts and ./index.ts separately, so its public pages never load the declarations.
 */
import { resources } from './index';
import { BESPOKE_SCREENS } from './screens';
import { MENU_HEADINGS } from './menuHeadings';
import { menuTable, type MenuScreen } from '../src/framework/registry/menuTable';
import { messageText } from '../src/i18n/messageText';
import type { AnyResource } from '../src/framework/types';

/** A declared resource that is a screen of its own (it has a route). */
const declaredScreens = (): AnyResource[] => resources.filter((resource) => resource.route !== undefined);

/** Every screen the menu lists: bespoke first, then declared, each in its list's order. */
const menuScreens = (): MenuScreen[] => [
  ...Object.entries(BESPOKE_SCREENS).flatMap(([name, screen]) =>
    screen.access === 'private' && 'menu' in screen && screen.menu ? [{ name, path: screen.path, title: messageText(`portal.${screen.title}`), menu: screen.menu }] : [],
  ),
  ...declaredScreens().flatMap((resource) => (resource.menu === false ? [] : [{ name: resource.name, path: resource.route!, title: messageText(resource.title), menu: resource.menu ?? {} }])),
];

let table: ReturnType<typeof menuTable> | undefined;
/** The menus table and each row's first holders, made once. */
export const portalMenu = () => (table ??= menuTable(MENU_HEADINGS, menuScreens()));

/** The URLs every signed-in user may open, whatever their role's menus. */
export const ALWAYS_ALLOWED_URLS: readonly string[] = Object.values(BESPOKE_SCREENS).flatMap((screen) => ('alwaysAllowed' in screen && screen.alwaysAllowed ? [screen.path] : []));

/** Every screen's path by its name (a bespoke screen's key, a declaration's `name`). */
export const SCREEN_PATHS: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(BESPOKE_SCREENS).map(([name, screen]) => [name, screen.path]),
  ...declaredScreens().map((resource) => [resource.name, resource.route!]),
]);

/** The collections json-server's generic router serves for declared screens that prototype on it, with their screen. */
export const PROTOTYPE_SCREENS: readonly { collection: string; path: string }[] = declaredScreens().flatMap((resource) =>
  resource.api.dialect === 'simpleRest' ? [{ collection: resource.api.collection ?? resource.name, path: resource.route! }] : [],
);
