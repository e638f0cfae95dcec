import { memo } from 'react';
import { isAuthenticated } from '../providers/session';
import { decideRoute, redirectTarget } from './decideRoute';
import { usePathname } from '../routing/location/browserLocation';
import { pathRenderedAtBuild } from '../routing/location/prerenderedPath';
import { Redirect } from '../routing/location/Redirect';
import { findRoute, normalizePath } from './routeTable';
import { PublicRoute } from './PublicRoute';
import { PageLoading } from './PageLoading';
import { loadedOrFallback } from '../routing/lazyComponents';
import { loadSignedInApp } from './preloadRoute';
import { VisitorUnknownPath } from './VisitorUnknownPath';

/**
 * The react-admin shell (and react-router) is downloaded only when a logged-in user needs it. Once shown, it follows
 * the address through its own router: the gate's re-render on each navigation must not draw the whole shell again.
 */
const SignedInApp = memo(loadedOrFallback(loadSignedInApp, PageLoading));

/** Applies spec §2 route behaviour to the current location, then picks the shell. */
export const RouteGate = () => {
  const pathname = usePathname();
  // at build time nobody is signed in: the HTML is a visitor's page
  const authenticated = pathRenderedAtBuild() === null && isAuthenticated();
  const decision = decideRoute(pathname, authenticated);
  const target = redirectTarget(decision);
  const entry = findRoute(pathname);

  if (target) return <Redirect to={target} />;
  if (decision === 'public' && entry?.access === 'public') return <PublicRoute entry={entry} />;
  if (decision === 'notFound' && !authenticated) return <VisitorUnknownPath pathname={normalizePath(pathname)} />;
  // private routes, and unknown paths of a logged-in user (404 inside the admin layout)
  return <SignedInApp />;
};
