import { describe, expect, it } from 'vitest';
import { newPage, pageErrors, sessionKeys, browserForFile } from './support/browser';
import { chooseOption, confirm, loginWith, outbox, searchTable, sideMenuLinks } from './support/admin';

/** One story: a role with ticked menus, a user holding it, authorization, and that user's menu. */
const ROLE_NAME = 'Examinerstwo';
const EMAIL = 'e2e.newuser@example.org';
const TICKED = ['Activity Log', 'Change Password', 'Global Details', 'User Profile'];

let firstPassword = '';
const session = browserForFile({ loggedInAs: 'admin' });

describe('a new role decides the menus of the users holding it', () => {
  it('creates the role with only the ticked menus and finds it with Search Data', async () => {
    await session.page.goto('/user/rolecreation');
    await session.page.getByRole('button', { name: 'Add New' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Role Details' });
    await dialog.getByLabel('Role Name').fill(ROLE_NAME);
    await dialog.getByLabel('Description').fill('Checks the global details and the log');
    await chooseOption(session.page, dialog, 'Status', 'Approved');
    await dialog.getByText('Ticked Menus are allowed for the user').waitFor();
    for (const title of TICKED) await dialog.getByRole('checkbox', { name: title, exact: true }).check();
    const post = session.page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/usermanagement/rolecreation'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirm(session.page, 'Yes');
    const payload = (await post).postDataJSON() as { userRoleName: string; roleOptions: { title: string; ticked: boolean }[] };
    expect(payload.userRoleName).toBe(ROLE_NAME);
    const tickedTitles = payload.roleOptions.filter((option) => option.ticked).map((option) => option.title);
    for (const title of TICKED) expect(tickedTitles).toContain(title);
    expect(tickedTitles).not.toContain('Role Creation');
    await session.page.getByText('Role Creation Success').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = await searchTable(session.page, ROLE_NAME);
    expect(await row.textContent()).toContain('Checks the global details and the log');
  });

  it('creates a user with that role ("Saved Successfully") and mails the first password', async () => {
    await session.page.goto('/user/usercreation');
    const form = session.page.getByRole('region', { name: 'User Details' });
    await form.getByLabel('E-mail').fill(EMAIL);
    await chooseOption(session.page, form, 'User Role', ROLE_NAME);
    await form.getByLabel('First Name').fill('Nadeesha');
    await form.getByLabel('Last Name').fill('Fernando');
    await form.getByLabel('Comments').fill('Created by the e2e suite');
    await form.getByRole('button', { name: 'Create User' }).click();
    await confirm(session.page, 'Yes');
    await session.page.getByRole('dialog').getByText('Saved Successfully').waitFor();
    const reload = session.page.waitForEvent('load');
    await session.page.getByRole('button', { name: 'OK' }).click();
    await reload;
    expect(await form.getByLabel('E-mail').inputValue()).toBe('');

    const mail = (await outbox(EMAIL)).find((item) => item.subject === 'Your institute portal account');
    firstPassword = mail?.body.match(/Password: (\S+)/)?.[1] ?? '';
    expect(firstPassword).not.toBe('');
  });

  it('the new user cannot log in while awaiting authorization', async () => {
    const page = await newPage(session.browser);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.keyboard.press('Enter');
    await page.getByText('Your account is awaiting authorization by an administrator.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await sessionKeys(page)).toEqual([]);
    await page.context().close();
  });

  it('the administrator authorizes the user ("User Authorization Success")', async () => {
    await session.page.goto('/user/userauth');
    const row = await searchTable(session.page, EMAIL);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'User Authorization' });
    await dialog.getByRole('button', { name: 'Authorize' }).click();
    await confirm(session.page, 'Approve it!');
    await session.page.getByText('User Authorization Success').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('the user sees exactly the ticked menus; an unticked admin page ends the session', async () => {
    const page = await newPage(session.browser);
    await loginWith(page, EMAIL, firstPassword, '/select-option');
    expect(await sideMenuLinks(page)).toEqual(TICKED);

    await page.getByRole('navigation', { name: 'main menu' }).getByText('Global Details', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/param/globaldata');
    await page.getByRole('button', { name: 'Update Global Details' }).waitFor();
    await page.getByText('User Login Attempts').waitFor();

    await page.goto('/user/rolecreation');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('You do not have access to that page. Please sign in again.').waitFor();
    expect(await sessionKeys(page)).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
