/**
 * What a person meets every day, in Chromium against the real mock API: a link opened in a new tab keeps the
 * sign-in ("Save Credentials" unticked: the tabs of one browser session share it; ticked: it outlives the browser
 * until the token expires), signing out in one tab signs out every tab; and a toast is an alert with its
 * background, icon and close button, below the app bar at 1366 and 375 px, gone after 5 s (timed on the page's clock).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, browserForFile, DEMO, fillLogin, pageErrors } from './support/browser';
import { DESKTOP, PHONE_DEVICE } from './support/phone';
import { signInByToken } from './support/signIn';

const session = browserForFile();
const RESULTS = path.resolve('test-results/tabs-and-toasts');
mkdirSync(RESULTS, { recursive: true });

const member = DEMO.member;
const PDF = { name: 'service-letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

const newContext = (options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  session.browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, ...options });

const trackErrors = (page: Page): Page => {
  const errors: Error[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error));
  return page;
};

/** Signs the member in through the login screen, "Save Credentials" ticked or not. */
async function signIn(context: BrowserContext, { remember }: { remember: boolean }): Promise<Page> {
  const page = trackErrors(await context.newPage());
  await page.goto('/login');
  if (remember) await page.getByRole('checkbox', { name: 'Save Credentials' }).check();
  await fillLogin(page, member.email, member.password);
  await untilPath(page, member.landing, 20_000);
  return page;
}

/**
 * Waits until the page's address is `path`. It reads page.url() instead of waitForURL, which fails with
 * ERR_ABORTED when one navigation replaces another (a sign-in or a sign-out may redirect twice).
 */
