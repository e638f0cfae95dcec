/**
 * The institute's identity in Chromium against the real mock API: the administrator changes the institute's
 * name and footer on the Global Details screen; a visitor who is not signed in sees them on /login and in the footer (from the one
 * public call of the page load), and the signed-in shell shows them in its app bar and footer after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiUrl, browserForFile, newPage, pageErrors } from './support/browser';
import { requestsDuring } from './support/admin';
import { navigate, newPhonePage, PHONE } from './support/phone';

const session = browserForFile({ loggedInAs: 'admin' });

const NEW_NAME = 'Institute of Engineering Surveyors';
const NEW_FOOTER = '© 2026 Institute of Engineering Surveyors';
const IDENTITY_CALL = '/api/institute-identity';

const footer = (page: Page) => page.getByRole('contentinfo');

/** What the public call answers now (no token). */
async function identityNow(): Promise<Record<string, string>> {
  return (await fetch(`${apiUrl()}/institute-identity`)).json() as Promise<Record<string, string>>;
}

/** The seeded identity, put back after the file: other files of the run read the seeded name. */
let before: Record<string, string>;
beforeAll(async () => {
  before = await identityNow();
});

/** The administrator's change through the Global Details screen ("Update it!", "Gmt Update Success"). */
async function updateGlobalDetails(page: Page, values: { companyName: string; footerTitle: string }): Promise<void> {
  await navigate(page, '/param/globaldata');
  await page.getByRole('button', { name: 'Update Global Details' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Company Name').fill(values.companyName);
  await dialog.getByLabel('Footer Title').fill(values.footerTitle);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('button', { name: 'Update it!' }).click();
  await page.getByText('Gmt Update Success').waitFor();
}

afterAll(async () => {
  const { companyName, footerTitle } = before;
  await updateGlobalDetails(session.page, { companyName, footerTitle });
  expect(await identityNow()).toEqual(before);
});

describe("the institute's identity (Global Details)", () => {
  it('the administrator changes companyName and footerTitle; a visitor then sees them on /login and in the footer', async () => {
    const { versionNumber } = before;
    await updateGlobalDetails(session.page, { companyName: NEW_NAME, footerTitle: NEW_FOOTER });

    const visitor = await newPage(session.browser);
    const calls = await requestsDuring(visitor, IDENTITY_CALL, async () => {
      await visitor.goto('/login');
      await visitor.getByTestId('institute-brand').getByText(NEW_NAME, { exact: true }).waitFor();
      await footer(visitor).getByText(NEW_FOOTER, { exact: false }).waitFor();
      expect(await footer(visitor).textContent()).toBe(`${NEW_FOOTER} · Version ${versionNumber}`);
      // the logo at logoPath (the portal's own /logo.svg in the seed) has loaded
      const logo = visitor.getByTestId('institute-brand').getByTestId('institute-logo');
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await visitor.title()).toBe('Welcome');
      // another public page of the same page load reuses the answer
      await visitor.getByRole('link', { name: 'Events', exact: true }).click();
      await visitor.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
      await footer(visitor).getByText(NEW_FOOTER, { exact: false }).waitFor();
      expect(await visitor.getByTestId('institute-brand').textContent()).toContain(NEW_NAME);
    });
    expect(calls).toBe(1);
    expect(pageErrors.get(visitor)).toEqual([]);
    await visitor.context().close();
  });

  it('the public call needs no token and answers only the four fields', async () => {
    const response = await fetch(`${apiUrl()}/institute-identity`);
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['companyName', 'footerTitle', 'logoPath', 'versionNumber']);
  });

  it('the signed-in shell shows the new name in the app bar and the footer after a reload', async () => {
    await session.page.reload();
    await session.page.getByRole('banner').getByText(NEW_NAME, { exact: true }).waitFor();
    await footer(session.page).getByText(NEW_FOOTER, { exact: false }).waitFor();
  });

  it('on a phone /login shows the name and footer without sideways scrolling', async () => {
    const phone = await newPhonePage(session.browser);
    await phone.goto('/login');
    await phone.getByTestId('institute-brand').getByText(NEW_NAME, { exact: true }).waitFor();
    await footer(phone).getByText(NEW_FOOTER, { exact: false }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.context().close();
  });
});
