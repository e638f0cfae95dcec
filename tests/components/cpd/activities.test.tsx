/**
 * CPD Activities (/cpd/activities): the declared activity log over the REAL http client and data provider,
 * fetch replaced by a route table. The member's own list (its path names their user id), the filters, the
 * form's rules at their boundaries (hours 0 / 24 / 24.01 / two decimals; required fields; title lengths),
 * the category choices, the multipart save with the evidence PDF, edit, delete, and the evidence download.
 */
import { findRoute } from '../../../src/app/routeTable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CpdActivitiesPage } from '../../../src/features/cpd/activities/CpdActivitiesPage';
import { cpdActivities, cpdYearChoices } from '../../../resources/cpd/cpdActivities';
import { resources } from '../../../resources';
import { checkRegistry } from '../../../src/framework/declare';
import { ACTIVITY_LIMITS, ACTIVITY_TEXT, CPD_CATEGORIES } from '../../../src/domain/cpdRules.mjs';
import { ROLE } from '../../../src/domain/roles';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { chooseOption, dialogNamed, submitAndConfirm, typeInto } from '../admin-declared/fakeApi';
import { paymentsApi, waitForCall, type PaymentsApi, type Routes } from '../payments/paymentsApi';

const USER_ID = 11;
const LIST = `GET CPD/all-activities/${USER_ID}`;
const GOALS = `GET CPD/getdevelopmentgoals/${USER_ID}`;
const SLOW = { timeout: 5000 };

