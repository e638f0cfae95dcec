import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING_PATH } from '../../resources/screens';
import { baseUrl, browserForFile, DEMO, fillLogin, newPage, pageErrors } from './support/browser';
import { DESKTOP, PHONE_DEVICE } from './support/phone';

/**
 * The public pages the build renders to HTML (scripts/vite/prerenderPublicPages.ts), as vite preview hands them
 * out: without JavaScript a phone already shows each page; with it the app hydrates what is there (the same
 * elements stay, no hydration error in the console) and the form works; a signed-in user's entry empties the
 * page before the app runs and the app sends them on to their landing page.
 */
const session = browserForFile();

const PAGES = [
  { path: '/login', heading: 'Sign in', fields: ['E-mail', 'Password'] },
  { path: '/signup', heading: 'Sign Up', fields: ['First Name', 'E-mail'] },
  { path: '/events', heading: 'Events', fields: [] },
] as const;

/** At DOMContentLoaded (the entry has run, the app not yet): the heading element then, and what #root held. */
function noteFirstHeading(): void {
  document.addEventListener('DOMContentLoaded', () => {
    const w = window as unknown as { __firstHeading: Element | null; __rootAtStart: number };
    w.__firstHeading = document.querySelector('h1');
    w.__rootAtStart = document.getElementById('root')?.childElementCount ?? -1;
  });
}

/** The console's errors, and its warnings about preloads (a file or call the HTML asked for that went unused). */
const consoleErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /preload/i.test(message.text()))) errors.push(message.text());
  });
  return errors;
};

/** The addresses (path and query) the page asks for from now on. */
const requestsOf = (page: Page): string[] => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
};

/** The most files a public page may arrive in: the entry and its page's few chunks (rolldown's own chunking made ~35). */
const MOST_SCRIPT_FILES = 8;

describe('public pages rendered at build time', () => {
  it('show their heading and fields on a phone with JavaScript off', async () => {
    const context = await session.browser.newContext({ ...PHONE_DEVICE, baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, heading, fields } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
        for (const field of fields) await expect(page.getByLabel(field, { exact: true }).first().isVisible(), `${path} ${field}`).resolves.toBe(true);
        await page.screenshot({ path: `test-results/prerendered${path.replace('/', '-')}-no-js-phone.png` });
      }
      // the controls wait for the app: a form submitting itself would put the password into the address
      await page.goto('/signup');
      await expect(page.getByRole('button', { name: 'Sign Up' }).isDisabled()).resolves.toBe(true);
      await page.goto('/login');
      await expect(page.getByLabel('Password', { exact: true }).isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Login' }).isDisabled()).resolves.toBe(true);
      await page.goto('/events');
      // /events: the list's loading state, holding its place until the app has the events
      await expect(page.getByRole('progressbar', { name: 'Loading events...' }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('are hydrated in place without a console error, the sign-in works, and a signed-in user is sent on', async () => {
    const page = await newPage(session.browser, { viewport: DESKTOP });
    const errors = consoleErrors(page);
    await page.addInitScript(noteFirstHeading);
    const requests = requestsOf(page);
    for (const { path, heading } of PAGES) {
      requests.length = 0;
      await page.goto(path);
      // the logo shows once the app runs and the identity has arrived: the page's part is hydrated by then
      await page.getByTestId('institute-logo').waitFor();
      await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
      const kept = await page.evaluate(() => (window as unknown as { __firstHeading: Element | null }).__firstHeading === document.querySelector('h1'));
      expect(kept, `${path}: the heading of the HTML is still the one shown (hydrated, not drawn again)`).toBe(true);
      const scripts = requests.filter((address) => address.endsWith('.js'));
      expect(scripts.length, `${path} arrives in a few files: ${scripts.join(' ')}`).toBeLessThanOrEqual(MOST_SCRIPT_FILES);
    }
    // /events asked for its first page from the HTML, and the app took that answer rather than asking again
    await expect.poll(() => requests.filter((address) => address.startsWith('/api/event/public-events')).length).toBe(1);
    expect(requests).toContain('/api/event/public-events?page=1&perPage=10');
    expect(errors).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);

    await page.goto('/login');
    await page.getByTestId('institute-logo').waitFor();
    await fillLogin(page, DEMO.member.email, DEMO.member.password);
    await page.waitForURL((url) => url.pathname === DEMO.member.landing, { timeout: 20_000 });

    // a signed-in user at a public page goes to the default landing page (spec §2)
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === DEFAULT_LANDING_PATH, { timeout: 20_000 });
    const rootAtStart = await page.evaluate(() => (window as unknown as { __rootAtStart: number }).__rootAtStart);
    expect(rootAtStart, 'the sign-in form of the HTML was gone before the app ran').toBe(0);
    expect(errors).toEqual([]);
  });
});
