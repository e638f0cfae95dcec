/**
 * Applications as staff and applicants meet them every day, in Chromium against the mock API: an applicant
 * without LinkedIn or WhatsApp saves a draft, and the NIC and date of birth are read-only once stored; staff open
 * an approved and a rejected application read-only from the list, filter it by status, find a list (not an empty
 * notice) behind the "Applicant Details" menu item, and edit an employment row of an applicant they register;
 * Approve Applications keeps Status and View in sight at 1366 px and its cards name the row at 375 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, fillLogin, signInAs, newPage, pageErrors } from './support/browser';
import { newestMail } from './support/admin';
import { newApplicant, SAMPLE_PDF } from './support/applicant';
import { newPhonePage, settled } from './support/phone';

const session = browserForFile();
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/applications-quality');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Chooses a status in the list's Status filter (behind a Filters button when the list keeps one). */
async function filterByStatus(page: Page, status: string) {
  const filters = page.getByRole('button', { name: /^Filters/ });
  if ((await filters.count()) > 0 && (await page.getByRole('combobox', { name: 'Status' }).count()) === 0) await filters.first().click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0);
}

const statusCells = (page: Page) => page.locator('tbody tr [data-status]').allTextContents();

describe('applications: open any, filter, one screen per menu item (1366 px)', () => {
  it('Approve Applications keeps Status and View in sight, newest first, filters by status and opens decided ones read-only', async () => {
    const page = await newPage(session.browser);
    await signInAs(page, 'admin', '/member/viewapplications');
    await settled(page, 'Approve Applications');
    await page.locator('tbody tr').first().waitFor();
    await shot(page, 'approve-applications-1366');

    // Status and the row action within the 1366 px viewport, and nothing scrolls sideways
    const right = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box ? box.x + box.width : Infinity;
    };
    expect(await right(page.getByRole('columnheader', { name: 'Status' }))).toBeLessThanOrEqual(1366);
    expect(await right(page.locator('tbody tr').first().getByRole('button', { name: 'View' }))).toBeLessThanOrEqual(1366);
    const sideways = await page.evaluate(() => {
      const wide: string[] = [];
      for (let el: HTMLElement | null = document.querySelector('table'); el; el = el.parentElement) {
        if (el.scrollWidth > el.clientWidth + 1) wide.push(`${el.tagName}.${el.className}`.slice(0, 80));
      }
      return wide;
    });
    expect(sideways).toEqual([]);

    // newest first: the created dates (dd.MM.yyyy, h:mm a) of the page fall
    const dates = await page.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const [d, m, y] = (row.textContent?.match(/(\d{2})\.(\d{2})\.(\d{4})/) ?? []).slice(1);
        return `${y}-${m}-${d}`;
      }),
    );
    expect(dates).toEqual([...dates].sort().reverse());

    // every row has View; an approved application opens read-only
    await filterByStatus(page, 'Approved');
    await expect.poll(() => statusCells(page)).not.toEqual([]);
    expect(new Set(await statusCells(page))).toEqual(new Set(['Approved']));
    await page.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
    await page.waitForURL((url) => url.pathname === '/member/adminviewapplicant' && url.searchParams.has('userId'));
    const details = page.getByRole('region', { name: 'Applicant Details' });
    await details.getByText('Approved', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /Full Name|NIC or Passport No/ }).count()).toBe(0);
    await shot(page, 'approved-application-1366');

    // a rejected one too
    await page.getByRole('link', { name: 'Back to Approve Applications' }).click();
    await settled(page, 'Approve Applications');
    await filterByStatus(page, 'Rejected');
    await expect.poll(async () => new Set(await statusCells(page))).toEqual(new Set(['Rejected']));
    await page.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
    await page.getByRole('region', { name: 'Applicant Details' }).getByText('Rejected', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);

    // the "Applicant Details" menu item lists the applications to open, never "No application is selected"
    await page.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Applicant Details', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/member/adminviewapplicant' && !url.search);
    const picker = page.getByRole('region', { name: 'Choose an application to open' });
    await picker.locator('tbody tr').first().waitFor();
    expect(await page.getByText(/No application is selected/).count()).toBe(0);
    await shot(page, 'applicant-details-menu-1366');
    await picker.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
    await page.getByRole('region', { name: 'Applicant Details' }).waitFor();
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('at 375 px the cards name each application: name, NIC and status', async () => {
    const page = await newPhonePage(session.browser);
    await signInAs(page, 'admin', '/member/viewapplications');
    await settled(page, 'Approve Applications');
    const card = page.locator('.MuiListItem-root').filter({ has: page.locator('[data-status]') }).first();
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toMatch(/\d{12}|\d{9}[VvXx]/); // the NIC
    expect(await card.locator('[data-status]').textContent()).toMatch(/Submitted|Draft|Approved|Rejected|Under Council Review/);
    expect(text).toMatch(/[A-Z][a-z]+ [A-Z][a-z]+/); // the applicant's name
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'approve-applications-375');
  });
});

