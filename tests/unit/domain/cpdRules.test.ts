// The shared CPD rules (src/domain/cpdRules.mjs): the spec's texts verbatim, the limits at their exact
// boundaries, CPD years and their bounds, the settings in force and compliance.
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_STATUS,
  ACTIVITY_STATUS_OPTIONS,
  ACTIVITY_TEXT,
  COMMENT_MAX,
  CPD_CATEGORIES,
  CPD_MEMBERSHIP,
  CPD_MEMBERSHIP_NAMES,
  CPD_TEXT,
  DECLARATION_TEXT,
  DEFAULT_SETTINGS,
  ENTRY_LEVELS,
  GOAL_LIMITS,
  GOAL_STATUS,
  GOAL_STATUS_NAMES,
  GOAL_STATUS_OPTIONS,
  GOAL_TEXT,
  PRIMARY_SKILLS,
  SETTINGS_LIMITS,
  SETTINGS_TEXT,
  UNEXPECTED_STATUS,
  categoryName,
  complianceOf,
  cpdStartDateProblem,
  cpdYearBounds,
  cpdYearOf,
  decisionCommentProblem,
  goalProblems,
  goalStatusName,
  hoursProblem,
  settingsInForce,
  type ActivityLike,
  type CpdSettings,
  type GoalForm,
} from '../../../src/domain/cpdRules.mjs';

const x = (n: number) => 'x'.repeat(n);

describe('statuses (spec §4)', () => {
  it('names development goal statuses 1 Pending, 2 In Progress, 3 Complete; anything else "Unexpected Status"', () => {
    expect(GOAL_STATUS).toEqual({ PENDING: 1, IN_PROGRESS: 2, COMPLETE: 3 });
    expect(GOAL_STATUS_NAMES).toEqual({ 1: 'Pending', 2: 'In Progress', 3: 'Complete' });
    expect([1, 2, 3, '2'].map(goalStatusName)).toEqual(['Pending', 'In Progress', 'Complete', 'In Progress']);
    for (const code of [0, 4, 16, -1, null, undefined, 'Pending', 1.5]) expect(goalStatusName(code), String(code)).toBe('Unexpected Status');
    expect(UNEXPECTED_STATUS).toBe('Unexpected Status');
    expect(GOAL_STATUS_OPTIONS).toEqual([
      { developmentgoalstatusId: 1, developmentgoalstatusName: 'Pending' },
      { developmentgoalstatusId: 2, developmentgoalstatusName: 'In Progress' },
      { developmentgoalstatusId: 3, developmentgoalstatusName: 'Complete' },
    ]);
  });

  it('names CPD membership 1 Pending, 2 Approved, 3 Rejected', () => {
    expect(CPD_MEMBERSHIP).toEqual({ PENDING: 1, APPROVED: 2, REJECTED: 3 });
    expect(CPD_MEMBERSHIP_NAMES).toEqual({ 1: 'Pending', 2: 'Approved', 3: 'Rejected' });
  });

  it('has activity statuses Planned and Completed', () => {
    expect(ACTIVITY_STATUS).toEqual({ PLANNED: 1, COMPLETED: 2 });
    expect(ACTIVITY_STATUS_OPTIONS).toEqual([
      { cpdactivitystatusId: 1, cpdactivitystatusName: 'Planned' },
      { cpdactivitystatusId: 2, cpdactivitystatusName: 'Completed' },
    ]);
  });
});

