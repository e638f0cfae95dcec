/**
 * The Development Goals screen (/cpd/developmentgoals) over the real http client and data provider,
 * with fetch replaced by a route table (tests/components/memberAdmin/memberApi), signed in as member 11.
 */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceScreen } from '../../../src/framework';
import { developmentGoals } from '../../../resources/cpd/developmentGoals';
import { resources } from '../../../resources';
import { ROLE } from '../../../src/domain/roles';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { page, stubApi, type Routes } from '../memberAdmin/memberApi';

export const MEMBER_ID = 11;
export const LIST = `GET CPD/developmentgoals/${MEMBER_ID}`;
export const ADD = 'POST CPD/adddevelopmentgoals';
export const UPDATE = 'PUT CPD/developmentgoals/update';

export const goal = (GoalID: number, GoalTitle: string, CpdgoalStatus: number, StartDate = '2026-01-05', EndDate = '2026-06-30') => ({
  GoalID,
  UserID: MEMBER_ID,
  index: GoalID,
  GoalTitle,
  GoalDescription: `Description of ${GoalTitle}`,
  KeyWords: `kw${GoalID}`,
  DesiredOutcome: `Outcome of ${GoalTitle}`,
  StartDate,
  EndDate,
  CpdgoalStatus,
  CpdgoalStatusName: 'unused by the screen',
});

export const ROWS = [goal(1, 'Learn structural analysis', 1), goal(2, 'Chartered engineer', 2), goal(3, 'Mentor a graduate', 3), goal(4, 'Legacy goal', 7)];

/** Six helpers share two cores: give the form more than findBy's default second. */
export const SLOW = { timeout: 5000 };

export const showGoals = (routes: Routes = {}) => {
  const api = stubApi({ [LIST]: () => page(ROWS), ...routes });
  renderInAdmin(<ResourceScreen resource={developmentGoals} />, createDataProvider(resources, http), signedInAs(MEMBER_ID, ROLE.MEMBER));
  return api;
};

export const rowOf = async (text: string) => (await screen.findByText(text, undefined, SLOW)).closest('tr') as HTMLElement;

export const openAdd = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Development Goal' }, SLOW));
  return screen.findByRole('dialog', { name: 'Add Development Goal' });
};

export const typeInto = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/** The message shows (and stays: the form re-renders) in the dialog. */
export const shows = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).getByText(text)).toBeInTheDocument(), SLOW);
export const showsNot = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).queryByText(text)).not.toBeInTheDocument(), SLOW);

export const chooseStatus = async (dialog: HTMLElement, name: string) => {
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Status/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

/** Fills the Add form with a valid goal. */
export const fillValidGoal = async (dialog: HTMLElement) => {
  typeInto(dialog, /Goal Title/, 'Become chartered');
  typeInto(dialog, /Goal Description/, 'Prepare the chartership portfolio');
  typeInto(dialog, /Keywords/, 'chartership');
  typeInto(dialog, /Desired Outcome/, 'Chartered by December');
  typeInto(dialog, /Start Date/, '01/02/2026');
  typeInto(dialog, /End Date/, '31/12/2026');
  await chooseStatus(dialog, 'In Progress');
};

export const submitAndConfirm = async (dialog: HTMLElement, button: string, confirm: string) => {
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  const sure = await screen.findByRole('dialog', { name: 'Are you sure?' }, SLOW);
  fireEvent.click(within(sure).getByRole('button', { name: confirm }));
};

/** A toast of a title and a text (OutcomeMessage): both lines, together. */
export const toastSays = async (title: string, text: string) => {
  const line = await screen.findByText(text, undefined, SLOW);
  expect(line.parentElement).toHaveTextContent(`${title}${text}`);
};
