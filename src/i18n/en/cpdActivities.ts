/**
 * Texts of the member's CPD activity log (/cpd/activities). The spec names the screen only, so the labels
 * are chosen; every rule text (limits, outcomes) is the one the mock API checks with, from
 * src/domain/cpdRules.mjs (ACTIVITY_TEXT).
 */
import { ACTIVITY_TEXT } from '../../domain/cpdRules.mjs';

export const cpdActivities = {
  noun: 'activity',
  heading: 'My CPD Activities',
  dialogTitle: 'CPD Activity',
  createTitle: 'Add CPD Activity',
  viewTitle: 'CPD Activity Details',
  addLabel: 'Add Activity',
  /* columns and fields */
  date: 'Date',
  title: 'Title',
  category: 'Category',
  hours: 'Hours',
  provider: 'Provider',
  description: 'Description',
  goal: 'Development Goal',
  status: 'Status',
  evidence: 'Evidence (PDF)',
  evidenceHint: 'Optional: a certificate or attendance record, PDF up to 5 MB',
  hoursHint: 'More than 0 and up to 24, at most two decimals (e.g. 1.5)',
  noGoal: 'No goal',
  /* filters */
  yearFilter: 'CPD year',
  anyYear: 'All years',
  categoryFilter: 'Category',
  anyCategory: 'All categories',
  statusFilter: 'Status',
  anyStatus: 'All statuses',
  /* rules and outcomes (shared with the API) */
  titleRequired: ACTIVITY_TEXT.titleRequired,
  titleShort: ACTIVITY_TEXT.titleShort,
  titleLong: ACTIVITY_TEXT.titleLong,
  categoryRequired: ACTIVITY_TEXT.categoryRequired,
  dateRequired: ACTIVITY_TEXT.dateRequired,
  hoursRequired: ACTIVITY_TEXT.hoursRequired,
  providerRequired: ACTIVITY_TEXT.providerRequired,
  providerLong: ACTIVITY_TEXT.providerLong,
  descriptionLong: ACTIVITY_TEXT.descriptionLong,
  statusRequired: ACTIVITY_TEXT.statusRequired,
  saved: ACTIVITY_TEXT.saved,
  notSaved: ACTIVITY_TEXT.notSaved,
  updated: ACTIVITY_TEXT.updated,
  notAvailable: ACTIVITY_TEXT.notAvailable,
  deleted: ACTIVITY_TEXT.deleted,
  failed: 'Failed!',
  evidenceDownload: 'Evidence',
};
