import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, newPage, pageErrors } from './support/browser';
import { DESKTOP, PHONE_DEVICE } from './support/phone';

/**
 * The public pages as Lighthouse reads them (npm run bench, lighthouse section), checked cheaply and
 * deterministically in Chromium: /events does not shift when its events arrive (the sum of the browser's own
 * layout-shift entries, with the API's answer held back so the loading state is surely drawn first), the
 * pages log no console error (best practices), and robots.txt is plain text (SEO), not the app's HTML.
 */
const session = browserForFile();

/** Sums the page's layout shifts (the browser's measure of content moving under the reader) into window.__cls. */
function recordLayoutShifts(): void {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const ANSWER_DELAY_MS = 1_200;

async function eventsShiftAt(device: BrowserContextOptions, shot: string): Promise<{ cls: number; page: Page }> {
  const page = await newPage(session.browser, device);
  await page.addInitScript(recordLayoutShifts);
  // A slow network's answer: the page draws its loading state, then the list arrives.
  await page.route('**/api/event/public-events*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await route.continue();
  });
  await page.goto('/events');
  await page.getByRole('progressbar', { name: 'Loading events...' }).waitFor();
  await page.locator('article[aria-labelledby^="event-"]').first().waitFor({ timeout: 15_000 });
  // two frames after the list: the shifts of its layout are recorded
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: `test-results/public-events-${shot}.png` });
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  return { cls, page };
}

describe('public pages, as Lighthouse reads them', () => {
  it('/events keeps its layout when the events arrive, on a phone and a desktop (layout shift < 0.1)', async () => {
    for (const [device, shot] of [
      [PHONE_DEVICE, 'phone'],
      [{ viewport: DESKTOP }, 'desktop'],
    ] as const) {
      const { cls, page } = await eventsShiftAt(device, shot);
      expect(cls, `layout shift at ${shot} width`).toBeLessThan(0.1);
      expect(pageErrors.get(page)).toEqual([]);
      // plain elements and static sheets: no MUI file came, nothing computed CSS in JavaScript, and the card is
      // styled (the sheet arrived with the HTML: the card's shadow)
      const looks = await page.evaluate(() => ({
        emotion: document.querySelectorAll('style[data-emotion]').length,
        mui: performance.getEntriesByType('resource').filter((entry) => /public-login|inquiry-form/.test(entry.name)).length,
        shadow: getComputedStyle(document.querySelector('[data-testid="auth-card"]')!).boxShadow,
      }));
      expect(looks).toEqual({ emotion: 0, mui: 0, shadow: expect.stringContaining('rgba(0, 0, 0, 0.2)') });
      await page.context().close();
    }
  });

  it('/login, /signup and /events log no console error, and robots.txt is plain text', async () => {
    const page = await newPage(session.browser, PHONE_DEVICE);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`));
    for (const [path, ready] of [
      ['/login', 'input[name="email"]'],
      ['/signup', 'select[name="membertypeid"] option:nth-child(2)'],
      ['/events', 'article[aria-labelledby^="event-"]'],
    ] as const) {
      await page.goto(path);
      await page.locator(ready).first().waitFor({ state: 'attached', timeout: 15_000 });
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
    const robots = await page.request.get(`${baseUrl()}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    await page.context().close();
  });
});
