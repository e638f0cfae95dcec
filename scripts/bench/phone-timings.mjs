// Bench section "phone": how long a member on a phone over mobile data waits. Chromium with a slow 4G profile
// and a 4x slower CPU (DevTools protocol) opens the public pages with a cold cache, and signs in as the
// administrator, against the production build (vite preview) and the real mock API. Each figure is the median
// of several runs (`--runs`, default 3).
import { seconds } from './table.mjs';

export const PHONE = { downKbits: 1600, upKbits: 750, roundTripMs: 150, cpuSlowdown: 4 };
const GOALS = { loginUsableMs: 2500, dashboardAfterSpinnerMs: 2000 };
const RUN_TIMEOUT_MS = 60_000;
const ADMIN = { email: 'admin@example.org', password: 'Admin@123', landing: '/member/admin-dashboard' };

/**
 * What "usable" means, page by page: every requirement holds in one animation frame (the frame that shows it).
 * A requirement is a CSS selector matched by at least `count` elements that are rendered (a non-empty box, not
 * hidden by visibility, display or opacity) and, with `enabled`, not disabled; `attached` only asks for the
 * elements to exist (e.g. the options of a closed select).
 */
const USABLE = {
  '/login': {
    says: '/login: the E-mail and Password inputs are rendered and enabled, and so is the submit button',
    needs: [{ css: 'input[name="email"]', enabled: true }, { css: 'input[name="password"]', enabled: true }, { css: 'form button[type="submit"]', enabled: true }],
  },
  '/signup': {
    says: '/signup: its first input (First Name) and the Sign Up button are rendered and enabled, and Member Type holds the options of the public member-type call',
    needs: [{ css: 'input[name="firstName"]', enabled: true }, { css: 'form button[type="submit"]', enabled: true }, { css: 'select[name="membertypeid"] option', count: 2, attached: true }],
  },
  '/events': {
    says: '/events: the first upcoming event (its card, from GET event/public-events) is rendered',
    needs: [{ css: 'article[aria-labelledby^="event-"]' }],
  },
  [ADMIN.landing]: {
    says: 'admin dashboard content: its six key figures and its first chart (bars drawn) are rendered',
    // a bar is an SVG line, whose box is empty along one axis: the drawing (svg) must be rendered, its bars exist
    needs: [{ css: 'section article[aria-label]', count: 6 }, { css: 'figure [data-testid="bar-chart"] svg' }, { css: 'figure [data-testid="bar-chart"] svg .ct-bar', attached: true }],
  },
};

/**
 * Runs in every document of a measured page before its own scripts (addInitScript): when this path's
 * requirements first hold, records the frame's time since navigation start in window.__usableAt; records the
 * time of an Enter key press (ms since the epoch) in window.__enterAt.
 */