describe('texts (spec §5, §8 verbatim)', () => {
  it('has the development goal texts', () => {
    expect(GOAL_TEXT).toMatchObject({
      required: 'This field can not be empty.',
      titleShort: 'Please provide a valid goal title (Minimum is 5 characters)',
      titleLong: 'Goal title is too long (Maximum is 50 characters)',
      descriptionShort: 'Please provide a valid goal description (Minimum is 10 characters)',
      descriptionLong: 'Goal description is too long (maximum is 150 characters)',
      keywordsLong: 'Keyword is too long (maximum is 30 characters)',
      outcomeShort: 'Please provide a valid desired outcome (Minimum is 10 characters)',
      outcomeLong: 'Desired outcome is too long (maximum is 150 characters)',
      saved: 'Your development goal has been saved successfully',
      notSaved: 'Your development goal has not been saved',
      updated: 'Your goal has been updated successfully',
      notAvailable: 'This goal details is not available',
      notUpdated: 'Your goal has not been updated',
      somethingWrong: 'Something went wrong',
    });
    for (const key of ['endAfterStart', 'invalidDate', 'statusInvalid', 'deleted', 'notDeleted'] as const) expect(GOAL_TEXT[key]).toMatch(/\S/);
  });

  it('has the CPD approve / reject and service texts', () => {
    expect(CPD_TEXT).toMatchObject({
      approved: 'Member has been approved successfully',
      notApproved: 'Member has not been approved',
      commentBeforeApprove: 'Please add a comment before approve',
      rejected: 'Member has been rejected successfully',
      notRejected: 'Member has not been rejected',
      commentBeforeReject: 'Please add a comment before reject',
      somethingWrong: 'Something went wrong',
      badCredentials: 'Bad credentials',
      unknownAuthError: 'An unknown error occurred in Auth endpoint.',
    });
  });

  it('has a distinct non-empty text for every chosen message', () => {
    const chosen = [
      ...Object.values(ACTIVITY_TEXT),
      ...Object.values(SETTINGS_TEXT),
      ...Object.values(DECLARATION_TEXT),
      ...(['commentTooLong', 'registered', 'alreadyRegistered', 'notRegistered', 'notApprovedMember', 'startDateRequired', 'startDateRange', 'primarySkillRequired', 'entryLevelRequired', 'notAMember', 'mailSent', 'notDecided'] as const).map((key) => CPD_TEXT[key]),
    ];
    for (const text of chosen) expect(text).toMatch(/\S/);
    expect(new Set(Object.values(CPD_TEXT)).size).toBe(Object.values(CPD_TEXT).length);
    expect(new Set(Object.values(ACTIVITY_TEXT).filter((t) => t !== ACTIVITY_TEXT.statusRequired)).size).toBe(Object.values(ACTIVITY_TEXT).length - 1);
  });
});

describe('decisionCommentProblem', () => {
  it('requires a comment, in the words of the action', () => {
    for (const comment of [undefined, null, '', '   ', '\n\t', 5, {}]) {
      expect(decisionCommentProblem(comment, 'approve'), String(comment)).toBe('Please add a comment before approve');
      expect(decisionCommentProblem(comment, 'reject'), String(comment)).toBe('Please add a comment before reject');
    }
  });

  it(`accepts up to ${COMMENT_MAX} characters (trimmed) and refuses ${COMMENT_MAX + 1}`, () => {
    expect(COMMENT_MAX).toBe(500);
    expect(decisionCommentProblem('ok', 'approve')).toBeNull();
    expect(decisionCommentProblem(x(500), 'reject')).toBeNull();
    expect(decisionCommentProblem(`  ${x(500)}  `, 'reject')).toBeNull();
    expect(decisionCommentProblem(x(501), 'approve')).toBe('Comment is too long (maximum is 500 characters)');
    expect(decisionCommentProblem(x(501), 'reject')).toBe(CPD_TEXT.commentTooLong);
  });
});

