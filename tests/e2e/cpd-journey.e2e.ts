import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, pageErrors, signedInPage } from './support/browser';
import { confirm, newestMail } from './support/admin';
// @ts-expect-error plain ESM test helper without types
import { pdfText } from '../api/pdf-text.mjs';

/**
 * CPD end to end, in Chromium against the real mock API: a member with no CPD registration
 * (user04, M0002) registers; the administrator tries to reject without a comment (the §8 message), then
 * approves with one (the decision mail lands in the outbox); the member adds a development goal (too
 * short first), logs two activities with evidence PDFs, sees the hours on the CPD profile and downloads
 * the transcript, which lists both activities.
 */
const session = browserForFile();

const MEMBER = { email: 'user04@example.org', password: 'User@123', memberNo: 'M0002' };
const ADMIN = { email: 'admin@example.org', password: 'Admin@123' };
const ACTIVITIES = [
  { title: 'Structural Eurocodes seminar', category: /^Formal learning/, hours: '3', provider: 'Institute of Engineers' },
  { title: 'Reading: bridge inspection guide', category: /^Informal learning/, hours: '2.5', provider: 'Road Development Authority' },
];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const two = (n: number) => String(n).padStart(2, '0');
const formDate = (date: Date) => `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
const today = new Date();
const inDays = (days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);

const signIn = (email: string, password: string, path?: string): Promise<Page> => signedInPage(session.browser, email, password, path);

async function pick(page: Page, scope: Page | Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

let member: Page;

describe('CPD, from registration to transcript', () => {
  it('a member with no registration registers for CPD and is Pending', async () => {
    member = await signIn(MEMBER.email, MEMBER.password, '/cpd/member-registration');
    await member.getByLabel('CPD Start Date').fill(formDate(today));
    await pick(member, member, 'Primary Skill', 'Engineering');
    await pick(member, member, 'Entry Level', /^Professional/);
    await member.getByRole('button', { name: 'Register', exact: true }).click();
    await member.getByText('Your CPD registration has been submitted for approval').first().waitFor();
    await member.getByText('Pending', { exact: true }).first().waitFor();
    expect(pageErrors.get(member)).toEqual([]);
  });

  it('the administrator cannot reject without a comment, then approves with one; the member is mailed', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password, '/member/approvecpdmembership');
    await admin.getByRole('textbox', { name: 'Search Data' }).fill(MEMBER.memberNo);
    const row = admin.getByRole('row').filter({ hasText: MEMBER.memberNo });
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'CPD Membership Approve' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Please add a comment before reject').waitFor();
    await dialog.getByLabel('Comment').fill('Start date and skills confirmed; welcome to the CPD scheme.');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm(admin, 'Approve it!');
    await admin.getByText('Member has been approved successfully').first().waitFor();
    await row.getByText('Approved', { exact: true }).waitFor();
    const mail = await newestMail(MEMBER.email, 'CPD registration approved');
    expect(mail.body).toContain('welcome to the CPD scheme');
    expect(pageErrors.get(admin)).toEqual([]);
    await admin.close();
  });

  it('the member adds a development goal: a too-short title is refused first', async () => {
    await member.goto('/cpd/developmentgoals');
    await member.getByText('View Development Goal Details').waitFor();
    await member.getByRole('button', { name: 'Add Development Goal' }).click();
    const dialog = member.getByRole('dialog', { name: 'Add Development Goal' });
    await dialog.getByLabel('Goal Title').fill('Lean');
    await dialog.getByLabel('Goal Description').fill('Design bridges to the Eurocodes with confidence');
    await dialog.getByLabel('Keywords').fill('eurocodes, bridges');
    await dialog.getByLabel('Desired Outcome').fill('Lead the design of a highway bridge');
    await dialog.getByLabel('Start Date').fill(formDate(inDays(-30)));
    await dialog.getByLabel('End Date').fill(formDate(inDays(300)));
    await pick(member, dialog, 'Status', 'In Progress');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Please provide a valid goal title (Minimum is 5 characters)').waitFor();
    await dialog.getByLabel('Goal Title').fill('Bridge design to Eurocodes');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(member, 'Yes');
    await member.getByText('Your development goal has been saved successfully').first().waitFor();
    await member.getByRole('cell', { name: 'Bridge design to Eurocodes' }).waitFor();
  });

  it('logs two activities with evidence PDFs', async () => {
    await member.goto('/cpd/activities');
    for (const activity of ACTIVITIES) {
      await member.getByRole('button', { name: 'Add Activity' }).click();
      const dialog = member.getByRole('dialog', { name: 'Add CPD Activity' });
      await dialog.getByLabel(/^Title/).fill(activity.title);
      await pick(member, dialog, 'Category', activity.category);
      await dialog.getByLabel(/^Date/).fill(formDate(today));
      await dialog.getByLabel(/^Hours/).fill(activity.hours);
      await dialog.getByLabel(/^Provider/).fill(activity.provider);
      await pick(member, dialog, 'Development Goal', 'Bridge design to Eurocodes');
      await pick(member, dialog, 'Status', 'Completed');
      await dialog.getByTestId('file-evidenceFile').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await confirm(member, 'Yes');
      await member.getByText('Your CPD activity has been saved successfully').first().waitFor();
      await member.getByRole('cell', { name: activity.title }).waitFor();
    }
    expect(pageErrors.get(member)).toEqual([]);
  });

  it('sees the hours on the CPD profile and downloads the transcript listing both activities', async () => {
    await member.goto('/cpd/cpd-member-profile');
    await member.getByText('5.5 of 20 hours').waitFor();
    await member.getByText('Approved', { exact: true }).first().waitFor();
    const download = member.waitForEvent('download');
    await member.getByRole('button', { name: 'CPD transcript' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`CPD Transcript ${today.getFullYear()} - ${MEMBER.memberNo}.pdf`);
    const text = pdfText(await readFile(await file.path())) as string;
    for (const activity of ACTIVITIES) expect(text).toContain(activity.title);
    expect(text).toContain(MEMBER.memberNo);
    expect(pageErrors.get(member)).toEqual([]);
    await member.close();
  });
});
