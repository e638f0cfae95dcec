import { createContext, useContext } from 'react';
import { useSelected, valueStore, type ValueStore } from '../../ui/store/valueStore';

/**
 * The side menu's open sub menus (their ids). Each sub menu asks only whether it is open, so opening one (by a
 * click, or by arriving on a page inside it) redraws that sub menu and the one it closes, not the whole menu.
 */
export type OpenMenus = ValueStore<readonly string[]>;

export const openMenusOf = (initial: readonly string[]): OpenMenus => valueStore(initial);

export const OpenMenusContext = createContext<OpenMenus>(openMenusOf([]));

export function useIsMenuOpen(id: string): boolean {
  return useSelected(useContext(OpenMenusContext), (open) => open.includes(id));
}
