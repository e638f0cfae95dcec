import { preloadRoute } from './app/preloadRoute';
import { joinBrowserSession } from './app/joinBrowserSession';
import { keepPrerenderedPageIfFits } from './app/prerenderedPage';
import { isAuthenticated } from './providers/session';
import { afterFirstPaint } from './app/afterFirstPaint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

keepPrerenderedPageIfFits(container, window.location.pathname, isAuthenticated());
// A page the build rendered to HTML is painted before the app's files are asked for: it needs none of them to show,
// and on a phone's connection (Lighthouse's model of one, npm run bench) files under way delay the first paint. A
// hidden tab paints no frame, so it does not wait.
const painted: Promise<void> = container.hasChildNodes() && document.visibilityState === 'visible' ? afterFirstPaint() : Promise.resolve();
// A tab opened from another (a menu item, a link of an e-mail) takes the browser's sign-in before the route is
// decided; a public page does not wait.
const signedIn = joinBrowserSession(window.location.pathname);
// A small entry, so that the page's own screen (and the signed-in shell, for a private page) starts downloading
// at once, beside React and MUI, rather than after them: on a phone's connection each wave of files costs
// round trips (npm run bench, phone section).
// React and MUI first: the biggest download, and the first code to run.
void Promise.all([painted.then(() => import('./startApp')), signedIn]).then(([{ startApp }]) => {
  // once more: another tab may have handed this one its sign-in meanwhile
  keepPrerenderedPageIfFits(container, window.location.pathname, isAuthenticated());
  startApp(container);
});
void Promise.all([signedIn, painted]).then(() => preloadRoute(window.location.pathname, { calls: true }));