async function untilPath(page: Page, path: string | readonly string[], timeout: number): Promise<void> {
  const end = Date.now() + timeout;
  const paths = typeof path === 'string' ? [path] : path;
  while (!paths.includes(new URL(page.url()).pathname)) {
    if (Date.now() > end) throw new Error(`${page.url()} did not reach ${paths.join(' or ')} in ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
// the login page answers at / as well as /login (the route guard sends a signed-out visit to either)
const atLogin = (page: Page) => untilPath(page, ['/login', '/'], 15_000);

describe('a sign-in shared by the tabs of one browser', () => {
  it('unticked: a menu item opened in a new tab shows its screen; signing out in one tab signs out the others; nothing outlives the browser', async () => {
    const context = await newContext();
    const one = await signIn(context, { remember: false });
    expect(await one.evaluate(() => localStorage.getItem('savedSession'))).toBeNull();

    // a middle click on a menu item opens it in a new tab
    const menu = one.getByRole('navigation', { name: 'main menu' });
    const opened = context.waitForEvent('page');
    await menu.getByRole('link', { name: 'Member Profile', exact: true }).click({ button: 'middle' });
    const two = trackErrors(await opened);
    await heading(two, 'Member Profile').waitFor({ timeout: 20_000 });
    expect(new URL(two.url()).pathname).toBe('/user/member-profile');

    // a link from an e-mail, typed or pasted into a third tab
    const three = trackErrors(await context.newPage());
    await three.goto('/member/view-member-details');
    await heading(three, 'Member Details').waitFor({ timeout: 20_000 });

    // the browser restarted: local storage is kept, session storage is not, so the sign-in is gone
    const restarted = await newContext({ storageState: await context.storageState() });
    const after = await restarted.newPage();
    await after.goto('/member/view-member-details');
    await atLogin(after);
    await restarted.close();

    await one.getByRole('button', { name: 'Logout' }).click();
    await atLogin(one);
    await Promise.all([atLogin(two), atLogin(three)]);
    for (const page of [one, two, three]) expect(await page.evaluate(() => sessionStorage.getItem('auth'))).toBeNull();

    // a tab opened after the sign-out finds no sign-in
    const four = await context.newPage();
    await four.goto('/user/member-profile');
    await atLogin(four);
    for (const page of [one, two, three]) expect(pageErrors.get(page)).toEqual([]);
    await context.close();
  });

  it('ticked: the sign-in outlives the browser until the token expires, without the password; signing out ends it', async () => {
    const context = await newContext();
    await signIn(context, { remember: true });
    const kept = await context.storageState();
    expect(JSON.stringify(kept)).not.toContain(member.password);
    await context.close();

    // the browser restarted: a new context with what the old one left in local storage
    const restarted = await newContext({ storageState: kept });
    const page = trackErrors(await restarted.newPage());
    await page.goto('/member/view-member-details');
    await heading(page, 'Member Details').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('auth'))).not.toBeNull();
    const second = trackErrors(await restarted.newPage());
    await second.goto('/user/member-profile');
    await heading(second, 'Member Profile').waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Logout' }).click();
    await Promise.all([atLogin(page), atLogin(second)]);
    expect(await page.evaluate(() => localStorage.getItem('savedSession'))).toBeNull();
    const later = await restarted.newPage();
    await later.goto('/member/view-member-details');
    await atLogin(later);
    expect(pageErrors.get(page)).toEqual([]);
    await restarted.close();
  });
});

/** How long a toast shows (the spec's 5 s). */
const TOAST_MS = 5_000;
/**
 * How far ahead of the page's now its clock is first asked to stop: it cannot be stopped in its past, and on a busy
 * machine the call may land later than that (then it is asked again, twice as far ahead).
 */
const PAUSE_MARGIN_MS = 50;
/** The most the page's clock runs on after the 5 s for the toast's way out (its exit transition: 195 ms at most). */
const EXIT_MS = 500;
const EXIT_STEP_MS = 50;

/**
 * The toast with `text`: an alert with a background, an icon and a close button, wholly below the app bar, shown
 * for 5 s. The page's clock (installed before it loaded) stops as the toast is found and is then run on: still there
 * 4 s after it showed, gone 5 s after (and its way out), without the test waiting those seconds.
 */
async function expectProperToast(page: Page, text: string, shot: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast.waitFor();
  const found = await page.evaluate(() => Date.now());
  const shownFor = (await pauseSoon(page)) - found;
  const background = await toast.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  expect(await toast.locator('.MuiAlert-icon svg').count()).toBe(1);
  await toast.getByRole('button', { name: 'Close' }).waitFor();
  const bar = (await page.getByRole('banner').boundingBox())!;
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 32); // top right
  await page.screenshot({ path: path.join(RESULTS, shot) });
  await page.clock.runFor(TOAST_MS - 1_000 - shownFor);
  expect(await toast.isVisible()).toBe(true);
  await page.clock.runFor(1_000);
  // Its way out: React renders in real time between the steps, the transition's timers run on the page's clock, which
  // goes no further than EXIT_MS: a toast shown longer than 5 s is still there.
  let ran = 0;
  const gone = async () => {
    if (ran < EXIT_MS) {
      await page.clock.runFor(EXIT_STEP_MS);
      ran += EXIT_STEP_MS;
    }
    return toast.count();
  };
  await expect.poll(gone, { timeout: 5_000 }).toBe(0);
  await page.clock.resume();
}

/** Stops the page's clock a moment ahead of its now; answers the page time it stopped at. */
async function pauseSoon(page: Page): Promise<number> {
  for (let margin = PAUSE_MARGIN_MS; ; margin *= 2) {
    const at = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (error) {
      if (!String(error).includes('to the past') || margin >= 800) throw error;
    }
  }
}

async function addEmployment(page: Page, company: { search: string; name: string }, start: string, end: string): Promise<void> {
  const table = page.getByRole('region', { name: 'Employment Details' });
  await table.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Work Experience' });
  await dialog.getByRole('combobox', { name: 'Company Name' }).fill(company.search);
  await page.getByRole('option', { name: company.name }).click();
  await dialog.getByRole('textbox', { name: 'Designation', exact: true }).fill('Consultant');
  await dialog.getByLabel('Start Date').fill(start);
  await dialog.getByLabel('End Date').fill(end);
  await dialog.getByTestId('file-file').setInputFiles(PDF);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
}

describe('toasts', () => {
  it('"Saved!" on Member Details is an alert below the app bar at 1366 and 375 px, closing after 5 s', async () => {
    const desktop = await newContext();
    const wide = trackErrors(await desktop.newPage());
    await wide.clock.install();
    await signInByToken(wide, member.email, member.password, '/member/view-member-details');
    await heading(wide, 'Member Details').waitFor({ timeout: 20_000 });
    await addEmployment(wide, { search: 'Kandy', name: 'Kandy Consulting Partners' }, '01/03/2004', '28/02/2005');
    await wide.getByRole('alert').filter({ hasText: 'Saved!' }).waitFor();
    await expectProperToast(wide, 'Employee details creation has been success.', 'toast-1366.png');

    const phone = await newContext(PHONE_DEVICE);
    const narrow = trackErrors(await phone.newPage());
    await narrow.clock.install();
    await signInByToken(narrow, member.email, member.password, '/member/view-member-details');
    await heading(narrow, 'Member Details').waitFor({ timeout: 20_000 });
    await addEmployment(narrow, { search: 'Colombo Port', name: 'Colombo Port Logistics Ltd' }, '01/03/2005', '28/02/2006');
    await narrow.getByRole('alert').filter({ hasText: 'Saved!' }).waitFor();
    await expectProperToast(narrow, 'Employee details creation has been success.', 'toast-375.png');

    // the two rows go again (the deletion's toast is a plain text one); the desktop window is brought back to the
    // front first: a toast waits while its window is in the background, so it is not missed
    await wide.bringToFront();
    await wide.reload();
    const table = wide.getByRole('region', { name: 'Employment Details' });
    const companies = ['Kandy Consulting Partners', 'Colombo Port Logistics Ltd'];
    for (const company of companies) {
      const row = table.getByRole('row').filter({ hasText: company }).filter({ hasText: 'Consultant' });
      await row.getByRole('button', { name: 'Delete' }).click();
      await wide.getByRole('button', { name: 'Delete it!' }).click();
      await row.waitFor({ state: 'detached' });
      if (company === companies.at(-1)) break;
      // toasts come one at a time: the first deletion's is closed with its button, so the last one is timed alone
      const first = wide.getByRole('alert').filter({ hasText: 'Deleted!' });
      await first.getByRole('button', { name: 'Close' }).click();
      await first.waitFor({ state: 'detached' });
    }
    await expectProperToast(wide, 'Deleted!', 'toast-1366-deleted.png');
    for (const page of [wide, narrow]) expect(pageErrors.get(page)).toEqual([]);
    await Promise.all([desktop.close(), phone.close()]);
  });
});
