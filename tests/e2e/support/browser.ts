import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { baseUrl } from './servers';
import { recordApiCalls } from './apiCalls';
import { signInByToken } from './signIn';
import { pooledPage } from './pagePool';
import { chromiumPath } from '../../../scripts/lib/chromium.mjs';
import { TIMED_FILES } from '../parts.mjs';

/** Debian's Chromium (its headless shell when installed) with the flags this sandboxed, offline machine needs. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The pages of one site share a renderer process. Debian's headless shell 150 crashes the page a link opens in a
  // background tab (middle or Ctrl click) when that tab gets a process of its own; a new process per page also
  // bought the tests nothing.
  '--process-per-site',
];

/**
 * V8 without its optimising compilers (Maglev, TurboFan): a test's page lives a few seconds, so their background
 * compiles mostly optimise code that is about to be thrown away, and they compete with the tests for the two cores.
 * Measured on ten browser files, two at a time: 7-8 % less CPU. The timed files keep the JIT users have: they
 * measure what users get.
 */
const TEST_PAGE_JS_FLAGS = '--js-flags=--no-maglev --no-turbofan';

const isTimedFile = (): boolean => {
  const file = expect.getState().testPath ?? '';
  return TIMED_FILES.some((timed) => file.endsWith(timed));
};

/**
 * The pages of the tests ask for reduced motion, as a user's system may: the portal then moves nothing (its theme and
 * plain sheet), so Chromium draws no frames for ripples, fades and slides, and no test waits for one to end. Measured
 * on five browser files: a fifth less CPU. A test may still ask for motion (reducedMotion: 'no-preference'); the timed
 * files keep the motion users have by default.
 */
const TEST_PAGE_MOTION: BrowserContextOptions = { reducedMotion: 'reduce' };

/** Chromium for a test file; every context it opens (browser.newPage's too) has its API calls recorded (apiCalls.ts). */
export async function launchBrowser(): Promise<Browser> {
  const timed = isTimedFile();
  const args = timed ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, TEST_PAGE_JS_FLAGS];
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    const context = await newContext(timed ? options : { ...TEST_PAGE_MOTION, ...options });
    recordApiCalls(context);
    return context;
  };
  return browser;
}

export { apiUrl, baseUrl } from './servers';

/** Uncaught errors of each page, so a test can assert the app never crashed. */
export const pageErrors = new WeakMap<Page, Error[]>();

/** Pages still open, so a failing test can leave screenshots of what the user saw (test-results/). */
export const openPages = new Set<Page>();

/**
 * A page as new (empty storage, no cookies, nothing running), in a context of its own; a desktop unless `device`
 * says otherwise. Outside the timed files it may be one an earlier test of this worker was done with, reset
 * (pagePool.ts).
 */
export async function newPage(browser: Browser, device: BrowserContextOptions = { viewport: { width: 1366, height: 900 } }): Promise<Page> {
  const options = { baseURL: baseUrl(), ...device };
  const page = isTimedFile()
    ? await freshPage(browser, options)
    : await pooledPage(browser, options, { watch: watchPage, onKept: (kept) => openPages.delete(kept) });
  pageErrors.set(page, []);
  openPages.add(page);
  return page;
}

async function freshPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  watchPage(page);
  return page;
}

/** Collects the page's uncaught errors (for the test that has it now) and forgets it once closed. */
function watchPage(page: Page): void {
  page.on('close', () => openPages.delete(page));
  page.on('pageerror', (error) => pageErrors.get(page)?.push(error));
}

export const DEMO = {
  admin: { email: 'admin@example.org', password: 'Admin@123', landing: '/member/admin-dashboard' },
  applicant: { email: 'applicant@example.org', password: 'Applicant@123', landing: '/member/application-dashboard' },
  member: { email: 'member@example.org', password: 'Member@123', landing: '/member/member-dashboard' },
} as const;

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
}

/** Logs in through the real login screen and waits for the role's landing page. */
export async function loginAs(page: Page, who: keyof typeof DEMO): Promise<void> {
  const account = DEMO[who];
  await page.goto('/login');
  await fillLogin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === account.landing, { timeout: 20_000 });
}

/**
 * Signs the page in as a demo account without the login screen (signIn.ts) and loads the role's landing page, or
 * `path` (a test that starts elsewhere loads the app once, not the landing page first).
 */
export async function signInAs(page: Page, who: keyof typeof DEMO, path: string = DEMO[who].landing): Promise<void> {
  await signInByToken(page, DEMO[who].email, DEMO[who].password, path);
}

/** A fresh page signed in as any account (without the login screen: signIn.ts), on its landing page or `path`. */
export async function signedInPage(browser: Browser, email: string, password: string, path?: string): Promise<Page> {
  const page = await newPage(browser);
  await signInByToken(page, email, password, path);
  return page;
}

export const sessionKeys = (page: Page): Promise<string[]> => page.evaluate(() => Object.keys(sessionStorage).sort());

/**
 * The test worker's Chromium, shared by the files it runs one after another (isolate: false keeps this module
 * across them), so a page one file leaves can be handed on to the next (pagePool.ts). The timed files launch
 * their own, with the JIT users have.
 */
let workerBrowser: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/** A file's pages and contexts at its end: closed, or kept for the next file when a reset makes them as new. */
async function closeFilePages(browser: Browser): Promise<void> {
  for (const context of browser.contexts()) await context.close();
}

/**
 * The browser for the whole test file and, with `loggedInAs`, one page signed in as that demo account
 * (signInAs) before the first test. Read `session.browser` / `session.page` inside tests and hooks.
 */
export function browserForFile(options: { loggedInAs?: keyof typeof DEMO } = {}): { readonly browser: Browser; readonly page: Page } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = isTimedFile() ? await launchBrowser() : await sharedBrowser();
    if (options.loggedInAs) {
      page = await newPage(browser);
      await signInAs(page, options.loggedInAs);
    }
  });
  afterAll(async () => {
    if (!browser) return;
    if (isTimedFile()) await browser.close();
    else await closeFilePages(browser);
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test or hook`);
    return value;
  };
  return {
    get browser() {
      return ready(browser, 'the browser');
    },
    get page() {
      return ready(page, 'the logged-in page (browserForFile({ loggedInAs }))');
    },
  };
}
