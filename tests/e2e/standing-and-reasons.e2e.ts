import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, newPage, signInAs } from './support/browser';
import { documentWidth, DESKTOP, PHONE, PHONE_DEVICE } from './support/phone';

/**
 * What members and staff read of a membership and of a decision, in Chromium against the real mock API: M0001
 * (paid to 2024) reads "Lapsed" beside "Valid till 31/12/2024" on the member's dashboard and in every staff view
 * of the member; a rejected record shows its reason and the day of the rejection at 375 px and 1366 px; and
 * staff correct a published news item.
 */
const session = browserForFile();
const SHOTS = '/tmp/standing-shots';
mkdirSync(SHOTS, { recursive: true });

const REASON = 'Reason: The evidence does not match the record';
const REJECTED_ON = 'Rejected on 16/01/2026';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function memberViews(page: Page, width: number) {
  await signInAs(page, 'member');
  const card = page.getByRole('region', { name: 'Membership' });
  await card.getByText('31/12/2024').waitFor();
  await card.getByText('Lapsed', { exact: true }).waitFor();
  expect(await card.getByText('Active', { exact: true }).count()).toBe(0);
  await shot(page, `member-dashboard-${width}`);

  await page.goto('/member/view-member-details');
  const employment = page.getByRole('region', { name: 'Employment Details' });
  await employment.getByText(REASON).waitFor();
  await employment.getByText(REJECTED_ON).first().waitFor();
  expect(await employment.getByText(REASON).isVisible()).toBe(true);
  expect(await documentWidth(page)).toBeLessThanOrEqual(width);
  await shot(page, `member-records-${width}`);
}

describe('standing and rejection reasons', () => {
  it('the member reads Lapsed beside Valid till 31/12/2024, and a rejected record with its reason and day, at 375 and 1366 px', async () => {
    const phone = await newPage(session.browser, PHONE_DEVICE);
    await memberViews(phone, PHONE.width);
    const desktop = await newPage(session.browser, { viewport: DESKTOP });
    await memberViews(desktop, DESKTOP.width);
  });

  it('staff read M0001 as Lapsed in the member view, the lookup and the members table, and correct a published news item', async () => {
    const page = await newPage(session.browser, { viewport: DESKTOP });
    await signInAs(page, 'admin', '/member/adminviewmember?memberID=1');
    const details = page.getByRole('region', { name: 'Member Details' });
    await details.getByText('Lapsed', { exact: true }).waitFor();
    await details.getByText('31/12/2024').waitFor();
    await shot(page, 'staff-member-1366');

    await page.goto('/user/memberdetails');
    await page.getByLabel('Member Number').fill('M0001');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Lapsed', { exact: true }).first().waitFor();

    await page.goto('/member/viewmembers');
    const row = page.getByRole('row', { name: /M0001/ });
    await row.getByText('Lapsed', { exact: true }).waitFor();

    await page.goto('/member/news-feed');
    const first = page.getByRole('row').nth(1);
    await first.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit news' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await title.fill('Corrected: office hours from December');
    await dialog.getByRole('button', { name: /^(Save|Update)$/ }).click();
    const confirm = page.getByRole('button', { name: 'Update it!' });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await page.getByText('News has been updated').first().waitFor();
    await page.getByRole('cell', { name: 'Corrected: office hours from December' }).waitFor();
    await shot(page, 'staff-news-edited-1366');
  });
});
