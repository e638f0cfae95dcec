/** CPD Settings (/cpd/settings): the declared settings resource over GET/POST CPD/settings and PUT CPD/settings/update. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SETTINGS_TEXT } from '../../../src/domain/cpdRules.mjs';
import { ResourceListScreen, checkRegistry } from '../../../src/framework';
import { cpdSettings } from '../../../resources/cpd/cpdSettings';
import { page, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';

const LIST = 'GET CPD/settings';
const CREATE = 'POST CPD/settings';
const UPDATE = 'PUT CPD/settings/update';
const row = (SettingID: number, effectiveYear: number, extra: Record<string, unknown> = {}) => ({
  id: SettingID,
  SettingID,
  effectiveYear,
  yearStartMonth: 1,
  yearStartDay: 1,
  hoursPerYear: 20,
  minFormal: 10,
  minInformal: 0,
  minContribution: 0,
  minWorkBased: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'admin',
  ...extra,
});
const ROWS = [row(2, 2026, { minContribution: 2, yearStartMonth: 4, yearStartDay: 6 }), row(1, 2024)];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = (routes: Routes = {}) => {
  const api = stubApi({ [LIST]: () => page(ROWS), ...routes });
  renderPage(<ResourceListScreen resource={cpdSettings} />, '/cpd/settings');
  return api;
};
const rowOf = async (year: string) => (await screen.findByText(year)).closest('tr') as HTMLElement;
const openCreate = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return screen.findByRole('dialog', { name: 'CPD Settings' });
};
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(new RegExp(label.replace(/[()]/g, '\\$&'))), { target: { value } });
const submit = async (dialog: HTMLElement, button = 'Save') => fireEvent.click(await within(dialog).findByRole('button', { name: button }));

describe('CPD Settings (/cpd/settings)', () => {
  it('lists the settings newest year first with the year start and the per-category minimums', async () => {
    const api = show();
    const latest = await rowOf('2026');
    expect(api.calls(LIST)[0].query).toMatchObject({ sortColumn: 'effectiveYear', sortDirection: 'desc' });
    for (const header of ['Effective Year', 'Year starts', 'Hours per year', 'Formal learning (min h)', 'Informal learning (min h)', 'Professional contribution (min h)', 'Work-based learning (min h)']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(latest).getByText('6 April')).toBeInTheDocument();
    expect(within(await rowOf('2024')).getByText('1 January')).toBeInTheDocument();
  });

  it('creates settings: POST CPD/settings with the numbers, toast "CPD settings saved"', async () => {
    const api = show({ [CREATE]: () => ({ statusCode: '00', status: SETTINGS_TEXT.saved, data: row(3, 2027) }) });
    const dialog = await openCreate();
    type(dialog, 'Effective Year', '2027');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Start month/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'January' }));
    type(dialog, 'Start day', '1');
    type(dialog, 'Hours per year', '25');
    type(dialog, 'Formal learning (min h)', '10');
    type(dialog, 'Informal learning (min h)', '5');
    type(dialog, 'Professional contribution (min h)', '0');
    type(dialog, 'Work-based learning (min h)', '0');
    await submit(dialog);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
    await waitForCall(api, CREATE);
    expect(api.calls(CREATE)[0].body).toMatchObject({ effectiveYear: 2027, yearStartMonth: 1, yearStartDay: 1, hoursPerYear: 25, minFormal: 10, minInformal: 5, minContribution: 0, minWorkBased: 0 });
    expect(await screen.findByText('CPD settings saved')).toBeInTheDocument();
  });

  it.each([
    ['Effective Year', '1999', SETTINGS_TEXT.effectiveYear],
    ['Effective Year', '2101', SETTINGS_TEXT.effectiveYear],
    ['Start day', '0', SETTINGS_TEXT.yearStartDay],
    ['Start day', '29', SETTINGS_TEXT.yearStartDay],
    ['Hours per year', '0', SETTINGS_TEXT.hoursPerYear],
    ['Hours per year', '201', SETTINGS_TEXT.hoursPerYear],
    ['Hours per year', '20.5', SETTINGS_TEXT.hoursPerYear],
    ['Formal learning (min h)', '-1', SETTINGS_TEXT.minimum],
    ['Work-based learning (min h)', '1.5', SETTINGS_TEXT.minimum],
  ])('%s %s says "%s" in the browser', async (label, value, text) => {
    const api = show();
    const dialog = await openCreate();
    type(dialog, label, value);
    fireEvent.blur(within(dialog).getByLabelText(new RegExp(label.replace(/[()]/g, '\\$&'))));
    await submit(dialog);
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it.each([
    ['Effective Year', '2000'],
    ['Effective Year', '2100'],
    ['Start day', '28'],
    ['Hours per year', '200'],
    ['Formal learning (min h)', '0'],
  ])('%s %s is accepted', async (label, value) => {
    show();
    const dialog = await openCreate();
    type(dialog, label, value);
    fireEvent.blur(within(dialog).getByLabelText(new RegExp(label.replace(/[()]/g, '\\$&'))));
    await waitFor(() => expect(within(dialog).getByLabelText(new RegExp(label.replace(/[()]/g, '\\$&')))).toHaveAttribute('aria-invalid', 'false'));
  });

  it("edits a row: PUT CPD/settings/update with its SettingID, toast \"CPD settings updated\"; the server's duplicate refusal is shown", async () => {
    let answer: unknown = { statusCode: '02', status: SETTINGS_TEXT.duplicate };
    const api = show({ [UPDATE]: () => answer });
    fireEvent.click(within(await rowOf('2024')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'CPD Settings' });
    type(dialog, 'Hours per year', '30');
    await submit(dialog, 'Update');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Update it!' }));
    expect(await screen.findByText(SETTINGS_TEXT.duplicate)).toBeInTheDocument();
    answer = { statusCode: '00', status: SETTINGS_TEXT.updated };
    await submit(dialog, 'Update');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Update it!' }));
    expect(await screen.findByText('CPD settings updated')).toBeInTheDocument();
    expect(api.calls(UPDATE)[1].body).toMatchObject({ SettingID: 1, effectiveYear: 2024, hoursPerYear: 30, minFormal: 10 });
  });

  it('passes the start-up checks', () => {
    expect(checkRegistry([cpdSettings])).toEqual([]);
  });
});
