/**
 * The shell's layout in Chromium: the side menu's width, wrapped labels
 * and chevrons, on a desktop and in a phone's drawer; one left edge for every kind of heading; the app
 * bar's Logout on a phone and its loading spinner, still for the bell's poll; /select-option for an administrator-defined
 * role; no motion for someone whose system asks for reduced motion.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, newPage } from './support/browser';
import { loginWith } from './support/admin';
import { animationsDone } from './support/axe';
import { signInByToken } from './support/signIn';
import { DESKTOP, inViewport, navigate, newPhonePage, PHONE, settled } from './support/phone';

const session = browserForFile({ loggedInAs: 'admin' });

const LONG_LABEL = 'Accept New Membership Payment';

/** Pages of every kind: dashboard, declared table, declared single record, bespoke page, pending route, landing. */
const PAGES = [
  { path: '/member/admin-dashboard', title: 'Admin Dashboard' },
  { path: '/user/all', title: 'View All Users' },
  { path: '/param/globaldata', title: 'Global Details' },
  { path: '/user/usercreation', title: 'User ID Creation' },
  { path: '/member/accept-payment-new-membership', title: LONG_LABEL },
  { path: '/select-option', title: 'Select an option' },
];

const menu = (page: Page): Locator => page.getByRole('navigation', { name: 'main menu' });

async function openSubMenu(page: Page, title: string): Promise<void> {
  const heading = menu(page).getByRole('button', { name: title, exact: true });
  if ((await heading.getAttribute('aria-expanded')) === 'false') await heading.click();
}

/** The label is shown whole: not clipped or ellipsised, and inside the menu. */
async function labelShownWhole(page: Page, label: string): Promise<{ whole: boolean; lines: number }> {
  const link = menu(page).getByRole('link', { name: label, exact: true });
  const text = link.getByText(label, { exact: true });
  const [navBox, textBox] = [await menu(page).boundingBox(), await text.boundingBox()];
  const { clipped, lineHeight } = await text.evaluate((element) => ({
    clipped: element.scrollWidth > element.clientWidth,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }));
  const inside = navBox !== null && textBox !== null && textBox.x + textBox.width <= navBox.x + navBox.width;
  return { whole: !clipped && inside, lines: textBox ? Math.round(textBox.height / lineHeight) : 0 };
}

/** Every sub-menu chevron lies inside the menu's box. */
async function chevronsInside(page: Page): Promise<boolean> {
  const navBox = await menu(page).boundingBox();
  const chevrons = menu(page).locator('[aria-expanded] > svg:last-child');
  expect(await chevrons.count()).toBeGreaterThan(3);
  for (const chevron of await chevrons.all()) {
    const box = await chevron.boundingBox();
    if (!navBox || !box || box.x + box.width > navBox.x + navBox.width) return false;
  }
  return true;
}

