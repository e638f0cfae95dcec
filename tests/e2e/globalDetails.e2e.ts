import { describe, expect, it } from 'vitest';
import { pageErrors, browserForFile } from './support/browser';

const session = browserForFile({ loggedInAs: 'admin' });

const openUpdateDialog = async () => {
  await session.page.getByRole('button', { name: 'Update Global Details' }).click();
  return session.page.getByRole('dialog');
};

describe('Global Details (/param/globaldata)', () => {
  it('updates record 3 after "Update it!" and shows "Gmt Update Success"', async () => {
    await session.page.goto('/param/globaldata');
    await session.page.getByText('The Institute', { exact: true }).first().waitFor();
    const dialog = await openUpdateDialog();
    await dialog.getByLabel('Company Name').fill('The Institute of Testing');
    const put = session.page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/para/globaldetails'));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await session.page.getByText('Are you sure?').waitFor();
    await session.page.getByRole('button', { name: 'Update it!' }).click();
    const payload = (await put).postDataJSON();
    expect(payload.gid).toBe('3');
    expect(payload.companyName).toBe('The Institute of Testing');
    await session.page.getByText('Gmt Update Success').waitFor();
    await session.page.getByText('The Institute of Testing', { exact: true }).first().waitFor();
    await session.page.reload();
    await session.page.getByText('The Institute of Testing', { exact: true }).first().waitFor();
  });

  it("shows the server's message when the update is refused ('02')", async () => {
    await session.page.goto('/param/globaldata');
    const dialog = await openUpdateDialog();
    await dialog.getByLabel('User Login Attempts').fill('0');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await session.page.getByRole('button', { name: 'Update it!' }).click();
    await session.page.getByText('User login attempts must be a whole number from 1 to 20').waitFor();
    expect(pageErrors.get(session.page)).toEqual([]);
  });
});
