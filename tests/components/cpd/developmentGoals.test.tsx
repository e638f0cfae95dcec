import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { developmentGoals } from '../../../resources/cpd/developmentGoals';
import { resources } from '../../../resources';
import { checkRegistry } from '../../../src/framework/declare';
import type { FieldDef } from '../../../src/framework/types';
import { cardLines } from '../../../src/framework/display/cardLines';
import { GOAL_TEXT } from '../../../src/domain/cpdRules.mjs';
import { failed, ok } from '../memberAdmin/memberApi';
import { waitForCall } from '../memberAdmin/memberApi';
import { onScreenWidth, PHONE_WIDTH } from '../framework/screenWidth';
import {
  ADD, LIST, MEMBER_ID, ROWS, SLOW, UPDATE, fillValidGoal, openAdd, rowOf, showGoals, submitAndConfirm, toastSays, typeInto,
} from './developmentGoalsHarness';

afterEach(() => vi.unstubAllGlobals());

const DELETE_1 = 'DELETE CPD/developmentgoals/1';

const openEdit = async (title: string) => {
  fireEvent.click(within(await rowOf(title)).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Development Goal' }, SLOW);
};

describe('Development Goals (/cpd/developmentgoals, declared)', () => {
  it('declares each §3 field once, under its row name, sent under its §3 form name; no hand mapping for the edit modal', () => {
    const wireNames = Object.fromEntries(Object.entries<FieldDef>(developmentGoals.fields).map(([name, def]) => [name, def.sendAs ?? null]));
    expect(wireNames).toEqual({
      GoalID: null,
      UserID: null,
      GoalTitle: 'goaltitle',
      GoalDescription: 'goaldescription',
      KeyWords: 'keywords',
      DesiredOutcome: 'desiredoutcome',
      StartDate: 'startDate',
      EndDate: 'endDate',
      CpdgoalStatus: 'status',
    });
    expect(developmentGoals.dialog?.editValues).toBeUndefined();
  });

  it('passes the registry checks', () => {
    expect(checkRegistry(resources).filter((problem) => problem.includes('developmentGoals'))).toEqual([]);
  });

  it("lists the member's own goals: GET CPD/developmentgoals/{own user id}, paged and sorted by start date (newest first)", async () => {
    const api = showGoals();
    expect(await screen.findByRole('heading', { level: 1, name: 'Development Goals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'View Development Goal Details' })).toBeInTheDocument();
    await rowOf('Legacy goal');
    const [call] = api.calls(LIST);
    expect(call.path).toBe(`CPD/developmentgoals/${MEMBER_ID}`);
    expect(call.query).toEqual({ page: '1', perPage: '10', sortColumn: 'StartDate', sortDirection: 'desc', filterText: '' });
    for (const header of ['Goal Title', 'Keywords', 'Start Date', 'End Date', 'Status', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = await rowOf('Learn structural analysis');
    expect(within(row).getByText('kw1')).toBeInTheDocument();
    expect(within(row).getByText('05/01/2026')).toBeInTheDocument();
    expect(within(row).getByText('30/06/2026')).toBeInTheDocument();
  });

  it('shows the §4 status names as badges, and "Unexpected Status" for any other code', async () => {
    showGoals();
    expect(within(await rowOf('Learn structural analysis')).getByText('Pending')).toBeInTheDocument();
    expect(within(await rowOf('Chartered engineer')).getByText('In Progress')).toBeInTheDocument();
    expect(within(await rowOf('Mentor a graduate')).getByText('Complete')).toBeInTheDocument();
    expect(within(await rowOf('Legacy goal')).getByText('Unexpected Status')).toBeInTheDocument();
  });

  it('searches and filters by status on the server (filterText, status), and sorts by a column', async () => {
    const api = showGoals();
    await rowOf('Legacy goal');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Data' }), { target: { value: 'chartered' } });
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.filterText === 'chartered')).toBe(true), SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.status === '2' && c.query.filterText === 'chartered')).toBe(true), SLOW);
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Goal Title' })).getByText('Goal Title'));
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.sortColumn).toBe('GoalTitle'), SLOW);
    // the user id travels in the path only
    expect(api.calls(LIST).every((c) => !('UserID' in c.query))).toBe(true);
  });

  it('offers view, edit and delete on every row; the view modal shows the whole goal', async () => {
    showGoals();
    const row = await rowOf('Chartered engineer');
    for (const action of ['View', 'Edit', 'Delete']) expect(within(row).getByRole('button', { name: action })).toBeEnabled();
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    const view = await screen.findByRole('dialog', { name: 'Development Goal Details - Chartered engineer' }, SLOW);
    for (const text of ['Chartered engineer', 'Description of Chartered engineer', 'kw2', 'Outcome of Chartered engineer', '05/01/2026', '30/06/2026', 'In Progress']) {
      expect(within(view).getByText(text)).toBeInTheDocument();
    }
  });

  it("marks 'Add Development Goal' as the page's primary action", async () => {
    showGoals();
    expect(await screen.findByRole('button', { name: 'Add Development Goal' }, SLOW)).toHaveAttribute('data-primary-action');
  });
});