function installProbes(usable) {
  addEventListener('keydown', (event) => event.key === 'Enter' && (window.__enterAt = performance.timeOrigin + performance.now()), true);
  const needs = usable[location.pathname]?.needs;
  if (!needs) return;
  const rendered = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const enabled = (el) => !el.matches(':disabled') && el.getAttribute('aria-disabled') !== 'true';
  const holds = ({ css, count = 1, enabled: mustBeEnabled = false, attached = false }) =>
    [...document.querySelectorAll(css)].filter((el) => (attached || rendered(el)) && (!mustBeEnabled || enabled(el))).length >= count;
  let frameAsked = false;
  // Checked once per frame after the DOM changed, so the probe adds no layout work of its own.
  const check = () => {
    frameAsked = false;
    if (window.__usableAt === undefined && needs.every(holds)) {
      window.__usableAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(() => {
    if (!frameAsked) frameAsked = requestAnimationFrame(check) > 0;
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** A fresh browser context (cold cache) on a phone screen, slowed to the PHONE profile. */
async function phonePage(browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.roundTripMs,
    downloadThroughput: (PHONE.downKbits * 1000) / 8,
    uploadThroughput: (PHONE.upKbits * 1000) / 8,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await page.addInitScript(installProbes, USABLE);
  page.setDefaultTimeout(RUN_TIMEOUT_MS);
  return { page, close: () => context.close() };
}

/** Waits until the current document is usable: [ms since its navigation start, its navigation start (epoch ms)]. */
async function usable(page) {
  await page.waitForFunction(() => window.__usableAt !== undefined, null, { polling: 100, timeout: RUN_TIMEOUT_MS });
  return page.evaluate(() => [window.__usableAt, performance.timeOrigin]);
}

async function openUsable(browser, url) {
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const [usableMs] = await usable(page);
    return usableMs;
  } finally {
    await close();
  }
}

/**
 * /login opened cold, then the administrator signs in with Enter. The spec's spinner ("Logging in..." on the
 * button, at least 2 s) ends when the login page hands over to the dashboard: the navigation to it starts
 * (useLoginSubmit: window.location.assign of the landing page, a full load).
 */
async function signInToDashboard(browser, appUrl) {
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(`${appUrl}/login`, { waitUntil: 'commit' });
    const [loginUsableMs] = await usable(page);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.keyboard.press('Enter');
    const enterAt = await page.evaluate(() => window.__enterAt);
    await page.waitForURL(`**${ADMIN.landing}`, { timeout: RUN_TIMEOUT_MS });
    const [contentMs, spinnerEndAt] = await usable(page);
    return { loginUsableMs, totalMs: spinnerEndAt + contentMs - enterAt, spinnerMs: spinnerEndAt - enterAt, afterSpinnerMs: contentMs };
  } finally {
    await close();
  }
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** One table row: the median of the runs, each run beside it, the goal and the verdict. */
const timingRow = (label, values, goalMs) => {
  const middle = median(values);
  const row = { label, value: seconds(middle), detail: `runs ${values.map((ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'failed')).join(' / ')}` };
  if (!Number.isFinite(middle)) return { ...row, failed: true };
  return goalMs === undefined ? row : { ...row, goal: `<= ${seconds(goalMs)}`, ok: middle <= goalMs };
};

/** A run that throws counts as failed (NaN) and is reported in the notes, so the other figures still print. */
const attempt = async (failures, what, run, fallback) => {
  try {
    return await run();
  } catch (error) {
    failures.push(`${what}: ${String(error?.message ?? error).split('\n')[0]}`);
    return fallback;
  }
};

/** @param {{ browser: import('playwright-core').Browser, appUrl: string, runs: number }} portal  @returns {Promise<import('./table.mjs').Section>} */
export async function phoneTimings({ browser, appUrl, runs }) {
  // One unthrottled pass first, so the server, the API and the disk cache are warm for every measured run.
  await openUsable(browser, `${appUrl}/events`).catch(() => undefined);
  const failures = [];
  const figures = { signup: [], events: [], flows: [] };
  const failedFlow = { loginUsableMs: NaN, totalMs: NaN, spinnerMs: NaN, afterSpinnerMs: NaN };
  for (let run = 1; run <= runs; run += 1) {
    console.log(`Phone run ${run} of ${runs}...`);
    figures.flows.push(await attempt(failures, `run ${run}, /login -> dashboard`, () => signInToDashboard(browser, appUrl), failedFlow));
    figures.signup.push(await attempt(failures, `run ${run}, /signup`, () => openUsable(browser, `${appUrl}/signup`), NaN));
    figures.events.push(await attempt(failures, `run ${run}, /events`, () => openUsable(browser, `${appUrl}/events`), NaN));
  }
  const flow = (key) => figures.flows.map((result) => result[key]);
  return {
    title: `Phone: slow 4G (${PHONE.downKbits / 1000} Mbit/s down, ${PHONE.upKbits} kbit/s up, ${PHONE.roundTripMs} ms round trip), CPU ${PHONE.cpuSlowdown}x slower, cold cache; median of ${runs}`,
    rows: [
      timingRow('/login usable', flow('loginUsableMs'), GOALS.loginUsableMs),
      timingRow('/signup usable', figures.signup),
      timingRow('/events usable (first event shown)', figures.events),
      timingRow('Enter on /login -> dashboard content', flow('totalMs')),
      timingRow('  of which the login spinner (spec: >= 2 s)', flow('spinnerMs')),
      timingRow('  dashboard content after the spinner', flow('afterSpinnerMs'), GOALS.dashboardAfterSpinnerMs),
    ],
    notes: [
      'times from navigation start (the public pages) or from pressing Enter; a page is usable in the first frame where:',
      ...Object.values(USABLE).map(({ says }) => `    ${says}`),
      'the spinner ends when the navigation to the dashboard starts (the login page then does window.location.assign)',
      ...failures,
    ],
  };
}