const activity = (ActivityID: number, ActivityTitle: string, extra: Record<string, unknown> = {}) => ({
  ActivityID,
  UserID: USER_ID,
  ActivityTitle,
  CategoryID: 1,
  CategoryName: 'Formal learning',
  ActivityDate: '2026-03-14',
  Hours: 7.5,
  Provider: 'Institute of Engineers',
  Description: 'Two-day course',
  GoalID: 4,
  GoalTitle: 'Learn structural design',
  ActivityStatus: 2,
  ActivityStatusName: 'Completed',
  evidence: { fileId: 301, fileName: 'certificate.pdf' },
  index: 1,
  ...extra,
});
const ROWS = [
  activity(1, 'Bridge design course'),
  activity(2, 'Reading on concrete', { CategoryID: 2, CategoryName: 'Informal learning', ActivityStatus: 1, ActivityStatusName: 'Planned', evidence: null, GoalID: null, GoalTitle: '' }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = (routes: Routes = {}): PaymentsApi => {
  const api = paymentsApi({
    [LIST]: () => ({ data: ROWS, total: ROWS.length }),
    [GOALS]: () => ({ data: [{ GoalID: 4, GoalTitle: 'Learn structural design' }, { GoalID: 5, GoalTitle: 'Lead a project' }] }),
    ...routes,
  });
  renderInAdmin(<CpdActivitiesPage />, createDataProvider(resources, http), signedInAs(USER_ID, ROLE.MEMBER));
  return api;
};

const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement;
const shows = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).getByText(text)).toBeInTheDocument(), SLOW);
const gone = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).queryByText(text)).not.toBeInTheDocument(), SLOW);
const openCreate = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Activity' }));
  return dialogNamed('Add CPD Activity');
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('CPD Activities (/cpd/activities)', () => {
  it('views an activity read-only in "CPD Activity Details"', async () => {
    show();
    fireEvent.click(within(await rowOf('Bridge design course')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: /^CPD Activity Details/ });
    expect(within(dialog).getByText('Institute of Engineers')).toBeInTheDocument();
    expect(within(dialog).getByText('Learn structural design')).toBeInTheDocument();
  });

  it('passes the registry checks; /cpd/activities is the page around it, not a resource route', () => {
    expect(checkRegistry(resources).filter((problem) => problem.includes('cpdActivities'))).toEqual([]);
    expect(cpdActivities.route).toBeUndefined();
    expect(findRoute('/cpd/activities')?.load).toBeTypeOf('function');
  });

  it("lists the member's own activities (GET CPD/all-activities/{their user id}, newest first) with the columns", async () => {
    const api = show();
    const row = await rowOf('Bridge design course');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'ActivityDate', sortDirection: 'desc', filterText: '' });
    expect(api.calls(LIST)[0].query.UserID).toBeUndefined(); // the id is in the path, not the query
    for (const header of ['Date', 'Title', 'Category', 'Hours', 'Provider', 'Status', 'Development Goal']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('14/03/2026')).toBeInTheDocument();
    expect(within(row).getByText('Formal learning')).toBeInTheDocument();
    expect(within(row).getByText('7.5')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(within(row).getByText('Learn structural design')).toBeInTheDocument();
    expect(within(await rowOf('Reading on concrete')).getByText('Planned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Activity' })).toHaveAttribute('data-primary-action');
  });

  it('downloads the evidence with the member token (GET usermanagement/files/{fileId}); a row without evidence has no link', async () => {
    const api = show({ 'GET usermanagement/files/301': () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }) });
    const row = await rowOf('Bridge design course');
    const download = within(row).getByRole('button', { name: /certificate\.pdf/ });
    expect(within(await rowOf('Reading on concrete')).queryByRole('button', { name: /\.pdf/ })).not.toBeInTheDocument();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(download);
    await waitForCall(api, 'GET usermanagement/files/301');
    expect(api.calls('GET usermanagement/files/301')[0].authorization).toMatch(/^Bearer /);
  });

  it('filters by CPD year, category and status on the server', async () => {
    const api = show();
    await rowOf('Bridge design course');
    const thisYear = new Date().getFullYear();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'CPD year' }));
    fireEvent.click(await screen.findByRole('option', { name: String(thisYear - 1) }));
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.year === String(thisYear - 1))).toBe(true), SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Professional contribution' }));
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.categoryId === '3')).toBe(true), SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Planned' }));
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.status === '1' && c.query.categoryId === '3')).toBe(true), SLOW);
  });

  it('offers the CPD years: this one and the five before it', () => {
    expect(cpdYearChoices(2026).map((c) => c.id)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('requires title, category, date, hours, provider and status with the API texts', async () => {
    show();
    const dialog = await openCreate();
    save(dialog);
    for (const text of [
      ACTIVITY_TEXT.titleRequired,
      ACTIVITY_TEXT.categoryRequired,
      ACTIVITY_TEXT.dateRequired,
      ACTIVITY_TEXT.hoursRequired,
      ACTIVITY_TEXT.providerRequired,
      ACTIVITY_TEXT.statusRequired,
    ]) {
      await shows(dialog, text);
    }
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
  });

  it('checks hours at the limits: 0 and 24.01 refused, 24 and 0.01 accepted, at most two decimals', async () => {
    show();
    const dialog = await openCreate();
    save(dialog);
    await shows(dialog, ACTIVITY_TEXT.hoursRequired);
    const hours = (value: string) => typeInto(dialog, /Hours/, value);
    hours('0');
    await shows(dialog, ACTIVITY_TEXT.hoursPositive);
    hours('24.01');
    await shows(dialog, ACTIVITY_TEXT.hoursTooMany);
    hours('1.005');
    await shows(dialog, ACTIVITY_TEXT.hoursDecimals);
    for (const fine of [String(ACTIVITY_LIMITS.hoursMax), '0.01', '1.25']) {
      hours(fine);
      for (const text of [ACTIVITY_TEXT.hoursPositive, ACTIVITY_TEXT.hoursTooMany, ACTIVITY_TEXT.hoursDecimals, ACTIVITY_TEXT.hoursRequired]) await gone(dialog, text);
    }
  });

  it('checks the title at 4/5 and 100/101 characters, the provider at 100/101 and the description at 500/501', async () => {
    show();
    const dialog = await openCreate();
    save(dialog);
    await shows(dialog, ACTIVITY_TEXT.titleRequired);
    typeInto(dialog, /Title/, 'a'.repeat(ACTIVITY_LIMITS.titleMin - 1));
    await shows(dialog, ACTIVITY_TEXT.titleShort);
    typeInto(dialog, /Title/, 'a'.repeat(ACTIVITY_LIMITS.titleMin));
    await gone(dialog, ACTIVITY_TEXT.titleShort);
    typeInto(dialog, /Title/, 'a'.repeat(ACTIVITY_LIMITS.titleMax + 1));
    await shows(dialog, ACTIVITY_TEXT.titleLong);
    typeInto(dialog, /Title/, 'a'.repeat(ACTIVITY_LIMITS.titleMax));
    await gone(dialog, ACTIVITY_TEXT.titleLong);
    typeInto(dialog, /Provider/, 'p'.repeat(ACTIVITY_LIMITS.providerMax + 1));
    await shows(dialog, ACTIVITY_TEXT.providerLong);
    typeInto(dialog, /Provider/, 'p'.repeat(ACTIVITY_LIMITS.providerMax));
    await gone(dialog, ACTIVITY_TEXT.providerLong);
    typeInto(dialog, /Description/, 'd'.repeat(ACTIVITY_LIMITS.descriptionMax + 1));
    await shows(dialog, ACTIVITY_TEXT.descriptionLong);
    typeInto(dialog, /Description/, 'd'.repeat(ACTIVITY_LIMITS.descriptionMax));
    await gone(dialog, ACTIVITY_TEXT.descriptionLong);
  });

  it('offers the four categories with their hints, the two statuses and the member’s own goals', async () => {
    const api = show();
    const dialog = await openCreate();
    await waitForCall(api, GOALS);
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Category/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(CPD_CATEGORIES.map((c) => `${c.name}: ${c.hint}`));
    fireEvent.click(options[0]);
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Status/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Planned', 'Completed']);
    fireEvent.click(screen.getByRole('option', { name: 'Planned' }));
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Development Goal/ }));
    await screen.findByRole('option', { name: 'Lead a project' });
    expect(screen.getByRole('option', { name: 'Learn structural design' })).toBeInTheDocument();
  });

  it("saves as multipart (POST CPD/addcpdactivities) with the evidence PDF under `evidence`, and says the API's text", async () => {
    const api = show({ 'POST CPD/addcpdactivities': () => ({ statusCode: '00', status: ACTIVITY_TEXT.saved, data: {} }) });
    const dialog = await openCreate();
    typeInto(dialog, /Title/, 'Site safety seminar');
    await chooseOption(dialog, /Category/, `${CPD_CATEGORIES[0].name}: ${CPD_CATEGORIES[0].hint}`);
    typeInto(dialog, /^Date/, '01/02/2026');
    typeInto(dialog, /Hours/, '3.5');
    typeInto(dialog, /Provider/, 'Safety Council');
    await chooseOption(dialog, /Status/, 'Completed');
    await waitForCall(api, GOALS);
    await chooseOption(dialog, /Development Goal/, 'Lead a project');
    const file = new File(['%PDF-1.4'], 'seminar.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByTestId('file-evidenceFile'), { target: { files: [file] } });
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await waitForCall(api, 'POST CPD/addcpdactivities');
    const sent = api.calls('POST CPD/addcpdactivities')[0];
    expect(sent.multipart).toBe(true);
    expect(sent.body).toMatchObject({ ActivityTitle: 'Site safety seminar', CategoryID: '1', ActivityDate: '2026-02-01', Hours: '3.5', Provider: 'Safety Council', ActivityStatus: '2', GoalID: '5' });
    expect((sent.body?.evidence as File).name).toBe('seminar.pdf');
    expect(sent.body).not.toHaveProperty('evidenceFile');
    expect(await screen.findByText(ACTIVITY_TEXT.saved)).toBeInTheDocument();
  });

  it("refuses a file that is not a PDF in the browser; shows the server's words on a '03'", async () => {
    show({ 'POST CPD/addcpdactivities': () => ({ statusCode: '03', status: ACTIVITY_TEXT.notSaved, problems: { Hours: ACTIVITY_TEXT.hoursPerDay } }) });
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByTestId('file-evidenceFile'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await shows(dialog, 'Only file with the following extension is allowed: pdf');
    typeInto(dialog, /Title/, 'Site safety seminar');
    await chooseOption(dialog, /Category/, `${CPD_CATEGORIES[1].name}: ${CPD_CATEGORIES[1].hint}`);
    typeInto(dialog, /^Date/, '01/02/2026');
    typeInto(dialog, /Hours/, '20');
    typeInto(dialog, /Provider/, 'Safety Council');
    await chooseOption(dialog, /Status/, 'Completed');
    fireEvent.change(within(dialog).getByTestId('file-evidenceFile'), { target: { files: [new File(['%PDF'], 'ok.pdf', { type: 'application/pdf' })] } });
    await submitAndConfirm(dialog, 'Save', 'Yes');
    expect(await screen.findByText(ACTIVITY_TEXT.notSaved)).toBeInTheDocument();
    // the reason only the server can check (all the member's hours of that day) is shown under it
    expect(await screen.findByText(ACTIVITY_TEXT.hoursPerDay)).toBeInTheDocument();
  });

  it('edits (PUT CPD/activities/update with the ActivityID, the stored evidence not sent back) and deletes after the confirmation', async () => {
    const api = show({
      'PUT CPD/activities/update': () => ({ statusCode: '00', status: ACTIVITY_TEXT.updated }),
      'DELETE CPD/activities/2': () => ({ statusCode: '00', status: ACTIVITY_TEXT.deleted }),
    });
    fireEvent.click(within(await rowOf('Bridge design course')).getByRole('button', { name: 'Edit' }));
    const dialog = await dialogNamed('CPD Activity');
    expect(within(dialog).getByLabelText(/Hours/)).toHaveValue(7.5);
    typeInto(dialog, /Hours/, '8');
    await submitAndConfirm(dialog, 'Update', 'Update it!');
    await waitForCall(api, 'PUT CPD/activities/update');
    const sent = api.calls('PUT CPD/activities/update')[0];
    expect(sent.multipart).toBe(true);
    expect(sent.body).toMatchObject({ ActivityID: '1', Hours: '8', ActivityTitle: 'Bridge design course', ActivityDate: '2026-03-14' });
    expect(sent.body).not.toHaveProperty('evidence');
    expect(await screen.findByText(ACTIVITY_TEXT.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0), SLOW);

    fireEvent.click(within(await rowOf('Reading on concrete')).getByRole('button', { name: 'Delete' }));
    const sure = await dialogNamed('Are you sure?');
    expect(within(sure).getByText("You won't be able to revert this!")).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    await waitForCall(api, 'DELETE CPD/activities/2');
    expect(await screen.findByText(ACTIVITY_TEXT.deleted)).toBeInTheDocument();
  });
});
