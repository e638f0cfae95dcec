import { describe, expect, it } from 'vitest';
import { pageErrors, browserForFile } from './support/browser';

/** The member's own profile and records in Chromium against the real mock API (issue 8). */
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
    await dialog.getByLabel('Designation', { exact: true }).fill('Consultant');
    await dialog.getByLabel('Start Date').fill('01/03/2008');
    await dialog.getByLabel('End Date').fill('28/02/2009');
    await dialog.getByTestId('file-file').setInputFiles(PDF);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Employee details creation has been success.').waitFor();
    const row = table.getByRole('row').filter({ hasText: 'Kandy Consulting Partners' });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText("You won't be able to revert this!").waitFor();
    await page.getByRole('button', { name: 'Delete it!' }).click();
    await row.waitFor({ state: 'detached' });
    expect(pageErrors.get(page)).toEqual([]);
  });
});
