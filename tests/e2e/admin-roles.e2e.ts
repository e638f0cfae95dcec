import { describe, expect, it } from 'vitest';
import { pageErrors, browserForFile } from './support/browser';
import { chooseOption, confirm, requestsDuring, searchTable } from './support/admin';

const session = browserForFile({ loggedInAs: 'admin' });

const openRoleDialog = async () => {
  await session.page.goto('/user/rolecreation');
  await session.page.getByRole('button', { name: 'Add New' }).click();
  return session.page.getByRole('dialog', { name: 'Role Details' });
};

describe('Role Creation (/user/rolecreation)', () => {
  it('a role still held by users cannot be deleted: the server says why and the role stays', async () => {
    await session.page.goto('/user/rolecreation');
    const row = await searchTable(session.page, 'Council');
    const del = session.page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/usermanagement/deleterole/'),
    );
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm(session.page, 'Delete it!');
    expect(await (await del).json()).toMatchObject({ statusCode: '02' });
    await session.page.getByText('This role is assigned to 3 user(s) and cannot be deleted').waitFor();
    expect(await session.page.getByText('Role Delete Success').count()).toBe(0);
    await session.page.reload();
    await searchTable(session.page, 'Council');
  });

  it('the dialog shows each rule of the role form and sends nothing while one is broken', async () => {
    const dialog = await openRoleDialog();
    const posts = await requestsDuring(session.page, '/usermanagement/rolecreation', async () => {
      await dialog.getByRole('button', { name: 'Save' }).click();
      for (const message of ['Role name is required', 'Role Description Required', 'Status is required']) await dialog.getByText(message).waitFor();
      await dialog.getByLabel('Role Name').fill('Role 1');
      await dialog.getByLabel('Description').fill('Digits are not letters');
      await chooseOption(session.page, dialog, 'Status', 'Approved');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Invalid role name: only letters allowed').waitFor();
      for (const fixed of ['Role name is required', 'Role Description Required', 'Status is required']) {
        expect(await dialog.getByText(fixed).count()).toBe(0);
      }
      expect(await session.page.getByText('Are you sure?').count()).toBe(0);
    });
    expect(posts).toBe(0);
  });

  it("a duplicate name (any case) is refused with the server's message and the dialog stays open", async () => {
    const dialog = await openRoleDialog();
    await dialog.getByLabel('Role Name').fill('council');
    await dialog.getByLabel('Description').fill('Same name as a seeded role');
    await chooseOption(session.page, dialog, 'Status', 'Approved');
    await dialog.getByRole('checkbox', { name: 'User Profile', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirm(session.page, 'Yes');
    await session.page.getByText('Role name already exists').waitFor();
    expect(await dialog.getByLabel('Role Name').inputValue()).toBe('council');
    expect(pageErrors.get(session.page)).toEqual([]);
  });
});
