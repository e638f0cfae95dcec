/**
 * Accessibility: the login journey and an applicant's whole membership application journey
 * (tests/e2e/application-journey.e2e.ts, up to the submission) with the keyboard alone, in Chromium against the
 * real mock API: Tab and Shift+Tab to reach each control, typing, Enter and Space to press, the arrow keys in
 * selects, autocompletes and menus, Enter on a file picker for the browser's file chooser. No click, fill, check or
 * selectOption: locators only aim the keys and read the page (support/keyboard.ts). axe-core checks the Submit for
 * Approval warning, which the accessibility sweep cannot reach.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, newPage, pageErrors } from './support/browser';
import { newestMail } from './support/admin';
import { newApplicant, SAMPLE_PDF } from './support/applicant';
import { animationsDone, axeFindings, describeFindings, OPEN_LAYER } from './support/axe';
import { activate, chooseFileWithKeys, pickWithKeys, selectWithKeys, tabTo, typeInto } from './support/keyboard';

const session = browserForFile();

// Born 2 March 1990, a woman: NIC 1990562..... (another salt than the application journey's, run beside it)
const person = newApplicant('Kavindi', 'Rajapaksha', '02/03/1990', 50_000);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Types the credentials, Tabs on to the Login button and presses `key` on it. */
async function logInWithKeys(page: Page, email: string, password: string, key: 'Enter' | ' '): Promise<void> {
  // the E-mail field has the focus when the page opens; Tab reaches it otherwise
  await tabTo(textbox(page, 'E-mail'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
  await page.keyboard.type(password);
  await activate(button(page, 'Login'), key);
}

/** Saves a record dialog with Save (Tab, Enter) and answers its "Are you sure?" with Yes. */
async function saveRecord(page: Page, success: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await activate(dialog.getByRole('button', { name: 'Save' }));
  await activate(button(page, 'Yes'));
  await page.getByText(success).first().waitFor();
}

describe('the keyboard alone', () => {
  it('logs in: Tab to the fields, type, Tab to Login and press Enter, and reaches the dashboard', async () => {
    const page = await newPage(session.browser);
    await page.goto('/login');
    await logInWithKeys(page, 'member@example.org', 'Member@123', 'Enter');
    await page.getByText('Logging in...').waitFor();
    await page.waitForURL((url) => url.pathname === '/member/member-dashboard', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Member Dashboard' }).waitFor();
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  let applicant: Page;
  let password = '';

  it('signs up at /signup: the fields, the member type select and Sign Up', async () => {
    applicant = await newPage(session.browser);
    const page = applicant;
    await page.goto('/signup');
    await typeInto(textbox(page, 'First Name'), person.firstName);
    await typeInto(textbox(page, 'Last Name'), person.lastName);
    await typeInto(textbox(page, 'E-mail'), person.email);
    await typeInto(textbox(page, 'NIC or Passport No'), person.nic);
    await typeInto(textbox(page, 'Contact Number'), '0771239877');
    // a native select: typing picks the option that starts so
    const memberType = page.getByRole('combobox', { name: 'Member Type' });
    await tabTo(memberType);
    await page.keyboard.type('Associate');
    expect(await memberType.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Associate');
    await activate(button(page, 'Sign Up'), ' ');
    await page.getByText(`Registration successful. Your password has been sent to ${person.email}.`).waitFor();
    const mail = await newestMail(person.email, 'Your membership application account');
    password = mail.body.match(/^Password: (\S+)$/m)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
  });

  it('logs in with Space on Login, and opens Application Details from the side menu', async () => {
    const page = applicant;
    await page.goto('/login');
    await logInWithKeys(page, person.email, password, ' ');
    await page.waitForURL((url) => url.pathname === '/member/application-dashboard', { timeout: 20_000 });
    await activate(page.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Application Details', exact: true }));
    await page.waitForURL((url) => url.pathname === '/member/applicationdetails');
    await page.getByRole('heading', { level: 1, name: 'Application Details' }).waitFor();
  });

  it('fills the applicant details, uploads the CV and saves', async () => {
    const page = applicant;
    const header = page.getByRole('region', { name: 'Applicant Details' });
    await selectWithKeys(header.getByRole('combobox', { name: 'Title' }), 'Ms');
    await typeInto(textbox(page, 'Name with Initials'), 'K. Rajapaksha');
    await typeInto(textbox(page, 'Full Name'), 'Kavindi Nethmini Rajapaksha');
    await typeInto(textbox(page, 'Date of Birth'), person.dob);
    await typeInto(textbox(page, 'Address Line 1'), 'No. 4');
    await typeInto(textbox(page, 'Address Line 2'), 'Temple Road');
    await typeInto(textbox(page, 'LinkedIn'), 'https://www.linkedin.com/in/kavindi');
    await typeInto(textbox(page, 'WhatsApp'), '0771239877');
    await chooseFileWithKeys(header.getByRole('button', { name: /^Upload CV/ }), { ...SAMPLE_PDF, name: 'kavindi-cv.pdf' });
    await header.getByText('kavindi-cv.pdf').waitFor();
    await activate(header.getByRole('button', { name: 'Save', exact: true }));
    await page.getByText('Update Successfuly').waitFor();
    await activate(button(page, 'OK'));
    await page.getByText('Update Successfuly').waitFor({ state: 'detached' });
  });

  it('adds the academic qualification, the employment and the professional membership, each with its PDF', async () => {
    const page = applicant;
    await activate(button(page, 'Add Academic Qualifications'));
    let dialog = page.getByRole('dialog', { name: 'Academic Qualification' });
    await pickWithKeys(dialog.getByRole('combobox', { name: 'Institute' }), 'Colombo', 'University of Colombo');
    await pickWithKeys(dialog.getByRole('combobox', { name: 'Name of the qualification' }), 'Bachelors Hon', 'Bachelors Honours');
    await selectWithKeys(dialog.getByRole('combobox', { name: /Part-time/ }), 'Full-time');
    await typeInto(dialog.getByRole('textbox', { name: 'From Date' }), '01/02/2011');
    await typeInto(dialog.getByRole('textbox', { name: 'To Date' }), '30/06/2015');
    await typeInto(dialog.getByRole('textbox', { name: 'Date Received' }), '15/09/2015');
    await chooseFileWithKeys(dialog.getByRole('button', { name: /^Choose PDF/ }), { ...SAMPLE_PDF, name: 'degree.pdf' });
    await saveRecord(page, 'Academic details creation has been success.');
    await page.getByRole('region', { name: 'Academic Qualification Details' }).getByRole('cell', { name: 'University of Colombo' }).waitFor();

    await activate(button(page, 'Add Employment Details'));
    dialog = page.getByRole('dialog', { name: 'Work Experience' });
    await pickWithKeys(dialog.getByRole('combobox', { name: /Company Name/ }), 'Kandy', 'Kandy Consulting Partners');
    await typeInto(dialog.getByRole('textbox', { name: /^Designation/ }), 'Consultant');
    await typeInto(dialog.getByRole('textbox', { name: /^Start Date/ }), '01/08/2015');
    const current = dialog.getByRole('switch', { name: 'I am currently working in this role' });
    await activate(current, ' ');
    expect(await current.isChecked()).toBe(true);
    await chooseFileWithKeys(dialog.getByRole('button', { name: /^Choose PDF/ }), { ...SAMPLE_PDF, name: 'service-letter.pdf' });
    await saveRecord(page, 'Employee details creation has been success.');
    await page.getByRole('region', { name: 'Employment Details' }).getByRole('cell', { name: 'Kandy Consulting Partners' }).waitFor();

    await activate(button(page, 'Add Professional Bodies'));
    dialog = page.getByRole('dialog', { name: 'Professional Membership' });
    await typeInto(dialog.getByRole('textbox', { name: /^Membership Type/ }), 'Computer Society');
    await typeInto(dialog.getByRole('textbox', { name: /^Grade/ }), 'Associate');
    await selectWithKeys(dialog.getByRole('combobox', { name: /Entry Method/ }), 'Examination');
    await typeInto(dialog.getByRole('textbox', { name: /^Start Date/ }), '01/01/2016');
    await chooseFileWithKeys(dialog.getByRole('button', { name: /^Choose PDF/ }), { ...SAMPLE_PDF, name: 'membership.pdf' });
    await saveRecord(page, 'Professional details creation has been success.');
    await page.getByRole('region', { name: 'Professional Membership Details' }).getByRole('cell', { name: 'Computer Society' }).waitFor();
  });

  it('submits for approval (Shift+Tab back up to Submit, Enter; Submit in the warning), and sees "Already submitted"', async () => {
    const page = applicant;
    const header = page.getByRole('region', { name: 'Applicant Details' });
    // the focus is on Add Professional Bodies, below the form: back up to its Submit
    await tabTo(header.getByRole('button', { name: 'Submit', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    const warning = page.getByRole('dialog', { name: 'Submit for Approval' });
    await warning.getByText(/Council Approval/).waitFor();
    // a dialog the accessibility sweep cannot open (the demo applicant's draft is not complete): axe it here
    await animationsDone(page);
    expect(describeFindings(await axeFindings(page, 'the Submit for Approval warning', OPEN_LAYER))).toBe('');
    await activate(warning.getByRole('button', { name: 'Submit', exact: true }));
    await page.getByText('Submit Successfully').waitFor();
    await activate(button(page, 'OK'));
    await page.getByText('Already submitted', { exact: true }).waitFor();
    expect(await button(page, 'Submit').count()).toBe(0);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
