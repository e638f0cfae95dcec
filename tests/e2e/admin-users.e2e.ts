import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { pageErrors, browserForFile } from './support/browser';
import { confirm, requestsDuring, searchTable } from './support/admin';

/** A seeded member no other e2e file touches. */
const EMAIL = 'user12@example.org';
const NEW_FIRST_NAME = 'Sanduni';

const session = browserForFile({ loggedInAs: 'admin' });

/** Opens 'Update User Details' on the user's row of /user/all. */
async function openUpdate(): Promise<{ row: Locator; dialog: Locator }> {
  await session.page.goto('/user/all');
  const row = await searchTable(session.page, EMAIL);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = session.page.getByRole('dialog', { name: 'Update User Details' });
  await dialog.waitFor();
  return { row, dialog };
}

describe('View All Users (/user/all)', () => {
  it("updates a user's first name ('User Update Success') and the table shows it", async () => {
    const { row, dialog } = await openUpdate();
    await dialog.getByLabel('First Name').fill(NEW_FIRST_NAME);
    const put = session.page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/para/user'));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await confirm(session.page, 'Update it!');
    expect((await put).postDataJSON()).toMatchObject({ userID: 12, firstName: NEW_FIRST_NAME });
    await session.page.getByText('User Update Success').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: NEW_FIRST_NAME, exact: true }).waitFor();
    await session.page.reload();
    const reloaded = await searchTable(session.page, EMAIL);
    await reloaded.getByRole('cell', { name: NEW_FIRST_NAME, exact: true }).waitFor();
  });

  it("an empty first name shows 'First Name Required' and sends nothing", async () => {
    const { dialog } = await openUpdate();
    const puts = await requestsDuring(session.page, '/api/para/user', async () => {
      await dialog.getByLabel('First Name').fill('');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.getByText('First Name Required').waitFor();
      expect(await session.page.getByText('Are you sure?').count()).toBe(0);
    });
    expect(puts).toBe(0);
    expect(pageErrors.get(session.page)).toEqual([]);
  });
});
