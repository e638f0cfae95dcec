import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { RouteEntry } from '../../../src/app/routeTable';
import { newPage } from './browser';

/** Helpers of the phone-width tests (tests/e2e/phone-sweep.e2e.ts, shell-layout.e2e.ts). */

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/** A phone: 375x812, touch, mobile viewport rules (a page wider than the screen widens the layout viewport). */
export const PHONE_DEVICE: BrowserContextOptions = { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const newPhonePage = (browser: Browser): Promise<Page> => newPage(browser, PHONE_DEVICE);

/**
 * On a phone a list's filters sit behind its Filters button: open it when it is there (at a desktop width the
 * filters show as they are). `filter` is the filter the caller uses next, so the wait ends when either is drawn.
 */
export async function showListFilters(page: Page, filter: Locator): Promise<void> {
  const button = page.locator('main').getByRole('button', { name: /^Filters/ });
  await button.or(filter).first().waitFor();
  if (await button.isVisible()) {
    await button.click();
    await filter.waitFor({ state: 'visible' });
  }
}

/** Client-side navigation (react-router follows popstate): no reload, so a role's sweep stays fast. */
export async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.waitForURL((url) => url.pathname === to);
}

/**
 * The page is drawn: its heading reads its route table title (every screen is headed by it, so this
 * also holds item 2, one name per screen) and nothing is loading (lazy chunk, list fetch, record load).
 */
export async function settled(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0, undefined, { timeout: 15_000 });
  // one more frame for layout after the last data arrived
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The control a user comes to the page for. Bespoke pages and public pages mark it with
 * data-primary-action; until the engine marks its own, a declared screen's (no entry of the route table) is its
 * heading's button (Add New, Update Global Details), else its search box; else the page's heading.
 */
export async function primaryAction(page: Page, entry: RouteEntry | undefined): Promise<Locator> {
  const marked = page.locator('[data-primary-action]').first();
  if ((await marked.count()) > 0) return marked;
  // a declared screen: the bespoke route table does not list it
  if (entry === undefined) {
    const headingButton = page.locator('h1').first().locator('xpath=..').getByRole('button').first();
    if ((await headingButton.count()) > 0) return headingButton;
    const search = page.getByRole('textbox', { name: 'Search Data' });
    if ((await search.count()) > 0) return search.first();
  }
  return page.locator('h1').first();
}

/** True when the element's box lies inside the viewport's width and starts within its height. */
export async function inViewport(locator: Locator, viewport: { width: number; height: number } = PHONE): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y >= 0 && box.y < viewport.height;
}

export const documentWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);

/** With SWEEP_SCREENSHOTS=1: the page at 375 and at 1366x900 in test-results/sweep/ (git-ignored). */
export async function sweepScreenshots(page: Page, name: string): Promise<void> {
  if (process.env.SWEEP_SCREENSHOTS !== '1') return;
  const dir = path.resolve(import.meta.dirname, '../../../test-results/sweep');
  mkdirSync(dir, { recursive: true });
  const file = (size: string) => path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${size}.png`);
  await page.screenshot({ path: file('375'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await page.screenshot({ path: file('1366') });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
}
