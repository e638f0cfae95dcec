import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, pageErrors } from './support/browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await loginAs(page, 'admin');
});
afterAll(async () => browser?.close());

const openUpdateDialog = async () => {
  await page.getByRole('button', { name: 'Update Global Details' }).click();
  return page.getByRole('dialog');
};

describe('Global Details (/param/globaldata)', () => {
  it('updates record 3 after "Update it!" and shows "Gmt Update Success"', async () => {
    await page.goto('/param/globaldata');
    await page.getByText('The Institute', { exact: true }).first().waitFor();
    const dialog = await openUpdateDialog();
    await dialog.getByLabel('Company Name').fill('The Institute of Testing');
    const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/para/globaldetails'));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Are you sure?').waitFor();
    await page.getByRole('button', { name: 'Update it!' }).click();
    const payload = (await put).postDataJSON();
    expect(payload.gid).toBe('3');
    expect(payload.companyName).toBe('The Institute of Testing');
    await page.getByText('Gmt Update Success').waitFor();
    await page.getByText('The Institute of Testing', { exact: true }).first().waitFor();
    await page.reload();
    await page.getByText('The Institute of Testing', { exact: true }).first().waitFor();
  });

  it("shows the server's message when the update is refused ('02')", async () => {
    await page.goto('/param/globaldata');
    const dialog = await openUpdateDialog();
    await dialog.getByLabel('User Login Attempts').fill('0');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('button', { name: 'Update it!' }).click();
    await page.getByText('User login attempts must be a whole number from 1 to 20').waitFor();
    expect(pageErrors.get(page)).toEqual([]);
  });
});
