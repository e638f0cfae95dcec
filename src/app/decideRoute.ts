import { DEFAULT_LANDING_PATH, LOGIN_PATH } from '../../resources/screens';
import { findRoute } from './routeTable';

export type RouteDecision = 'public' | 'private' | 'notFound' | `redirect:${string}`;

/**
 * Route behaviour of spec §2: a private route needs a session (else the login path), a public
 * route is for visitors only (a logged-in user goes to the default landing) unless it is open to signed-in users
 * too (a document's verification page, opened from a QR code by anyone), anything else is 404.
 */
export const decideRoute = (path: string, authenticated: boolean): RouteDecision => {
  const entry = findRoute(path);
  if (!entry) return 'notFound';
  if (entry.access === 'public') return authenticated && !entry.openToSignedIn ? `redirect:${DEFAULT_LANDING_PATH}` : 'public';
  return authenticated ? 'private' : `redirect:${LOGIN_PATH}`;
};

export const redirectTarget = (decision: RouteDecision): string | null =>
  decision.startsWith('redirect:') ? decision.slice('redirect:'.length) : null;