describe('Add Development Goal (spec §8 outcomes)', () => {
  it("'00': POST CPD/adddevelopmentgoals with the §3 form names and wire dates → \"Your development goal has been saved successfully\", list reloads", async () => {
    const api = showGoals({ [ADD]: () => ok(GOAL_TEXT.saved, { data: { GoalID: 9 } }) });
    const dialog = await openAdd();
    await fillValidGoal(dialog);
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await waitForCall(api, ADD);
    expect(api.calls(ADD)[0].body).toEqual({
      goaltitle: 'Become chartered',
      goaldescription: 'Prepare the chartership portfolio',
      keywords: 'chartership',
      desiredoutcome: 'Chartered by December',
      startDate: '2026-02-01',
      endDate: '2026-12-31',
      status: 2,
    });
    await toastSays('Success!', 'Your development goal has been saved successfully');
    await waitForCall(api, LIST, 2);
  });

  it("'03': \"Your development goal has not been saved\" titled \"Failed!\"; the form stays open", async () => {
    showGoals({ [ADD]: () => ({ ...failed(GOAL_TEXT.notSaved, '03'), problems: { goaltitle: GOAL_TEXT.titleShort } }) });
    const dialog = await openAdd();
    await fillValidGoal(dialog);
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await toastSays('Failed!', 'Your development goal has not been saved');
    expect(await screen.findByRole('dialog', { name: 'Add Development Goal' }, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['another code', () => failed('Something else', '05')],
    ['a server failure', () => [500, { status: 'boom' }]],
  ])('%s: the same text titled "Error!"', async (_name, answer) => {
    showGoals({ [ADD]: answer });
    const dialog = await openAdd();
    await fillValidGoal(dialog);
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await toastSays('Error!', 'Your development goal has not been saved');
  });
});

describe('Edit goal (spec §8 outcomes)', () => {
  it("opens filled from the row and '00' PUTs {GoalID, goaltitle, …, status} → \"Your goal has been updated successfully\"", async () => {
    const api = showGoals({ [UPDATE]: () => ok(GOAL_TEXT.updated) });
    const dialog = await openEdit('Chartered engineer');
    expect(within(dialog).getByLabelText(/Goal Title/)).toHaveValue('Chartered engineer');
    expect(within(dialog).getByLabelText(/Goal Description/)).toHaveValue('Description of Chartered engineer');
    expect(within(dialog).getByLabelText(/Keywords/)).toHaveValue('kw2');
    expect(within(dialog).getByLabelText(/Desired Outcome/)).toHaveValue('Outcome of Chartered engineer');
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('05/01/2026');
    expect(within(dialog).getByLabelText(/End Date/)).toHaveValue('30/06/2026');
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toHaveTextContent('In Progress');
    typeInto(dialog, /Goal Title/, 'Chartered engineer 2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' }, SLOW);
    expect(within(sure).getByText('Update the development goal Chartered engineer 2027?')).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Update it!' }));
    await waitForCall(api, UPDATE);
    // the §3 form names with the edited values; the row's own names (GoalTitle…) are not sent a second time
    expect(api.calls(UPDATE)[0].body).toEqual({
      GoalID: 2,
      UserID: MEMBER_ID,
      index: 2,
      CpdgoalStatusName: 'unused by the screen',
      goaltitle: 'Chartered engineer 2027',
      goaldescription: 'Description of Chartered engineer',
      keywords: 'kw2',
      desiredoutcome: 'Outcome of Chartered engineer',
      startDate: '2026-01-05',
      endDate: '2026-06-30',
      status: 2,
    });
    await toastSays('Success!', 'Your goal has been updated successfully');
  });

  it.each([
    ["'02'", () => failed(GOAL_TEXT.notAvailable, '02'), 'Failed!', 'This goal details is not available'],
    ["'03'", () => failed(GOAL_TEXT.notUpdated, '03'), 'Failed!', 'Your goal has not been updated'],
    ['another code', () => failed('Odd', '09'), 'Error!', 'Something went wrong'],
    ["another member's goal (403)", () => [403, { status: 'Forbidden' }], 'Error!', 'Something went wrong'],
  ])('%s → %s', async (_name, answer, title, text) => {
    showGoals({ [UPDATE]: answer });
    const dialog = await openEdit('Chartered engineer');
    await submitAndConfirm(dialog, 'Update', 'Update it!');
    await toastSays(title, text);
  });
});

describe('Delete goal (spec §8)', () => {
  const askDelete = async () => {
    fireEvent.click(within(await rowOf('Learn structural analysis')).getByRole('button', { name: 'Delete' }));
    return screen.findByRole('dialog', { name: 'Are you sure?' }, SLOW);
  };

  it("asks \"Are you sure?\" / \"You won't be able to revert this!\" naming the GoalTitle; 'Delete it!' sends DELETE CPD/developmentgoals/{GoalID} ('00')", async () => {
    const api = showGoals({ [DELETE_1]: () => ok(GOAL_TEXT.deleted) });
    const sure = await askDelete();
    expect(within(sure).getByText('Delete the development goal Learn structural analysis?')).toBeInTheDocument();
    expect(within(sure).getByText("You won't be able to revert this!")).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    await waitForCall(api, DELETE_1);
    expect(api.calls(DELETE_1)[0].body).toMatchObject({ GoalID: 1, GoalTitle: 'Learn structural analysis' });
    await toastSays('Success!', 'Your development goal has been deleted');
    await waitForCall(api, LIST, 2);
  });

  it("'02' → \"Your development goal has not been deleted\" titled \"Failed!\"", async () => {
    showGoals({ [DELETE_1]: () => failed(GOAL_TEXT.notAvailable, '02') });
    fireEvent.click(within(await askDelete()).getByRole('button', { name: 'Delete it!' }));
    await toastSays('Failed!', 'Your development goal has not been deleted');
  });

  it('Cancel sends nothing', async () => {
    const api = showGoals();
    fireEvent.click(within(await askDelete()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    expect(api.calls(DELETE_1)).toHaveLength(0);
  });
});

describe(`Development Goals at ${PHONE_WIDTH} px`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('declares its phone cards: title, the date range, the status badge', () => {
    expect(cardLines(developmentGoals)).toEqual({ primary: ['GoalTitle'], secondary: ['StartDate', 'EndDate'], tertiary: 'CpdgoalStatus', labelled: false });
  });

  it('shows one card per goal with its actions instead of the table', async () => {
    showGoals();
    await screen.findByText('Mentor a graduate', undefined, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Unexpected Status')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(ROWS.length);
    expect(screen.getByRole('button', { name: 'Add Development Goal' })).toHaveAttribute('data-primary-action');
  });
});
