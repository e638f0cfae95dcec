import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, fillLogin, signInAs, newPage, pageErrors } from './support/browser';
import { signInByToken } from './support/signIn';
import { newestMail, outbox } from './support/admin';
import { newApplicant, SAMPLE_PDF } from './support/applicant';
// @ts-expect-error plain ESM test helper without types
import { pdfText } from '../api/pdf-text.mjs';

/**
 * A membership application end to end, in Chromium against the real mock API: a new person signs up, reads
 * the first password from the outbox, fills the application (a wrong NIC / birth-date pair first), adds the three records with PDFs,
 * submits; a council member records a recommendation; the administrator downloads the application PDF and
 * approves; the person signs in again as a member with a member number.
 */
const session = browserForFile();

const PDF = { ...SAMPLE_PDF, name: 'evidence.pdf' };
// Born 15 May 1992, a woman: NIC 1992636.....
const person = { ...newApplicant('Dilani', 'Karunaratne', '15/05/1992'), wrongDob: '16/05/1992' };

let applicant: Page;
let password = '';

const fillField = (page: Page, label: string, value: string) => page.getByRole('textbox', { name: label, exact: true }).fill(value);
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('a membership application, from sign-up to member', () => {
  it('signs up at /signup and gets the first password by e-mail', async () => {
    applicant = await newPage(session.browser);
    await applicant.goto('/signup');
    await fillField(applicant, 'First Name', person.firstName);
    await fillField(applicant, 'Last Name', person.lastName);
    await fillField(applicant, 'E-mail', person.email);
    await fillField(applicant, 'NIC or Passport No', person.nic);
    await fillField(applicant, 'Contact Number', '0771239876');
    await applicant.getByRole('combobox', { name: 'Member Type' }).selectOption({ label: 'Associate' });
    await applicant.getByRole('button', { name: 'Sign Up' }).click();
    await applicant.getByText(`Registration successful. Your password has been sent to ${person.email}.`).waitFor();
    const mail = await newestMail(person.email, 'Your membership application account');
    password = mail.body.match(/^Password: (\S+)$/m)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
  });

  it('logs in, lands on the application dashboard, and sees "08" for a NIC that does not match the birth date', async () => {
    await applicant.goto('/login');
    await fillLogin(applicant, person.email, password);
    await applicant.waitForURL((url) => url.pathname === '/member/application-dashboard', { timeout: 20_000 });
    await applicant.goto('/member/applicationdetails');
    const header = applicant.getByRole('region', { name: 'Applicant Details' });
    await choose(applicant, 'Title', 'Ms');
    await fillField(applicant, 'Name with Initials', 'D. M. Karunaratne');
    await fillField(applicant, 'Full Name', 'Dilani Madhavi Karunaratne');
    await fillField(applicant, 'Date of Birth', person.wrongDob);
    await fillField(applicant, 'Address Line 1', 'No. 12');
    await fillField(applicant, 'Address Line 2', 'Lake Road');
    await fillField(applicant, 'LinkedIn', 'https://www.linkedin.com/in/dilani');
    await fillField(applicant, 'WhatsApp', '0771239876');
    await header.getByRole('button', { name: 'Save', exact: true }).click();
    await applicant.getByText('Your birthday and NIC number does not match').first().waitFor();
    await fillField(applicant, 'Date of Birth', person.dob);
    await header.getByRole('button', { name: 'Save', exact: true }).click();
    await applicant.getByText('Update Successfuly').waitFor();
    await applicant.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => applicant.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe('Dilani Madhavi Karunaratne');
  });

  it('adds academic, employment and professional records with their PDFs', async () => {
    const page = applicant;
    await page.getByRole('button', { name: 'Add Academic Qualifications' }).click();
    let dialog = page.getByRole('dialog', { name: 'Academic Qualification' });
    await dialog.getByRole('combobox', { name: 'Institute' }).fill('Colombo');
    await page.getByRole('option', { name: 'University of Colombo' }).click();
    await dialog.getByRole('combobox', { name: 'Qualification' }).fill('Bachelors Hon');
    await page.getByRole('option', { name: 'Bachelors Honours' }).click();
    await dialog.getByRole('combobox', { name: /Parttime\/Fulltime|Part-time/ }).click();
    await page.getByRole('option', { name: 'Full-time' }).click();
    await dialog.getByLabel('From Date').fill('01/02/2011');
    await dialog.getByLabel('To Date').fill('30/06/2015');
    await dialog.getByLabel('Date Received').fill('15/09/2015');
    await dialog.getByTestId('file-certificate').setInputFiles({ ...PDF, name: 'degree.pdf' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Academic details creation has been success.').waitFor();
    await page.getByRole('region', { name: 'Academic Qualification Details' }).getByRole('cell', { name: 'University of Colombo' }).waitFor();

    await page.getByRole('button', { name: 'Add Employment Details' }).click();
    dialog = page.getByRole('dialog', { name: 'Work Experience' });
    await dialog.getByRole('combobox', { name: 'Company Name' }).fill('Kandy');
    await page.getByRole('option', { name: 'Kandy Consulting Partners' }).click();
    await dialog.getByRole('textbox', { name: 'Designation', exact: true }).fill('Consultant');
    await dialog.getByLabel('Start Date').fill('01/08/2015');
    await dialog.getByLabel('I am currently working in this role').check();
    await dialog.getByTestId('file-file').setInputFiles({ ...PDF, name: 'service-letter.pdf' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Employee details creation has been success.').waitFor();
    await page.getByRole('region', { name: 'Employment Details' }).getByRole('cell', { name: 'Kandy Consulting Partners' }).waitFor();

    await page.getByRole('button', { name: 'Add Professional Bodies' }).click();
    dialog = page.getByRole('dialog', { name: 'Professional Membership' });
    await dialog.getByLabel('Membership Type', { exact: false }).first().fill('Computer Society');
    await dialog.getByLabel(/Grade/).fill('Associate');
    await dialog.getByRole('combobox', { name: /Entry Method/ }).click();
    await page.getByRole('option', { name: 'Examination' }).click();
    await dialog.getByLabel('Start Date').fill('01/01/2016');
    await dialog.getByTestId('file-proffileupload').setInputFiles({ ...PDF, name: 'membership.pdf' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Professional details creation has been success.').waitFor();
    await page.getByRole('region', { name: 'Professional Membership Details' }).getByRole('cell', { name: 'Computer Society' }).waitFor();
  });

  it('submits for approval after the warning, and then sees only "Already submitted"', async () => {
    const page = applicant;
    await page.getByRole('region', { name: 'Applicant Details' }).getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit for Approval' });
    await confirm.getByText(/Council Approval/).waitFor();
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Submit Successfully').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Already submitted', { exact: true }).waitFor();
    for (const name of ['Save', 'Save and Exit', 'Submit']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Academic Qualifications' }).count()).toBe(0);
    expect(pageErrors.get(page)).toEqual([]);
  });

  let admin: Page;
  const openApplication = async () => {
    await admin.goto('/member/viewapplications');
    await admin.getByRole('textbox', { name: 'Search Data' }).fill(person.nic);
    const row = admin.getByRole('row').filter({ hasText: person.nic });
    await row.getByText('Karunaratne').first().waitFor();
    await row.getByRole('button', { name: 'View' }).click();
    await admin.waitForURL((url) => url.pathname === '/member/adminviewapplicant');
    await admin.getByText('D. M. Karunaratne').first().waitFor();
  };

  it('the administrator opens it from Approve Applications and assigns a council member', async () => {
    admin = await newPage(session.browser);
    await signInAs(admin, 'admin');
    await openApplication();
    const assign = admin.getByRole('region', { name: 'Assign Council Reviewers' });
    await assign.getByRole('combobox', { name: 'Council members' }).click();
    await admin.getByRole('option', { name: /Chandrika Wijesinghe/ }).click();
    await admin.keyboard.press('Escape');
    await assign.getByRole('button', { name: 'Assign' }).click();
    await admin.getByText('Reviewers assigned').first().waitFor();
    await admin.getByRole('region', { name: 'Committee Reviews' }).getByText('Chandrika Wijesinghe').waitFor();
  });

  it('the council member records a recommendation with a comment', async () => {
    const council = await newPage(session.browser);
    await signInByToken(council, 'staff01@example.org', 'User@123', '/member/view-application-council');
    const row = council.getByRole('row').filter({ hasText: person.nic });
    await row.getByRole('button', { name: 'View' }).click();
    const form = council.getByRole('region', { name: 'Record recommendation' });
    await form.getByRole('combobox', { name: 'Recommendation' }).click();
    await council.getByRole('option', { name: 'Recommend', exact: true }).click();
    await form.getByRole('textbox', { name: 'Comment' }).fill('Strong academic record and relevant experience.');
    await form.getByRole('button', { name: 'Save recommendation' }).click();
    await council.getByText('Recommendation saved').first().waitFor();
    expect(pageErrors.get(council)).toEqual([]);
    await council.close();
  });

  it('the administrator downloads the application PDF (name, records, review inside) and approves', async () => {
    await openApplication();
    await admin.getByRole('region', { name: 'Committee Reviews' }).getByText('Recommend', { exact: true }).waitFor();
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Dilani Karunaratne Application Details.pdf');
    const text = pdfText(await readFile(await file.path())) as string;
    for (const expected of ['Karunaratne', person.nic, 'University of Colombo', 'Kandy Consulting Partners', 'Computer Society', 'Strong academic record']) {
      expect(text).toContain(expected);
    }
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByRole('button', { name: 'Approve it!' }).click();
    await admin.getByText('Application Approved').first().waitFor();
    const approved = await vi.waitFor(async () => {
      const mail = (await outbox(person.email)).find((item) => item.subject.startsWith('Your membership application has been approved'));
      if (!mail) throw new Error('no approval mail yet');
      return mail;
    });
    expect(approved.subject).toMatch(/member number M\d{4}$/);
    expect(pageErrors.get(admin)).toEqual([]);
  });

  it('the person signs in again as a member and sees their member number', async () => {
    const page = await newPage(session.browser);
    await page.goto('/login');
    await fillLogin(page, person.email, password);
    await page.waitForURL((url) => url.pathname === '/member/member-dashboard', { timeout: 20_000 });
    const memberNo = await page.evaluate(() => JSON.parse(sessionStorage.getItem('membership') ?? 'null')?.memberNo as string | undefined);
    expect(memberNo).toMatch(/^M\d{4}$/);
    await page.goto('/user/member-profile');
    await page.getByRole('region', { name: 'Member Profile Details' }).getByText(memberNo ?? '').waitFor();
    expect(pageErrors.get(page)).toEqual([]);
  });
});
