import { createContext, useContext } from 'react';
import { useMatchPath } from 'react-admin';
import { useSelected, valueStore, type ValueStore } from '../../ui/store/valueStore';

/**
 * The address's path as the side menu's links read it. Each link asks only whether it is the current page's, so a
 * navigation (or a list's page, sort or filter, which change the address too) redraws the one or two links whose
 * answer changed; reading the location itself would redraw all of an administrator's ~40 links each time.
 */
export type CurrentPath = ValueStore<string>;

export const currentPathOf = (initial: string): CurrentPath => valueStore(initial);

export const CurrentPathContext = createContext<CurrentPath>(currentPathOf('/'));

/** Whether the page shown is `to`'s, or one under it (as react-admin's menu links match). */
export function useIsCurrentPath(to: string): boolean {
  const matchPath = useMatchPath();
  return useSelected(useContext(CurrentPathContext), (path) => matchPath({ path: to, end: to === '/' }, path) !== null);
}
