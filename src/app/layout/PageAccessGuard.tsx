import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { clearSession, readSession } from '../../providers/session';
import { noteAccessDenied } from '../../routing/accessDeniedNotice';
import { isPageAccessAllowed } from './pageAccess';

/**
 * Checks every location change; a page outside the permitted list ends the session and goes to /,
 * where the login page says why. `known`: the page is one of the portal's (a declared screen the route table
 * does not list), so an unknown path is no reason to let it through.
 */
export const PageAccessGuard = ({ children, known }: { children: ReactNode; known?: boolean }) => {
  const location = useLocation();
  // The router's location (not window.location) so the check follows the page being rendered.
  const href = `${window.location.origin}${location.pathname}${location.search}`;
  const allowed = isPageAccessAllowed(href, location.pathname, readSession(), known || undefined);

  useEffect(() => {
    if (allowed) return;
    clearSession();
    noteAccessDenied();
    window.location.assign('/');
  }, [allowed, location.key]);

  return allowed ? <>{children}</> : null;
};