describe('goalProblems (spec §5, §9)', () => {
  const goal = (overrides: Partial<GoalForm> = {}): GoalForm => ({
    goaltitle: x(5),
    goaldescription: x(10),
    keywords: 'k',
    desiredoutcome: x(10),
    startDate: '2026-01-01',
    endDate: '2026-01-02',
    status: 1,
    ...overrides,
  });

  it('has the §9 limits', () => {
    expect(GOAL_LIMITS).toEqual({ titleMin: 5, titleMax: 50, descriptionMin: 10, descriptionMax: 150, keywordsMax: 30, outcomeMin: 10, outcomeMax: 150 });
  });

  it('accepts a goal at every lower and upper bound', () => {
    expect(goalProblems(goal())).toEqual({});
    expect(goalProblems(goal({ goaltitle: x(50), goaldescription: x(150), keywords: x(30), desiredoutcome: x(150), status: '3' }))).toEqual({});
  });

  it('refuses one character beyond each bound with its text', () => {
    expect(goalProblems(goal({ goaltitle: x(4) }))).toEqual({ goaltitle: 'Please provide a valid goal title (Minimum is 5 characters)' });
    expect(goalProblems(goal({ goaltitle: x(51) }))).toEqual({ goaltitle: 'Goal title is too long (Maximum is 50 characters)' });
    expect(goalProblems(goal({ goaldescription: x(9) }))).toEqual({ goaldescription: 'Please provide a valid goal description (Minimum is 10 characters)' });
    expect(goalProblems(goal({ goaldescription: x(151) }))).toEqual({ goaldescription: 'Goal description is too long (maximum is 150 characters)' });
    expect(goalProblems(goal({ keywords: x(31) }))).toEqual({ keywords: 'Keyword is too long (maximum is 30 characters)' });
    expect(goalProblems(goal({ desiredoutcome: x(9) }))).toEqual({ desiredoutcome: 'Please provide a valid desired outcome (Minimum is 10 characters)' });
    expect(goalProblems(goal({ desiredoutcome: x(151) }))).toEqual({ desiredoutcome: 'Desired outcome is too long (maximum is 150 characters)' });
  });

  it('counts trimmed text; empty, blank or non-text is "This field can not be empty."', () => {
    expect(goalProblems(goal({ goaltitle: `  ${x(4)}  ` })).goaltitle).toBe(GOAL_TEXT.titleShort);
    for (const value of ['', '   ', undefined, 12345]) {
      expect(goalProblems(goal({ goaltitle: value, goaldescription: value, keywords: value, desiredoutcome: value }))).toEqual({
        goaltitle: 'This field can not be empty.',
        goaldescription: 'This field can not be empty.',
        keywords: 'This field can not be empty.',
        desiredoutcome: 'This field can not be empty.',
      });
    }
  });

  it('saves only when the end date is later than the start date', () => {
    expect(goalProblems(goal({ startDate: '2026-03-01', endDate: '2026-03-01' }))).toEqual({ endDate: GOAL_TEXT.endAfterStart });
    expect(goalProblems(goal({ startDate: '2026-03-02', endDate: '2026-03-01' }))).toEqual({ endDate: GOAL_TEXT.endAfterStart });
    expect(goalProblems(goal({ startDate: '2025-12-31', endDate: '2026-01-01' }))).toEqual({});
  });

  it('requires real wire dates and a status 1..3', () => {
    expect(goalProblems(goal({ startDate: '', endDate: undefined }))).toEqual({ startDate: GOAL_TEXT.required, endDate: GOAL_TEXT.required });
    expect(goalProblems(goal({ startDate: '2026-02-30', endDate: '02/03/2026' }))).toEqual({ startDate: GOAL_TEXT.invalidDate, endDate: GOAL_TEXT.invalidDate });
    for (const status of [0, 4, 1.5, '', undefined, 'Pending']) expect(goalProblems(goal({ status })), String(status)).toEqual({ status: GOAL_TEXT.statusInvalid });
  });
});

describe('categories, skills and levels', () => {
  it('has four categories with their settings field and a hint', () => {
    expect(CPD_CATEGORIES.map((c) => [c.id, c.name, c.minField])).toEqual([
      [1, 'Formal learning', 'minFormal'],
      [2, 'Informal learning', 'minInformal'],
      [3, 'Professional contribution', 'minContribution'],
      [4, 'Work-based learning', 'minWorkBased'],
    ]);
    for (const category of CPD_CATEGORIES) expect(category.hint).toMatch(/\S/);
    expect(categoryName('3')).toBe('Professional contribution');
    expect(categoryName(9)).toBe('');
  });

  it('numbers primary skills and entry levels 1..n with distinct names', () => {
    expect(PRIMARY_SKILLS.map((s) => s.primarySkillId)).toEqual(PRIMARY_SKILLS.map((_, i) => i + 1));
    expect(ENTRY_LEVELS.map((l) => l.entryLevelId)).toEqual(ENTRY_LEVELS.map((_, i) => i + 1));
    expect(new Set(PRIMARY_SKILLS.map((s) => s.primarySkillName)).size).toBe(PRIMARY_SKILLS.length);
    expect(new Set(ENTRY_LEVELS.map((l) => l.entryLevelName)).size).toBe(ENTRY_LEVELS.length);
  });
});

