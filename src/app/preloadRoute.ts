import { isAuthenticated, readSession } from '../providers/session';
import { decideRoute, redirectTarget } from './decideRoute';
import { isPageAccessAllowed } from './layout/pageAccess';
import { preloadable } from '../routing/preloadable';
import { findRoute } from './routeTable';

/** The signed-in shell (react-admin, react-router, the layout): one loader, shared by the gate and the preloads. */
export const loadSignedInApp = () => import('./SignedInApp');

const ignore = () => undefined;

/**
 * Starts downloading what `path` will show (its screen, and the signed-in shell for a private page) before React
 * asks for it, so the files arrive together rather than one after the other: the entry calls it for the page
 * being opened, the login page for the landing page during its 2-second spinner. With `calls`, the screen's first
 * calls start too (ScreenModule.startCalls), when the user may open the page: only for the page being opened,
 * since a page load drops them. Only a head start: a failure is left to the render, which retries and says so.
 */
export const preloadRoute = (path: string, { authenticated = isAuthenticated(), calls = false } = {}): void => {
  const decision = decideRoute(path, authenticated);
  const target = redirectTarget(decision);
  if (target) {
    preloadRoute(target, { authenticated, calls });
    return;
  }
  if (authenticated && decision !== 'public') preloadable(loadSignedInApp).start().catch(ignore);
  // The institute's name and logo head every public page: asked beside the downloads, not after the first render.
  if (calls && decision === 'public') void import('../ui/identity/instituteIdentity').then((module) => module.loadInstituteIdentity(), ignore);
  const entry = findRoute(path);
  if (!entry) return;
  const screen = preloadable(entry.load).start();
  screen.catch(ignore);
  const mayOpen = () => decision === 'public' || isPageAccessAllowed(new URL(path, window.location.href).href, path, readSession());
  if (calls && mayOpen()) void screen.then((module) => module.startCalls?.(), ignore);
};
