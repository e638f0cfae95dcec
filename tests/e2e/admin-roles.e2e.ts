import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, pageErrors } from './support/browser';
import { chooseOption, confirm, requestsDuring, searchTable } from './support/admin';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await loginAs(page, 'admin');
});
afterAll(async () => browser?.close());

const openRoleDialog = async () => {
  await page.goto('/user/rolecreation');
  await page.getByRole('button', { name: 'Add New' }).click();
  return page.getByRole('dialog', { name: 'Role Details' });
};

describe('Role Creation (/user/rolecreation)', () => {
  it('a role still held by users cannot be deleted: the server says why and the role stays', async () => {
    await page.goto('/user/rolecreation');
    const row = await searchTable(page, 'Council');
    const del = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/usermanagement/deleterole/'),
    );
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete it!');
    expect(await (await del).json()).toMatchObject({ statusCode: '02' });
    await page.getByText('This role is assigned to 3 user(s) and cannot be deleted').waitFor();
    expect(await page.getByText('Role Delete Success').count()).toBe(0);
    await page.reload();
    await searchTable(page, 'Council');
  });

  it('the dialog shows each rule of the role form and sends nothing while one is broken', async () => {
    const dialog = await openRoleDialog();
    const posts = await requestsDuring(page, '/usermanagement/rolecreation', async () => {
      await dialog.getByRole('button', { name: 'Save' }).click();
      for (const message of ['Role name is required', 'Role Description Required', 'Status is required']) await dialog.getByText(message).waitFor();
      await dialog.getByLabel('Role Name').fill('Role 1');
      await dialog.getByLabel('Description').fill('Digits are not letters');
      await chooseOption(page, dialog, 'Status', 'Approved');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Invalid role name: only letters allowed').waitFor();
      for (const fixed of ['Role name is required', 'Role Description Required', 'Status is required']) {
        expect(await dialog.getByText(fixed).count()).toBe(0);
      }
      expect(await page.getByText('Are you sure?').count()).toBe(0);
    });
    expect(posts).toBe(0);
  });

  it("a duplicate name (any case) is refused with the server's message and the dialog stays open", async () => {
    const dialog = await openRoleDialog();
    await dialog.getByLabel('Role Name').fill('council');
    await dialog.getByLabel('Description').fill('Same name as a seeded role');
    await chooseOption(page, dialog, 'Status', 'Approved');
    await dialog.getByRole('checkbox', { name: 'Profile', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Yes');
    await page.getByText('Role name already exists').waitFor();
    expect(await dialog.getByLabel('Role Name').inputValue()).toBe('council');
    expect(pageErrors.get(page)).toEqual([]);
  });
});
