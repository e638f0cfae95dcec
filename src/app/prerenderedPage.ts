import { PRERENDERED_ATTRIBUTE } from '../../scripts/lib/prerendered-pages.mjs';
import { decideRoute } from './decideRoute';

/**
 * Keeps the HTML made at build time only where it is what this visitor should see: the page's own path, public
 * for them. A signed-in user (sent on to their landing page) or another path gets an empty #root at once, so the
 * sign-in form does not stay on their screen while the app downloads; the app then renders afresh.
 */
export const keepPrerenderedPageIfFits = (container: HTMLElement, path: string, authenticated: boolean): void => {
  const rendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (rendered === null) return;
  if (rendered !== path || decideRoute(path, authenticated) !== 'public') container.replaceChildren();
};
