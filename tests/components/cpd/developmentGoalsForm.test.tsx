/**
 * The "Add Development Goal" form in the browser: every spec §5 message and every §9 limit at its exact
 * boundary (4/5, 50/51, 9/10, 150/151, 30/31 characters), the end date after the start date, the status.
 * A refused form sends nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { GOAL_LIMITS, GOAL_TEXT } from '../../../src/domain/cpdRules.mjs';
import { ADD, fillValidGoal, openAdd, showGoals, shows, showsNot, typeInto } from './developmentGoalsHarness';

afterEach(() => vi.unstubAllGlobals());

const chars = (n: number) => 'a'.repeat(n);
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

/** One text field: too short at min-1, fine at min and max, too long at max+1. */
const BOUNDS = [
  { label: /Goal Title/, min: GOAL_LIMITS.titleMin, max: GOAL_LIMITS.titleMax, short: GOAL_TEXT.titleShort, long: GOAL_TEXT.titleLong },
  { label: /Goal Description/, min: GOAL_LIMITS.descriptionMin, max: GOAL_LIMITS.descriptionMax, short: GOAL_TEXT.descriptionShort, long: GOAL_TEXT.descriptionLong },
  { label: /Desired Outcome/, min: GOAL_LIMITS.outcomeMin, max: GOAL_LIMITS.outcomeMax, short: GOAL_TEXT.outcomeShort, long: GOAL_TEXT.outcomeLong },
] as const;

describe('Add Development Goal: spec §5 messages and §9 limits', () => {
  it('uses the §9 limits (5-50, 10-150, keywords up to 30, 10-150)', () => {
    expect(GOAL_LIMITS).toMatchObject({ titleMin: 5, titleMax: 50, descriptionMin: 10, descriptionMax: 150, keywordsMax: 30, outcomeMin: 10, outcomeMax: 150 });
  });

  it('an empty form says "This field can not be empty." for every text and date, and the status message; nothing is sent', async () => {
    const api = showGoals();
    const dialog = await openAdd();
    save(dialog);
    await shows(dialog, 'Please select a valid status');
    expect(within(dialog).getAllByText('This field can not be empty.')).toHaveLength(6);
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(api.calls(ADD)).toHaveLength(0);
  });

  it('a blank-only text counts as empty', async () => {
    showGoals();
    const dialog = await openAdd();
    typeInto(dialog, /Goal Title/, '       ');
    save(dialog);
    await shows(dialog, 'Please select a valid status');
    expect(within(dialog).getAllByText('This field can not be empty.')).toHaveLength(6);
  });

  for (const { label, min, max, short, long } of BOUNDS) {
    it(`${label.source}: ${min - 1} → "${short}"; ${min} and ${max} pass; ${max + 1} → "${long}"`, async () => {
      showGoals();
      const dialog = await openAdd();
      typeInto(dialog, label, chars(min - 1));
      save(dialog);
      await shows(dialog, short);
      typeInto(dialog, label, chars(min));
      await showsNot(dialog, short);
      typeInto(dialog, label, chars(max));
      await showsNot(dialog, long);
      typeInto(dialog, label, chars(max + 1));
      await shows(dialog, long);
    });
  }

  it(`Keywords: ${GOAL_LIMITS.keywordsMax} pass; ${GOAL_LIMITS.keywordsMax + 1} → "Keyword is too long (maximum is 30 characters)"; 1 passes`, async () => {
    showGoals();
    const dialog = await openAdd();
    typeInto(dialog, /Keywords/, chars(31));
    save(dialog);
    await shows(dialog, 'Keyword is too long (maximum is 30 characters)');
    typeInto(dialog, /Keywords/, chars(30));
    await showsNot(dialog, 'Keyword is too long (maximum is 30 characters)');
    typeInto(dialog, /Keywords/, 'a');
    await showsNot(dialog, 'Keyword is too long (maximum is 30 characters)');
  });

  it('the exact §5 texts', () => {
    expect(GOAL_TEXT).toMatchObject({
      required: 'This field can not be empty.',
      titleShort: 'Please provide a valid goal title (Minimum is 5 characters)',
      titleLong: 'Goal title is too long (Maximum is 50 characters)',
      descriptionShort: 'Please provide a valid goal description (Minimum is 10 characters)',
      descriptionLong: 'Goal description is too long (maximum is 150 characters)',
      keywordsLong: 'Keyword is too long (maximum is 30 characters)',
      outcomeShort: 'Please provide a valid desired outcome (Minimum is 10 characters)',
      outcomeLong: 'Desired outcome is too long (maximum is 150 characters)',
    });
  });

  it('the end date must be later than the start date: the same day is refused, the next day passes', async () => {
    const api = showGoals();
    const dialog = await openAdd();
    await fillValidGoal(dialog);
    typeInto(dialog, /Start Date/, '01/02/2026');
    typeInto(dialog, /End Date/, '01/02/2026');
    save(dialog);
    await shows(dialog, GOAL_TEXT.endAfterStart);
    typeInto(dialog, /End Date/, '31/01/2026');
    await shows(dialog, GOAL_TEXT.endAfterStart);
    typeInto(dialog, /End Date/, '02/02/2026');
    await showsNot(dialog, GOAL_TEXT.endAfterStart);
    expect(api.calls(ADD)).toHaveLength(0);
  });

  it('a date that is not DD/MM/YYYY is refused', async () => {
    showGoals();
    const dialog = await openAdd();
    typeInto(dialog, /Start Date/, '31/02/2026');
    save(dialog);
    await shows(dialog, 'Please enter a valid date (DD/MM/YYYY)');
  });

  it('a valid goal at every lower and upper bound reaches the confirmation', async () => {
    showGoals();
    const dialog = await openAdd();
    await fillValidGoal(dialog);
    typeInto(dialog, /Goal Title/, chars(GOAL_LIMITS.titleMax));
    typeInto(dialog, /Goal Description/, chars(GOAL_LIMITS.descriptionMin));
    typeInto(dialog, /Keywords/, chars(GOAL_LIMITS.keywordsMax));
    typeInto(dialog, /Desired Outcome/, chars(GOAL_LIMITS.outcomeMax));
    save(dialog);
    // the question names the goal by the title typed (the declaration's recordTitle is the form's title field)
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' }, { timeout: 5000 });
    expect(within(sure).getByText(`Save the development goal ${chars(GOAL_LIMITS.titleMax)}?`)).toBeInTheDocument();
  });

  it('offers the three §4 statuses', async () => {
    showGoals();
    const dialog = await openAdd();
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Status/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Pending', 'In Progress', 'Complete']);
  });
});