describe('hoursProblem', () => {
  it('accepts more than 0 up to 24 with two decimals at most, as numbers or text', () => {
    expect(ACTIVITY_LIMITS).toEqual({ titleMin: 5, titleMax: 100, providerMax: 100, descriptionMax: 500, hoursMax: 24 });
    for (const hours of [0.01, 1, 1.25, 24, '2.5', ' 3 ']) expect(hoursProblem(hours), String(hours)).toBeNull();
  });

  it('names the problem of every other value', () => {
    for (const hours of ['', null, undefined, 'abc', Number.NaN, Infinity]) expect(hoursProblem(hours), String(hours)).toBe('Hours are required');
    for (const hours of [0, -1, '0']) expect(hoursProblem(hours)).toBe('Hours must be more than 0');
    for (const hours of [24.01, 25, '100']) expect(hoursProblem(hours)).toBe('Hours cannot be more than 24');
    for (const hours of [1.005, '0.001', 2.333]) expect(hoursProblem(hours)).toBe('Hours may have at most two decimals');
  });
});

describe('settings and CPD years', () => {
  const row = (effectiveYear: number, figures: Partial<CpdSettings> = {}) => ({ ...DEFAULT_SETTINGS, effectiveYear, ...figures });

  it('defaults to RICS: 20 hours a year from 1 January, 10 of them formal', () => {
    expect(DEFAULT_SETTINGS).toEqual({ yearStartMonth: 1, yearStartDay: 1, hoursPerYear: 20, minFormal: 10, minInformal: 0, minContribution: 0, minWorkBased: 0 });
    expect(SETTINGS_LIMITS).toEqual({ hoursPerYearMax: 200, yearFirst: 2000, yearLast: 2100 });
  });

  it('takes the row with the latest effective year not after the year (defaults before the first)', () => {
    const rows = [row(2026, { hoursPerYear: 30 }), row(2024, { hoursPerYear: 25 })];
    expect(settingsInForce(rows, 2023)).toEqual({ ...DEFAULT_SETTINGS, effectiveYear: 2000 });
    expect(settingsInForce(rows, 2024).hoursPerYear).toBe(25);
    expect(settingsInForce(rows, 2025).hoursPerYear).toBe(25);
    expect(settingsInForce(rows, 2026).hoursPerYear).toBe(30);
    expect(settingsInForce(rows, 2099).hoursPerYear).toBe(30);
    expect(rows.map((r) => r.effectiveYear)).toEqual([2026, 2024]); // not reordered
  });

  it('names a CPD year by the calendar year it starts in, with its first and last day', () => {
    expect(cpdYearOf('2026-01-01')).toEqual({ year: 2026, from: '2026-01-01', to: '2026-12-31' });
    expect(cpdYearOf('2026-12-31')).toEqual({ year: 2026, from: '2026-01-01', to: '2026-12-31' });
    const april = { yearStartMonth: 4, yearStartDay: 1 };
    expect(cpdYearOf('2026-03-31', april)).toEqual({ year: 2025, from: '2025-04-01', to: '2026-03-31' });
    expect(cpdYearOf('2026-04-01', april)).toEqual({ year: 2026, from: '2026-04-01', to: '2027-03-31' });
    const midMonth = { yearStartMonth: 7, yearStartDay: 15 };
    expect(cpdYearOf('2026-07-14', midMonth).year).toBe(2025);
    expect(cpdYearOf('2026-07-15', midMonth).year).toBe(2026);
  });

  it('ends a year the day before the next one starts, leap days included', () => {
    expect(cpdYearBounds(2026)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(cpdYearBounds(2027, { yearStartMonth: 3, yearStartDay: 1 })).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(cpdYearBounds(2026, { yearStartMonth: 3, yearStartDay: 1 })).toEqual({ from: '2026-03-01', to: '2027-02-28' });
    expect(cpdYearBounds(2026, { yearStartMonth: 12, yearStartDay: 28 })).toEqual({ from: '2026-12-28', to: '2027-12-27' });
  });
});

describe('complianceOf', () => {
  const settings: CpdSettings = { ...DEFAULT_SETTINGS, minContribution: 2 };
  const done = (CategoryID: number, Hours: number, ActivityDate = '2026-06-01', ActivityStatus = 2): ActivityLike => ({ CategoryID, Hours, ActivityDate, ActivityStatus });

  it('is compliant when the total and every category minimum are met', () => {
    const result = complianceOf([done(1, 10), done(3, 2), done(2, 8)], settings, 2026);
    expect(result).toEqual({
      year: 2026,
      from: '2026-01-01',
      to: '2026-12-31',
      required: 20,
      done: 20,
      remaining: 0,
      byCategory: [
        { categoryId: 1, category: 'Formal learning', done: 10, minimum: 10, met: true },
        { categoryId: 2, category: 'Informal learning', done: 8, minimum: 0, met: true },
        { categoryId: 3, category: 'Professional contribution', done: 2, minimum: 2, met: true },
        { categoryId: 4, category: 'Work-based learning', done: 0, minimum: 0, met: true },
      ],
      compliant: true,
    });
  });

  it('is behind when the total is short, or a category minimum is, however many hours are done', () => {
    const short = complianceOf([done(1, 10), done(3, 2), done(2, 7.5)], settings, 2026);
    expect(short).toMatchObject({ done: 19.5, remaining: 0.5, compliant: false });
    const noContribution = complianceOf([done(1, 30)], settings, 2026);
    expect(noContribution).toMatchObject({ done: 30, remaining: 0, compliant: false });
    expect(noContribution.byCategory[2]).toMatchObject({ done: 0, minimum: 2, met: false });
    const littleFormal = complianceOf([done(1, 9.99), done(2, 20), done(3, 2)], settings, 2026);
    expect(littleFormal.byCategory[0].met).toBe(false);
    expect(littleFormal.compliant).toBe(false);
  });

  it('counts only completed activities dated within the CPD year (both ends included)', () => {
    const activities = [done(1, 10, '2026-01-01'), done(3, 2, '2026-12-31'), done(2, 8, '2026-07-01', ACTIVITY_STATUS.PLANNED), done(2, 8, '2025-12-31'), done(2, 8, '2027-01-01')];
    expect(complianceOf(activities, settings, 2026)).toMatchObject({ done: 12, remaining: 8, compliant: false });
    expect(complianceOf(activities, settings, 2025)).toMatchObject({ from: '2025-01-01', to: '2025-12-31', done: 8 });
    const april = { ...settings, yearStartMonth: 4 };
    expect(complianceOf([done(1, 5, '2026-03-31'), done(1, 6, '2026-04-01')], april, 2026)).toMatchObject({ from: '2026-04-01', to: '2027-03-31', done: 6 });
  });

  it('rounds hours to two decimals and reads numeric text', () => {
    const result = complianceOf([done(1, 0.1), done(1, 0.2), { CategoryID: 2, Hours: '1.25' as unknown as number, ActivityDate: '2026-02-02', ActivityStatus: '2' as unknown as number }], settings, 2026);
    expect(result.byCategory[0].done).toBe(0.3);
    expect(result.byCategory[1].done).toBe(1.25);
    expect(result.done).toBe(1.55);
    expect(result.remaining).toBe(18.45);
  });

  it('requires nothing of a category whose minimum is missing from the settings', () => {
    const partial = { yearStartMonth: 1, yearStartDay: 1, hoursPerYear: 5 } as CpdSettings;
    const result = complianceOf([done(2, 5)], partial, 2026);
    expect(result.byCategory.map((c) => c.minimum)).toEqual([0, 0, 0, 0]);
    expect(result.compliant).toBe(true);
  });
});

describe('cpdStartDateProblem', () => {
  const today = '2026-11-23';
  it('accepts a real day within a year either side of today, bounds included', () => {
    for (const day of ['2025-11-23', '2026-11-23', '2027-11-23', '2026-01-01']) expect(cpdStartDateProblem(day, today), day).toBeNull();
  });
  it('refuses a missing, malformed or impossible date and one beyond a year', () => {
    for (const day of ['', undefined, null]) expect(cpdStartDateProblem(day, today)).toBe('CPD start date is required');
    for (const day of ['2026-02-30', '23/11/2026', '2026-1-1', 20261123]) expect(cpdStartDateProblem(day, today), String(day)).toBe('Please enter a valid date');
    for (const day of ['2025-11-22', '2027-11-24']) expect(cpdStartDateProblem(day, today)).toBe('CPD start date must be within a year of today');
  });
});
