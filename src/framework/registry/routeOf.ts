import type { AnyResource, Route } from '../types';

/** The path of a declared screen, for a page that links to it; a declaration without a route is no screen. */
export function routeOf(resource: Pick<AnyResource, 'name' | 'route'>): Route {
  const { route } = resource;
  if (!route?.startsWith('/')) throw new Error(`${resource.name} declares no screen (route)`);
  return route as Route;
}