describe('applicant and staff forms', () => {
  it('an applicant without LinkedIn or WhatsApp saves a draft; the NIC and date of birth are then read-only', async () => {
    const person = newApplicant('Sanduni', 'Wickramasinghe', '21/03/1994', 7);
    const page = await newPage(session.browser);
    await page.goto('/signup');
    await textbox(page, 'First Name').fill(person.firstName);
    await textbox(page, 'Last Name').fill(person.lastName);
    await textbox(page, 'E-mail').fill(person.email);
    await textbox(page, 'NIC or Passport No').fill(person.nic);
    await textbox(page, 'Contact Number').fill('0771239870');
    await page.getByRole('combobox', { name: 'Member Type' }).selectOption({ label: 'Associate' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(`Registration successful. Your password has been sent to ${person.email}.`).waitFor();
    const password = (await newestMail(person.email, 'Your membership application account')).body.match(/^Password: (\S+)$/m)?.[1] ?? '';
    await page.goto('/login');
    await fillLogin(page, person.email, password);
    await page.waitForURL((url) => url.pathname === '/member/application-dashboard', { timeout: 20_000 });
    // one menu item for the one application form
    const menu = page.getByRole('navigation', { name: 'main menu' });
    await menu.getByRole('link', { name: 'Application Details', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Application Details', exact: true }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Membership Application', exact: true }).count()).toBe(0);
    await page.goto('/member/applicationdetails');
    const header = page.getByRole('region', { name: 'Applicant Details' });
    await header.getByRole('combobox', { name: 'Title' }).click();
    await page.getByRole('option', { name: 'Ms', exact: true }).click();
    await textbox(page, 'Name with Initials').fill('S. Wickramasinghe');
    await textbox(page, 'Full Name').fill('Sanduni Wickramasinghe');
    await textbox(page, 'Date of Birth').fill(person.dob);
    await textbox(page, 'Address Line 1').fill('No. 9');
    await textbox(page, 'Address Line 2').fill('Lake Road');
    expect(await textbox(page, 'LinkedIn').inputValue()).toBe('');
    expect(await textbox(page, 'WhatsApp').inputValue()).toBe('');
    await header.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Update Successfuly').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => textbox(page, 'Full Name').inputValue()).toBe('Sanduni Wickramasinghe');
    expect(await textbox(page, 'NIC or Passport No').getAttribute('readonly')).not.toBeNull();
    // the date of birth locks once the saved record is read back: the typed name above is there before that
    await expect.poll(() => textbox(page, 'Date of Birth').getAttribute('readonly'), { timeout: 10_000 }).not.toBeNull();
    expect(await textbox(page, 'Full Name').getAttribute('readonly')).toBeNull();
    await shot(page, 'applicant-draft-1366');
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('staff registering an applicant edit the employment row they added', async () => {
    const person = newApplicant('Tharindu', 'Senanayake', '02/07/1990', 11);
    const page = await newPage(session.browser);
    await signInAs(page, 'admin', '/member/adminapplicantregistration');
    await textbox(page, 'First Name').fill(person.firstName);
    await textbox(page, 'Last Name').fill(person.lastName);
    await textbox(page, 'E-mail').fill(person.email);
    await textbox(page, 'NIC or Passport No').fill(person.nic);
    await textbox(page, 'Contact Number').fill('0771239871');
    await page.getByRole('combobox', { name: 'Member Type' }).selectOption({ label: 'Associate' });
    await page.getByRole('button', { name: 'Register Applicant' }).click();
    await page.getByRole('region', { name: 'Applicant Details' }).waitFor();

    await page.getByRole('button', { name: 'Add Employment Details' }).click();
    let dialog = page.getByRole('dialog', { name: 'Work Experience' });
    await dialog.getByRole('combobox', { name: 'Company Name' }).fill('Kandy');
    await page.getByRole('option', { name: 'Kandy Consulting Partners' }).click();
    await dialog.getByRole('textbox', { name: 'Designation', exact: true }).fill('Consultant');
    await dialog.getByLabel('Start Date').fill('01/08/2015');
    await dialog.getByLabel('I am currently working in this role').check();
    await dialog.getByTestId('file-file').setInputFiles({ ...SAMPLE_PDF, name: 'service-letter.pdf' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    const employment = page.getByRole('region', { name: 'Employment Details' });
    const row = employment.locator('tbody tr').filter({ hasText: 'Kandy Consulting Partners' });
    await row.waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Work Experience' });
    await dialog.getByRole('textbox', { name: 'Designation', exact: true }).fill('Senior Consultant');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('button', { name: 'Update it!' }).click();
    await employment.getByRole('cell', { name: 'Senior Consultant' }).waitFor();
    expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(1);
    await shot(page, 'staff-employment-edit-1366');
    expect(pageErrors.get(page)).toEqual([]);
  });
});
