/**
 * Staff lists in Chromium: at 1366 and 1280 px the row actions are on screen without sideways scrolling (the least
 * important columns give way); on a 375 px phone the filters sit behind a Filters button, a card shows what
 * identifies its row and the dashboard's chart names are whole; a list comes back with its search. One sign-in.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile } from './support/browser';
import { navigate, PHONE, settled } from './support/phone';
import { headingOf } from './support/routes';

const session = browserForFile({ loggedInAs: 'admin' });

/** Users, a wide master-data table, members, and the widest staff tables (they scrolled at 1280 px before). */
const WIDE_TABLES = ['/user/all', '/param/productdefinition', '/member/viewmembers', '/member/approvecpdmembership', '/member/viewapplications', '/member/event-creation'];

/** Opens a list in the app (no reload) and waits for its own heading and rows, not the previous screen's. */
async function openList(page: Page, path: string): Promise<void> {
  await navigate(page, path);
  await settled(page, headingOf(path));
  await page.locator('table tbody tr, main ul.MuiList-root > li').first().waitFor({ timeout: 15_000 });
}

/** How the list's table sits in the window: does its box scroll sideways, and where is the action column's right edge. */
const tableFit = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('table')!;
    const box = table.parentElement!;
    const heads = [...table.querySelectorAll('thead th')];
    const actions = heads[heads.length - 1].getBoundingClientRect();
    return {
      actionsHead: heads[heads.length - 1].textContent,
      tableScrolls: box.scrollWidth > box.clientWidth + 1,
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      actionsInside: actions.right <= Math.min(window.innerWidth, box.getBoundingClientRect().right) + 1,
    };
  });

describe('staff tables on a desktop', () => {
  it('at 1366 and 1280 px show every row action without sideways scrolling', async () => {
    const { page } = session;
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of WIDE_TABLES) {
        await openList(page, path);
        expect({ width, path, ...(await tableFit(page)) }).toEqual({ width, path, actionsHead: 'Action', tableScrolls: false, pageScrolls: false, actionsInside: true });
      }
    }
  });

  it('a list comes back with its search after going elsewhere', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openList(page, '/user/all');
    await page.getByRole('textbox', { name: 'Search Data' }).fill('staff01');
    await page.locator('table tbody tr', { hasText: 'staff01@example.org' }).waitFor();
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
    await openList(page, '/member/viewmembers');
    await openList(page, '/user/all');
    await expect.poll(() => page.getByRole('textbox', { name: 'Search Data' }).inputValue()).toBe('staff01');
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear' }).click();
  });
});

describe(`staff lists on a ${PHONE.width} px phone`, () => {
  it('put the filters behind a Filters button, show identity on the cards and whole chart names', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);

    await openList(page, '/member/approvetransaction');
    const filters = page.getByRole('button', { name: 'Filters' });
    expect(await filters.isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Status' }).isVisible()).toBe(false);
    await filters.dispatchEvent('click');
    await page.getByRole('combobox', { name: 'Status' }).waitFor({ state: 'visible' });

    // a member's card names the member by number and name
    await openList(page, '/member/viewmembers');
    expect(await page.locator('main ul.MuiList-root > li').first().textContent()).toMatch(/M\d{4}/);

    await navigate(page, '/member/admin-dashboard');
    await page.locator('.ct-horizontal-bars .ct-label.ct-vertical').first().waitFor({ timeout: 15_000 });
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('.ct-horizontal-bars')].map((chart) =>
        [...chart.querySelectorAll<HTMLElement>('.ct-label.ct-vertical')].map((label) => {
          const box = label.getBoundingClientRect();
          return { text: label.textContent ?? '', overflowsX: label.scrollWidth > label.clientWidth + 1, overflowsY: label.scrollHeight > label.clientHeight + 1, top: box.top, bottom: box.bottom };
        }),
      ),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const chart of labels) {
      for (const label of chart) expect({ ...label, cut: label.text.includes('…') }).toMatchObject({ cut: false, overflowsX: false, overflowsY: false });
    }
    expect(labels.flat().map((label) => label.text)).toContain('Payment Gateway');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
