// CPD activities: the stored fields read from the add/edit form (multipart text or JSON),
// checked by the shared rules of src/domain/cpdRules.mjs (the form's), and the row as the screens get it.
import { CPD, activitiesOfUser, goalsOfUser, settingsForYear } from './cpd-store.mjs';
import { idFrom } from '../http/fields.mjs';
import { ACTIVITY_LIMITS, ACTIVITY_STATUS, ACTIVITY_STATUS_OPTIONS, ACTIVITY_TEXT, CPD_CATEGORIES, GOAL_TEXT, categoryName, cpdYearBounds, hoursProblem } from '../../../src/domain/cpdRules.mjs';
import { isWireDate } from '../../../src/domain/wireDates.mjs';

export const ACTIVITY_LIST = Object.freeze({
  filterColumns: ['ActivityTitle', 'Provider', 'Description'],
  sortColumns: ['ActivityID', 'ActivityTitle', 'CategoryID', 'CategoryName', 'ActivityDate', 'Hours', 'Provider', 'ActivityStatus', 'ActivityStatusName', 'GoalTitle', 'CreatedAt'],
  defaultSort: Object.freeze({ column: 'ActivityDate', direction: 'desc' }),
});

const statusName = (code) => ACTIVITY_STATUS_OPTIONS.find((option) => option.cpdactivitystatusId === Number(code))?.cpdactivitystatusName ?? '';

/** Text of a field: trimmed text; a number as its digits; anything else '' (reported as missing). */
const textOf = (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** Hours are written as plain decimals (what the form's number field sends): "7", "1.5", "0.25". */
const DECIMAL = /^\d+(\.\d+)?$/;

const titleProblem = (title) => {
  if (!title) return ACTIVITY_TEXT.titleRequired;
  if (title.length < ACTIVITY_LIMITS.titleMin) return ACTIVITY_TEXT.titleShort;
  return title.length > ACTIVITY_LIMITS.titleMax ? ACTIVITY_TEXT.titleLong : null;
};
const providerProblem = (provider) => {
  if (!provider) return ACTIVITY_TEXT.providerRequired;
  return provider.length > ACTIVITY_LIMITS.providerMax ? ACTIVITY_TEXT.providerLong : null;
};

/**
 * { fields, problems } of an activity form for the member `userId` ({ field: text }, empty when it may be
 * saved). `today` is YYYY-MM-DD; `exceptActivityId` leaves the activity being edited out of the per-day sum.
 */
export function activityFieldsOf(db, userId, body, { today, exceptActivityId = null }) {
  const title = textOf(body.ActivityTitle);
  const categoryId = idFrom(body.CategoryID);
  const date = textOf(body.ActivityDate);
  const hoursText = textOf(body.Hours);
  const provider = textOf(body.Provider);
  const description = textOf(body.Description);
  const goalText = textOf(body.GoalID);
  const goalId = goalText ? idFrom(goalText) : null;
  const status = idFrom(body.ActivityStatus);
  const completed = status === ACTIVITY_STATUS.COMPLETED;

  const hoursWrong = hoursText && !DECIMAL.test(hoursText) ? ACTIVITY_TEXT.hoursRequired : hoursProblem(hoursText);
  const dateWrong = !date ? ACTIVITY_TEXT.dateRequired : !isWireDate(date) ? GOAL_TEXT.invalidDate : completed && date > today ? ACTIVITY_TEXT.dateInFuture : null;
  const problems = {
    ActivityTitle: titleProblem(title),
    CategoryID: CPD_CATEGORIES.some((category) => category.id === categoryId) ? null : ACTIVITY_TEXT.categoryRequired,
    ActivityDate: dateWrong,
    Hours: hoursWrong,
    Provider: providerProblem(provider),
    Description: description.length > ACTIVITY_LIMITS.descriptionMax ? ACTIVITY_TEXT.descriptionLong : null,
    GoalID: goalText && !goalsOfUser(db, userId).some((goal) => goal.GoalID === goalId) ? ACTIVITY_TEXT.goalUnknown : null,
    ActivityStatus: Object.values(ACTIVITY_STATUS).includes(status) ? null : ACTIVITY_TEXT.statusRequired,
  };
  const hours = Number(hoursText);
  if (!problems.ActivityDate && !problems.Hours) {
    const sameDay = activitiesOfUser(db, userId).filter((a) => a.ActivityDate === date && a.ActivityID !== exceptActivityId);
    const total = sameDay.reduce((sum, a) => sum + Number(a.Hours), hours);
    if (Math.round(total * 100) / 100 > ACTIVITY_LIMITS.hoursMax) problems.Hours = ACTIVITY_TEXT.hoursPerDay;
  }
  return {
    problems: Object.fromEntries(Object.entries(problems).filter(([, text]) => text)),
    fields: { ActivityTitle: title, CategoryID: categoryId, ActivityDate: date, Hours: hours, Provider: provider, Description: description, GoalID: goalId, ActivityStatus: status },
  };
}

export const activityById = (db, ActivityID) => (Number.isInteger(ActivityID) ? db.get(CPD.ACTIVITIES).find({ ActivityID }).value() : undefined);

/** An activity as the screens get it: names of its category, status and goal, and its evidence link data. */
export function activityView(db, { id, ...activity }) {
  const goal = activity.GoalID ? db.get(CPD.GOALS).find({ GoalID: activity.GoalID }).value() : undefined;
  return {
    ...activity,
    CategoryName: categoryName(activity.CategoryID),
    ActivityStatusName: statusName(activity.ActivityStatus),
    GoalTitle: goal?.GoalTitle ?? '',
    evidence: activity.evidenceFileId ? { fileId: activity.evidenceFileId, fileName: activity.evidenceFileName } : null,
  };
}

/** The first and last day of CPD year `year` under the settings in force then. */
export const cpdYearRangeOf = (db, year) => cpdYearBounds(year, settingsForYear(db, year));

/** Is this stored file some CPD activity's evidence? (CPD staff may download it: routes/files.mjs.) */
export const isActivityEvidence = (db, fileId) => Boolean(db.get(CPD.ACTIVITIES).find({ evidenceFileId: fileId }).value());
