import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, pageErrors } from './support/browser';
import { confirm, followSubMenuLink, searchTable, tableRow } from './support/admin';

/**
 * Master data end to end, in Chromium against the real mock API: the administrator works three master-data
 * entities of different shapes from the Master Data menu — colours (a code with a fixed format and a swatch),
 * machines (a lookup of machine types; a duplicate code refused) and recipes (a header with its steps) —
 * creating, editing, filtering and deleting each; a machine type still named by machines cannot be deleted.
 */
const session = browserForFile({ loggedInAs: 'admin' });
const page = (): Page => session.page;

/** Opens a master-data screen from the side menu: Master Data > group > item. */
async function openFromMenu(group: string, item: string, path: string): Promise<void> {
  await page().goto('/member/admin-dashboard');
  await followSubMenuLink(page(), group, item);
  await page().waitForURL((url) => url.pathname === path);
  await page().getByRole('heading', { level: 1, name: item }).waitFor();
}

const dialog = (): Locator => page().getByRole('dialog').filter({ hasNot: page().getByText('Are you sure?') });

async function pick(label: string, option: string | RegExp, scope: Locator = dialog()): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page().getByRole('option', { name: option }).first().click();
}

async function remove(row: Locator): Promise<void> {
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm(page(), 'Delete it!');
}

describe('master data', () => {
  it('colours: a bad hex value is refused, then a colour is created, renamed, found and deleted', async () => {
    await openFromMenu('Garment', 'Colours', '/param/colour');
    await page().getByRole('button', { name: /add new/i }).click();
    await dialog().getByLabel('Code').fill('teal');
    await dialog().getByLabel('Name', { exact: true }).fill('Teal');
    await dialog().getByLabel('Hex value').fill('#00808');
    await pick('Status', 'Active');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('Hex value must be a colour like #1A2B3C').waitFor();
    await dialog().getByLabel('Hex value').fill('#008080');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await confirm(page(), 'Yes');
    await page().getByText('The colour has been saved').first().waitFor();

    const row = await searchTable(page(), 'TEAL');
    await row.getByText('#008080').waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog().getByLabel('Name', { exact: true }).fill('Deep teal');
    await dialog().getByRole('button', { name: 'Update' }).click();
    await confirm(page(), 'Update it!');
    await page().getByText('The colour has been updated').first().waitFor();
    await tableRow(page(), 'Deep teal').waitFor();
    await remove(tableRow(page(), 'TEAL'));
    await page().getByText('The colour has been deleted').first().waitFor();
    expect(pageErrors.get(page())).toEqual([]);
  });

  it('machines: the machine type is chosen from its lookup; a duplicate number is refused; filtered by status', async () => {
    await openFromMenu('Machine', 'Machines', '/param/machine');
    await page().getByRole('button', { name: /add new/i }).click();
    await dialog().getByLabel('Machine No').fill('WX-01');
    await dialog().getByLabel('Name', { exact: true }).fill('Tonello washer 3');
    await pick('Machine type', 'Washer extractor');
    await dialog().getByLabel('Capacity').fill('60');
    await pick('Status', 'Inactive');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await confirm(page(), 'Yes');
    await page().getByText('A machine with Machine No "WX-01" already exists').first().waitFor();
    await dialog().getByLabel('Machine No').fill('WX-09');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await confirm(page(), 'Yes');
    await page().getByText('The machine has been saved').first().waitFor();

    await pick('Status', 'Inactive', page().locator('main'));
    const row = tableRow(page(), 'WX-09');
    await row.getByText('Washer extractor').waitFor();
    expect(await page().locator('tbody tr').filter({ hasText: 'Active' }).filter({ hasNotText: 'Inactive' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog().getByLabel('Capacity').fill('80.5');
    await dialog().getByRole('button', { name: 'Update' }).click();
    await confirm(page(), 'Update it!');
    await row.getByText('80.5').waitFor();
    await remove(row);
    await page().getByText('The machine has been deleted').first().waitFor();
    expect(pageErrors.get(page())).toEqual([]);
  });

  it('a machine type that machines name cannot be deleted, and says why', async () => {
    await openFromMenu('Machine', 'Machine Types', '/param/machinetype');
    await remove(tableRow(page(), 'Washer extractor'));
    await page().getByText(/^This machine type cannot be deleted: \d+ Machines name it/).first().waitFor();
    await tableRow(page(), 'Washer extractor').waitFor();
  });

  it('recipes: a recipe needs a step; it is saved with two, reordered and edited, shown with them, and deleted', async () => {
    await openFromMenu('Wash', 'Recipes', '/param/recipe');
    await page().getByRole('button', { name: /add new/i }).click();
    await dialog().getByLabel('Recipe No').fill('R-900');
    await dialog().getByLabel('Name', { exact: true }).fill('Vintage stone wash');
    await pick('Wash type', /Stone/);
    await pick('Status', 'Active');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('Add at least 1 line to Steps').waitFor();
    for (const [index, [process, minutes, temperature]] of [['Desize', '15', '60'], ['Rinse', '8', '30']].entries()) {
      await dialog().getByRole('button', { name: 'Add step' }).click();
      const line = dialog().getByRole('group', { name: `step ${index + 1}` });
      await pick('Process', process, line);
      await line.getByLabel('Minutes').fill(minutes);
      await line.getByLabel('Temperature (°C)').fill(temperature);
    }
    await dialog().getByRole('button', { name: 'Save' }).click();
    await confirm(page(), 'Yes');
    await page().getByText('The recipe has been saved').first().waitFor();

    // edit: the rinse moves first and runs longer
    const row = await searchTable(page(), 'R-900');
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog().getByRole('button', { name: 'Move step 2 up' }).click();
    await dialog().getByRole('group', { name: 'step 1' }).getByLabel('Minutes').fill('12');
    await dialog().getByRole('button', { name: 'Update' }).click();
    await confirm(page(), 'Update it!');
    await page().getByText('The recipe has been updated').first().waitFor();

    await row.getByRole('button', { name: 'View' }).click();
    const steps = dialog().getByRole('table', { name: 'Steps' });
    await steps.getByRole('row').filter({ hasText: 'Desize' }).waitFor();
    expect(await steps.getByRole('row').allInnerTexts()).toEqual(['#\tProcess\tMinutes\tTemperature (°C)', '1\tRinse\t12\t30', '2\tDesize\t15\t60']);
    await page().keyboard.press('Escape');
    await remove(row);
    await page().getByText('The recipe has been deleted').first().waitFor();
    expect(pageErrors.get(page())).toEqual([]);
  });
});
