import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, fillLogin, signInAs, newPage, pageErrors } from './support/browser';
import { confirm, newestMail } from './support/admin';
import { newApplicant } from './support/applicant';
import { DESKTOP, inViewport, PHONE, PHONE_DEVICE } from './support/phone';

/**
 * Dates on a phone and a refused save that shows its problem, in Chromium against the real mock API at 375 px
 * with touch: a CPD activity's date typed as bare digits (a phone's number pad has no "/") saves; its calendar
 * picks a day; the activity form gives the title a row of its own at 375 and 1366 px. On Application Details a
 * birth date that does not match the NIC, saved from the bottom of the long form, brings the NIC field into
 * view with the focus in it and says how many fields need attention.
 */
const session = browserForFile();

const two = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const todayDigits = `${two(today.getDate())}${two(today.getMonth() + 1)}${today.getFullYear()}`;
const todayText = `${two(today.getDate())}/${two(today.getMonth() + 1)}/${today.getFullYear()}`;

/** With SWEEP_SCREENSHOTS=1 the screens are kept in test-results/dates/ to be looked at. */
async function keep(page: Page, name: string): Promise<void> {
  if (process.env.SWEEP_SCREENSHOTS !== '1') return;
  const dir = path.resolve(import.meta.dirname, '../../test-results/dates');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const widthOf = async (locator: Locator): Promise<number> => (await locator.boundingBox())?.width ?? 0;

describe('dates typed with digits, a calendar one tap away, and a refused save that shows where', () => {
  it('on a phone a CPD activity date typed as digits saves; the calendar picks a day; the title has its row', async () => {
    const page = await newPage(session.browser, PHONE_DEVICE);
    await signInAs(page, 'member', '/cpd/activities');
    await page.getByRole('button', { name: 'Add Activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add CPD Activity' });
    const title = dialog.getByLabel(/^Title/);
    const date = dialog.getByRole('textbox', { name: /^Date/ });
    const activity = `Site visit, digits typed ${Date.now() % 100_000}`;
    await title.fill(activity);
    expect(await date.getAttribute('inputmode')).toBe('numeric');
    await date.tap();
    await date.pressSequentially(todayDigits);
    expect(await date.inputValue()).toBe(todayText);
    // the title is not squeezed beside the date: it is the form's full width, the date no wider than it
    expect(await widthOf(title)).toBeGreaterThan(PHONE.width - 80);
    expect(await widthOf(title)).toBeGreaterThanOrEqual(await widthOf(date));
    await pick(page, dialog, 'Category', /^Formal learning/);
    await dialog.getByLabel(/^Hours/).fill('2');
    await dialog.getByLabel(/^Provider/).fill('Institute of Engineers');
    await pick(page, dialog, 'Status', 'Completed');
    // a long category does not widen the form past the phone's width
    const content = dialog.locator('.MuiDialogContent-root');
    expect(await content.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await keep(page, 'cpd-activity-375');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(page, 'Yes');
    await page.getByText('Your CPD activity has been saved successfully').first().waitFor();

    // the calendar: one tap on its button, a tap on a day
    await page.getByRole('button', { name: 'Add Activity' }).click();
    await dialog.getByRole('button', { name: 'Choose date' }).tap();
    const calendar = page.getByRole('dialog', { name: 'Choose date' });
    await calendar.getByRole('gridcell', { name: '1', exact: true }).waitFor();
    expect(await inViewport(calendar, PHONE)).toBe(true);
    await keep(page, 'calendar-375');
    await calendar.getByRole('gridcell', { name: '1', exact: true }).tap();
    await calendar.waitFor({ state: 'detached' });
    expect(await date.inputValue()).toBe(`01/${two(today.getMonth() + 1)}/${today.getFullYear()}`);

    // at 1366 px the title keeps a row of its own, twice the date's width
    await page.setViewportSize(DESKTOP);
    // both widths read in the same poll: the dialog lays itself out again after the resize, the date field too
    await expect.poll(async () => (await widthOf(title)) - 2 * (await widthOf(date)), { timeout: 10_000 }).toBeGreaterThan(-40);
    await keep(page, 'cpd-activity-1366');
    await dialog.getByRole('button', { name: 'Choose date' }).click();
    await calendar.getByRole('gridcell', { name: '1', exact: true }).waitFor();
    await keep(page, 'calendar-1366');
    await page.keyboard.press('Escape');
    expect(pageErrors.get(page)).toEqual([]);
    await page.close();
  });

  it('on Application Details a birth date that does not match the NIC: Save brings the NIC field into view, focused, and counts it', async () => {
    const person = newApplicant('Sewwandi', 'Perera', '15/05/1992', 7);
    const page = await newPage(session.browser, PHONE_DEVICE);
    await page.goto('/signup');
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await field('First Name').fill(person.firstName);
    await field('Last Name').fill(person.lastName);
    await field('E-mail').fill(person.email);
    await field('NIC or Passport No').fill(person.nic);
    await field('Contact Number').fill('0771239876');
    await page.getByRole('combobox', { name: 'Member Type' }).selectOption({ label: 'Associate' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(`Registration successful. Your password has been sent to ${person.email}.`).waitFor();
    const mail = await newestMail(person.email, 'Your membership application account');
    await page.goto('/login');
    await fillLogin(page, person.email, mail.body.match(/^Password: (\S+)$/m)?.[1] ?? '');
    await page.waitForURL((url) => url.pathname === '/member/application-dashboard', { timeout: 20_000 });
    await page.goto('/member/applicationdetails');
    const header = page.getByRole('region', { name: 'Applicant Details' });
    await header.getByRole('combobox', { name: 'Title' }).click();
    await page.getByRole('option', { name: 'Ms', exact: true }).click();
    await field('Name with Initials').fill('S. Perera');
    await field('Full Name').fill('Sewwandi Perera');
    await field('Address Line 1').fill('No. 4');
    await field('Address Line 2').fill('Temple Road');
    await field('LinkedIn').fill('https://www.linkedin.com/in/sewwandi');
    await field('WhatsApp').fill('0771239876');
    // the wrong day, typed as digits on the phone's number pad
    const dob = field('Date of Birth');
    await dob.tap();
    await dob.pressSequentially('16051992');
    expect(await dob.inputValue()).toBe('16/05/1992');
    const save = header.getByRole('button', { name: 'Save', exact: true });
    await save.scrollIntoViewIfNeeded();
    const nic = field('NIC or Passport No');
    expect(await inViewport(nic, PHONE)).toBe(false);
    await save.tap();
    await header.getByText('Your birthday and NIC number does not match').waitFor();
    await expect.poll(() => nic.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => inViewport(nic, PHONE)).toBe(true);
    await expect.poll(() => header.getByTestId('form-attention').textContent()).toBe('1 field needs attention');
    await keep(page, 'application-refused-375');
    expect(pageErrors.get(page)).toEqual([]);
    await page.close();
  });
});
