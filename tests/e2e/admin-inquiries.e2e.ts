import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs, newPage, pageErrors, browserForFile } from './support/browser';
import { confirm, outbox, searchTable, tableRow } from './support/admin';

const INQUIRY = {
  name: 'Kamala Perera',
  email: 'e2e.inquirer@example.org',
  subject: 'Locked out after the renewal',
  message: 'I renewed my membership yesterday and now the portal says my credentials are invalid.',
};

let inquiryId = 0;
const session = browserForFile();

describe('inquiries: public form -> administrator -> activity log', () => {
  it('a visitor sends an inquiry from /user-inquiry-form and is told it was received', async () => {
    const page = await newPage(session.browser);
    await page.goto('/user-inquiry-form');
    await page.getByLabel('Name', { exact: true }).fill(INQUIRY.name);
    await page.getByLabel('E-mail', { exact: true }).fill(INQUIRY.email);
    await page.getByLabel('Subject', { exact: true }).fill(INQUIRY.subject);
    await page.getByLabel('Message', { exact: true }).fill(INQUIRY.message);
    const post = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/inquiries'));
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    inquiryId = ((await (await post).json()) as { inquiryId: number }).inquiryId;
    await page.getByText('Your inquiry has been received. We will contact you by e-mail.').waitFor();
    expect((await outbox(INQUIRY.email)).map((mail) => mail.subject)).toContain(`We received your inquiry #${inquiryId}`);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  let admin: Page;
  it('the administrator finds it at /user/inquiries and marks it handled (Open -> Handled)', async () => {
    admin = await newPage(session.browser);
    await signInAs(admin, 'admin', '/user/inquiries');
    const row = await searchTable(admin, INQUIRY.subject);
    expect(await row.getByText('Open', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Mark as handled' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Mark Inquiry as Handled' });
    await dialog.getByLabel('Note').fill('Password reset explained by e-mail');
    const put = admin.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/para/inquiries'));
    await dialog.getByRole('button', { name: 'Mark as handled' }).click();
    await confirm(admin, 'Update it!');
    expect((await put).postDataJSON()).toMatchObject({ inquiryId, status: 2, note: 'Password reset explained by e-mail' });
    await admin.getByText('Inquiry marked as handled').waitFor();
    await row.getByText('Handled', { exact: true }).waitFor();
    expect(await row.getByText('Open', { exact: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Mark as handled' }).count()).toBe(0);
  });

  it("the activity log lists the change (filter 'inquiry')", async () => {
    await admin.goto('/user/activity-log');
    const filtered = admin.waitForResponse((response) => response.url().includes('/api-log/list') && response.url().includes('filterText=inquiry'));
    await admin.getByRole('textbox', { name: 'Search Data' }).fill('inquiry');
    const { data } = (await (await filtered).json()) as { data: { entity: string; detail: string }[] };
    expect(data.length).toBeGreaterThan(0);
    for (const entry of data) expect(`${entry.entity} ${entry.detail}`.toLowerCase()).toContain('inquiry');
    const row = tableRow(admin, `Inquiry #${inquiryId} marked as handled`);
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual(expect.arrayContaining(['admin@example.org', 'update', 'inquiry', String(inquiryId)]));
    expect(pageErrors.get(admin)).toEqual([]);
  });
});
