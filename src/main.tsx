import { preloadRoute } from './app/preloadRoute';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A small entry, so that the page's own screen (and the signed-in shell, for a private page) starts downloading
// at once, beside React and MUI, rather than after them: on a phone's connection each wave of files costs
// round trips (npm run bench, phone section).
// React and MUI first: the biggest download, and the first code to run.
void import('./startApp').then(({ startApp }) => startApp(container));
preloadRoute(window.location.pathname, { calls: true });
