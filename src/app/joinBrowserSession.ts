import { isAuthenticated, joinOtherTabs, shareWithOtherTabs } from '../providers/session';
import { LOGIN_PATH } from '../../resources/screens';
import { decideRoute } from './decideRoute';
import { navigate } from '../routing/location/browserLocation';

/**
 * How long a new tab waits for the browser's open tabs to hand over their sign-in before a private page sends it to
 * the login page. An idle tab answers within milliseconds, but one busy drawing a screen on a slow phone (or a loaded
 * machine) answers only when its long task ends, and a missed answer signs the new tab out. The wait runs beside the
 * download of the app's files, so it is felt only when no tab is signed in, and then as a short delay before the
 * login page.
 */
export const OTHER_TABS_WAIT_MS = 1000;

/**
 * At page start: this tab joins the browser's sign-in (its own, the saved copy of "Save Credentials", or an open
 * tab's), and follows the other tabs from then on: when one signs out, this one goes to the login page too.
 * Resolves when the page may decide its route: at once for a public page, which is never held up (it moves on to
 * the landing page by itself if a sign-in arrives, as a signed-in visit of a public page does).
 */
export function joinBrowserSession(path: string): Promise<void> {
  shareWithOtherTabs(() => window.location.assign(LOGIN_PATH));
  if (isAuthenticated()) return Promise.resolve();
  const joined = joinOtherTabs(OTHER_TABS_WAIT_MS);
  if (decideRoute(path, false) !== 'public') return joined.then(() => undefined);
  void joined.then((signedIn) => {
    if (signedIn) navigate(`${window.location.pathname}${window.location.search}`, { replace: true });
  });
  return Promise.resolve();
}
