/**
 * Texts of the Development Goals screen (/cpd/developmentgoals; spec §2 "Development Goals screen", §3
 * Development goal, §4 "Development goal status", §5 "Development goal", §8 "Development goals and CPD").
 * The spec's own words come from src/domain/cpdRules (GOAL_TEXT), shared with the mock API; the rest is chosen.
 */
import { GOAL_STATUS_NAMES, GOAL_TEXT, UNEXPECTED_STATUS } from '../../domain/cpdRules.mjs';

export const cpdGoals = {
  noun: 'development goal',
  // spec §2: the table's, the modal's and the form's names
  tableHeading: 'View Development Goal Details',
  addGoal: 'Add Development Goal',
  editGoal: 'Edit Development Goal',
  viewGoal: 'Development Goal Details',
  // spec §3 row and form fields
  goalTitle: 'Goal Title',
  goalDescription: 'Goal Description',
  keywords: 'Keywords',
  desiredOutcome: 'Desired Outcome',
  startDate: 'Start Date',
  endDate: 'End Date',
  status: 'Status',
  anyStatus: 'All statuses',
  // spec §4
  statusPending: GOAL_STATUS_NAMES[1],
  statusInProgress: GOAL_STATUS_NAMES[2],
  statusComplete: GOAL_STATUS_NAMES[3],
  unexpectedStatus: UNEXPECTED_STATUS,
  // spec §5
  required: GOAL_TEXT.required,
  titleShort: GOAL_TEXT.titleShort,
  titleLong: GOAL_TEXT.titleLong,
  descriptionShort: GOAL_TEXT.descriptionShort,
  descriptionLong: GOAL_TEXT.descriptionLong,
  keywordsLong: GOAL_TEXT.keywordsLong,
  outcomeShort: GOAL_TEXT.outcomeShort,
  outcomeLong: GOAL_TEXT.outcomeLong,
  endAfterStart: GOAL_TEXT.endAfterStart,
  statusInvalid: GOAL_TEXT.statusInvalid,
  // spec §8 outcomes; the titles "Failed!" and "Error!" are the spec's, the success ones chosen
  success: 'Success!',
  failed: 'Failed!',
  error: 'Error!',
  saved: GOAL_TEXT.saved,
  notSaved: GOAL_TEXT.notSaved,
  updated: GOAL_TEXT.updated,
  notAvailable: GOAL_TEXT.notAvailable,
  notUpdated: GOAL_TEXT.notUpdated,
  somethingWrong: GOAL_TEXT.somethingWrong,
  deleted: GOAL_TEXT.deleted,
  notDeleted: GOAL_TEXT.notDeleted,
} as const;