describe('side menu on a desktop (1366x900)', () => {
  it('has one width on every page', async () => {
    const widths = new Set<number>();
    for (const { path, title } of PAGES) {
      await navigate(session.page, path);
      await session.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      widths.add(Math.round((await menu(session.page).boundingBox())?.width ?? 0));
    }
    expect([...widths]).toEqual([240]);
  });

  it(`wraps a long label ("${LONG_LABEL}") instead of cutting it, and keeps the chevrons visible`, async () => {
    await navigate(session.page, '/member/admin-dashboard');
    await openSubMenu(session.page, 'Payments');
    const label = await labelShownWhole(session.page, LONG_LABEL);
    expect(label.whole).toBe(true);
    expect(label.lines).toBeGreaterThanOrEqual(2);
    expect(await chevronsInside(session.page)).toBe(true);
  });

  it(`collapsed to icons, cuts no label: each is hidden, not clipped, and its tooltip shows "${LONG_LABEL}" whole`, async () => {
    const { page } = session;
    await navigate(page, '/member/admin-dashboard');
    await openSubMenu(page, 'Payments');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(async () => Math.round((await menu(page).boundingBox())?.width ?? 0)).toBe(55);
    // every text the collapsed menu still draws fits its own box and the menu's (none is cut at the icon column)
    const clipped = await menu(page).evaluate((nav) => {
      const right = nav.getBoundingClientRect().right;
      return [...nav.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.offsetParent !== null && element.childElementCount === 0 && element.textContent?.trim())
        .filter((element) => element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > right + 0.5)
        .map((element) => element.textContent);
    });
    expect(clipped).toEqual([]);
    await menu(page).getByRole('link', { name: LONG_LABEL, exact: true }).hover();
    const tooltip = page.getByRole('tooltip', { name: LONG_LABEL, exact: true });
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(LONG_LABEL);
    expect(await tooltip.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await menu(page).getByRole('button', { name: 'Payments', exact: true }).hover();
    await page.getByRole('tooltip', { name: 'Payments', exact: true }).waitFor();
    // the menu stays collapsed across pages (react-admin keeps it): open it again for the next tests
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(async () => Math.round((await menu(page).boundingBox())?.width ?? 0)).toBe(240);
  });

  it('heads every kind of screen at the same left edge', async () => {
    const edges = new Map<string, number>();
    for (const { path, title } of PAGES) {
      await navigate(session.page, path);
      const heading = session.page.getByRole('heading', { level: 1, name: title, exact: true });
      await heading.waitFor();
      // read once nothing moves: the menu opened by the test before may still be sliding the page along (two reads
      // a moment apart could both fall before its transition began)
      await animationsDone(session.page);
      edges.set(path, Math.round((await heading.boundingBox())?.x ?? -1));
    }
    expect(new Set(edges.values()).size, JSON.stringify(Object.fromEntries(edges))).toBe(1);
  });
});

describe('on a phone (375x812)', () => {
  it('the drawer menu is as wide as on a desktop, wraps long labels and shows the chevrons', async () => {
    const page = await newPhonePage(session.browser);
    await signInByToken(page, 'admin@example.org', 'Admin@123');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu(page).waitFor();
    expect(Math.round((await menu(page).boundingBox())?.width ?? 0)).toBe(240);
    await openSubMenu(page, 'Payments');
    const label = await labelShownWhole(page, LONG_LABEL);
    expect(label.whole).toBe(true);
    expect(await chevronsInside(page)).toBe(true);
    // a link closes the drawer and opens its page
    await menu(page).getByRole('link', { name: LONG_LABEL, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: LONG_LABEL, exact: true }).waitFor();
    await menu(page).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('keeps Logout in the app bar on screen, and it logs out', async () => {
    const page = await newPhonePage(session.browser);
    await signInByToken(page, 'member@example.org', 'Member@123');
    await page.getByRole('heading', { level: 1, name: 'Member Dashboard', exact: true }).waitFor();
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true });
    await logout.waitFor();
    expect(await inViewport(logout, PHONE)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await logout.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });
});

describe('/select-option for an administrator-defined role', () => {
  it("offers the staff member's own menu items (Council: the applications), not only the password and logout", async () => {
    const page = await newPage(session.browser);
    // a role other than 1, 21 and 22 lands on /select-option
    await loginWith(page, 'staff01@example.org', 'User@123', '/select-option');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Select an option' }).waitFor();
    const applications = main.getByRole('region', { name: 'Applications' });
    // the Council reviews the applications assigned to it: neither the list nor the applicant screen of deciders
    await applications.getByRole('link', { name: 'Council Application Review', exact: true }).waitFor();
    for (const name of ['Approve Applications', 'Applicant Details']) expect(await applications.getByRole('link', { name, exact: true }).count()).toBe(0);
    await main.getByRole('link', { name: 'Council Application Review', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/member/view-application-council');
    await page.getByRole('heading', { level: 1, name: 'Council Application Review', exact: true }).waitFor();
    await page.context().close();
  });
});

describe("the app bar's loading spinner", () => {
  it("stays still while the bell asks for its counts each minute, and turns for the screen's own calls", async () => {
    const page = await newPage(session.browser);
    // the page's clock, so a minute of the bell's poll passes at once
    await page.clock.install();
    await signInByToken(page, 'admin@example.org', 'Admin@123', '/user/all');
    await settled(page, 'View All Users');
    await page.evaluate(() => {
      const seen = { spun: false };
      Object.assign(window, { spinnerSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('header .app-loader')) seen.spun = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const spun = () => page.evaluate(() => (window as unknown as { spinnerSeen: { spun: boolean } }).spinnerSeen.spun);
    const counted = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/notifications/unread-count'));
    await page.clock.runFor(61_000);
    await counted;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await spun()).toBe(false);
    // a search is a call the user waits for: the spinner turns for it
    await page.getByRole('textbox', { name: 'Search Data' }).fill('admin');
    await page.waitForFunction(() => (window as unknown as { spinnerSeen: { spun: boolean } }).spinnerSeen.spun, undefined, { timeout: 10_000 });
    await page.context().close();
  });
});

describe('the app bar and what the browser brings into view', () => {
  it('a control brought into view from above the fold lands below the app bar, which comes back as the page scrolls up', async () => {
    const page = await newPage(session.browser, { viewport: { width: 1366, height: 500 }, reducedMotion: 'reduce' });
    await signInByToken(page, 'admin@example.org', 'Admin@123', '/user/all');
    await settled(page, 'View All Users');
    const bar = page.getByRole('banner');
    const search = page.getByRole('main').getByRole('textbox').first();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await bar.boundingBox())?.y ?? 0).toBeLessThan(0);
    // as a page brings its list's top into view after paging, or Playwright a button before clicking it
    await search.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    const barBottom = (await bar.boundingBox())?.height ?? Infinity;
    expect((await search.boundingBox())?.y).toBeGreaterThanOrEqual(barBottom);
    await page.context().close();
  });
});

/** The most animations running at once while `act` runs and for a few frames after. */
async function mostMovingDuring(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const watch = { most: 0, frames: 0 };
    Object.assign(window, { motionWatch: watch });
    const look = () => {
      watch.most = Math.max(watch.most, document.getAnimations().filter((animation) => animation.playState === 'running').length);
      watch.frames += 1;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await act();
  const framesAfter = await page.evaluate(() => (window as unknown as { motionWatch: { frames: number } }).motionWatch.frames + 5);
  await page.waitForFunction((frames) => (window as unknown as { motionWatch: { frames: number } }).motionWatch.frames >= frames, framesAfter);
  return page.evaluate(() => (window as unknown as { motionWatch: { most: number } }).motionWatch.most);
}

describe('motion', () => {
  const toggleMenu = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: /menu$/ }).first().click();
  };

  it('moves nothing for someone whose system asks for reduced motion: no ripple, slide or transition', async () => {
    const page = await newPage(session.browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    await signInByToken(page, 'admin@example.org', 'Admin@123', '/user/all');
    await settled(page, 'View All Users');
    expect(await mostMovingDuring(page, () => toggleMenu(page))).toBe(0);
    const button = page.getByRole('banner').getByRole('button', { name: /menu$/ }).first();
    expect(await button.evaluate((element) => [getComputedStyle(element).transitionDuration, getComputedStyle(element).animationDuration])).toEqual(['0s', '0s']);
    await page.context().close();
  });

  it('moves as MUI draws it for everyone else', async () => {
    const page = await newPage(session.browser, { viewport: DESKTOP, reducedMotion: 'no-preference' });
    await signInByToken(page, 'admin@example.org', 'Admin@123', '/user/all');
    await settled(page, 'View All Users');
    expect(await mostMovingDuring(page, () => toggleMenu(page))).toBeGreaterThan(0);
    await page.context().close();
  });
});
