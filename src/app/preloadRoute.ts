import { isAuthenticated } from '../providers/session';
import { decideRoute, redirectTarget } from './decideRoute';
import { findRoute } from './routeTable';

/** The signed-in shell (react-admin, react-router, the layout): one loader, shared by the gate and the preloads. */
export const loadSignedInApp = () => import('./SignedInApp');

/**
 * Starts downloading what `path` will show (its screen, and the signed-in shell for a private page) before React
 * asks for it, so the files arrive together rather than one after the other: the entry calls it for the page
 * being opened, the login page for the landing page during its 2-second spinner. Only a head start: a failed
 * download is left to the render, which retries and shows the error.
 */
export const preloadRoute = (path: string, authenticated: boolean = isAuthenticated()): void => {
  const decision = decideRoute(path, authenticated);
  const target = redirectTarget(decision);
  if (target) {
    preloadRoute(target, authenticated);
    return;
  }
  const ignore = () => undefined;
  if (authenticated && decision !== 'public') void loadSignedInApp().catch(ignore);
  const render = findRoute(path)?.render;
  if (render?.kind === 'screen') void render.load().catch(ignore);
};
