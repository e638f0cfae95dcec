import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs, newPage, pageErrors, browserForFile } from './support/browser';
import { outbox } from './support/admin';

/**
 * Member self-service end to end, in Chromium against the real mock API: the member's own profile and records, then
 * the administrator's approval queue (evidence PDF, approve), what the member sees afterwards, and the
 * administrator's lookup by member number.
 */
const session = browserForFile({ loggedInAs: 'member' });

const PDF = { name: 'service-letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

describe('member self-service (/user/member-profile, /member/view-member-details)', () => {
  it('edits the contact number: bad input first, then "Update Successfuly"', async () => {
    const { page } = session;
    await page.goto('/user/member-profile');
    await page.getByRole('region', { name: 'Member Profile Details' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Member Profile Details' });
    await dialog.getByLabel('Contact Number').fill('12ab');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Invalid contact number').waitFor();
    await dialog.getByLabel('Contact Number').fill('0719876543');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('button', { name: 'Update it!' }).click();
    await page.getByText('Update Successfuly').waitFor();
    await page.getByRole('region', { name: 'Member Profile Details' }).getByText('0719876543').waitFor();
  });

  it('sends a change request with a service letter and lists it as pending', async () => {
    const { page } = session;
    await page.goto('/user/member-profile');
    const card = page.getByRole('region', { name: 'Membership Information Modification Request' });
    await card.getByLabel('Designation').fill('Principal Engineer');
    await card.getByRole('combobox', { name: 'Member Type' }).fill('Fel');
    await page.getByRole('option', { name: 'Fellow', exact: true }).click();
    await card.getByLabel('Remark').fill('Promoted this year');
    await card.getByTestId('file-fileupload').setInputFiles(PDF);
    await card.getByRole('button', { name: 'Request to Update' }).click();
    await page.getByText('Request successfully submitted.').waitFor();
    await card.getByRole('cell', { name: 'Principal Engineer' }).waitFor();
  });

  it('adds an employment record with a PDF; it shows as Pending and can be deleted', async () => {
    const { page } = session;
    await page.goto('/member/view-member-details');
    const table = page.getByRole('region', { name: 'Employment Details' });
    await table.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Work Experience' });
    await dialog.getByRole('combobox', { name: 'Company Name' }).fill('Kandy');
    await page.getByRole('option', { name: 'Kandy Consulting Partners' }).click();
    await dialog.getByRole('textbox', { name: 'Designation', exact: true }).fill('Audit Consultant');
    await dialog.getByLabel('Start Date').fill('01/03/2008');
    await dialog.getByLabel('End Date').fill('28/02/2009');
    await dialog.getByTestId('file-file').setInputFiles(PDF);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Employee details creation has been success.').waitFor();
    // by its own designation: other files add rows at this company for the same member
    const row = table.getByRole('row').filter({ hasText: 'Kandy Consulting Partners' }).filter({ hasText: 'Audit Consultant' });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText("You won't be able to revert this!").waitFor();
    await page.getByRole('button', { name: 'Delete it!' }).click();
    await row.waitFor({ state: 'detached' });
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('adds an employment record with its service letter, which waits for approval', async () => {
    const { page } = session;
    await page.goto('/member/view-member-details');
    const table = page.getByRole('region', { name: 'Employment Details' });
    await table.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Work Experience' });
    await dialog.getByRole('combobox', { name: 'Company Name' }).fill('Colombo Port');
    await page.getByRole('option', { name: 'Colombo Port Logistics Ltd' }).click();
    await dialog.getByRole('textbox', { name: 'Designation', exact: true }).fill('Logistics Analyst');
    await dialog.getByLabel('Start Date').fill('01/01/2010');
    await dialog.getByLabel('End Date').fill('31/12/2011');
    await dialog.getByTestId('file-file').setInputFiles({ ...PDF, name: 'port-service-letter.pdf' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Employee details creation has been success.').waitFor();
    await table.getByRole('row').filter({ hasText: 'Colombo Port Logistics Ltd' }).getByText('Pending').waitFor();
  });

  let admin: Page;
  // the queue is a declared list: a table row per pending item
  const queueItem = (text: string) => admin.getByRole('row').filter({ hasText: text });

  it("the administrator finds both in the approval queue by the member's number, opens the PDF and approves them", async () => {
    admin = await newPage(session.browser);
    await signInAs(admin, 'admin', '/member/approvemember');
    await admin.getByRole('textbox', { name: 'Search Data' }).fill('M0001');
    const request = queueItem('designation Principal Engineer');
    const record = queueItem('Logistics Analyst at Colombo Port Logistics Ltd');
    await record.waitFor();
    const download = admin.waitForEvent('download');
    await record.getByRole('button', { name: 'Download port-service-letter.pdf' }).click();
    const file = await download;
    // the row shows the uploaded name; the download is named by the server (the record's kind and id)
    expect(file.suggestedFilename()).toMatch(/^Employment record \d+\.pdf$/);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    for (const item of [request, record]) {
      // the row's approve action opens the item's decision modal
      await item.getByRole('button', { name: 'Approve', exact: true }).click();
      await admin.getByRole('dialog', { name: 'Decide' }).getByRole('button', { name: 'Approve', exact: true }).click();
      await admin.getByRole('button', { name: 'Approve it!' }).click();
      await item.waitFor({ state: 'detached' });
    }
    const subjects = (await outbox('member@example.org')).map((mail) => mail.subject);
    expect(subjects).toContain('Your change request has been approved');
    expect(subjects).toContain('Your employment record has been approved');
    expect(pageErrors.get(admin)).toEqual([]);
  });

  it('the member sees the request approved (type and designation changed) and the record Approved', async () => {
    const { page } = session;
    await page.goto('/user/member-profile');
    const profile = page.getByRole('region', { name: 'Member Profile Details' });
    await profile.getByText('Fellow', { exact: true }).waitFor();
    await profile.getByText('Principal Engineer', { exact: true }).waitFor();
    const requests = page.getByRole('region', { name: 'Membership Information Modification Request' });
    await requests.getByRole('row').filter({ hasText: 'Principal Engineer' }).getByText('Approved').waitFor();
    await page.goto('/member/view-member-details');
    const table = page.getByRole('region', { name: 'Employment Details' });
    await table.getByRole('row').filter({ hasText: 'Colombo Port Logistics Ltd' }).getByText('Approved').waitFor();
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('the administrator looks the member up by member number; an unknown number says so', async () => {
    await admin.goto('/user/memberdetails');
    await admin.getByLabel('Member Number').fill('M9999');
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByText('No member found with member number M9999.').waitFor();
    await admin.getByLabel('Member Number').fill('M0001');
    await admin.getByRole('button', { name: 'Search' }).click();
    const details = admin.getByRole('region', { name: 'Member Details' });
    await details.getByText('Kasun Jayawardena').waitFor();
    await details.getByText('Principal Engineer').waitFor();
    const employment = admin.getByRole('region', { name: 'Employment Details' });
    await employment.getByRole('row').filter({ hasText: 'Colombo Port Logistics Ltd' }).getByText('Approved').waitFor();
    expect(pageErrors.get(admin)).toEqual([]);
    await admin.context().close();
  });
});
