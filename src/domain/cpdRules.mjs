// Continuing professional development (spec §3 Development goal / CPD member row / CPD activity, §4, §5, §8,
// §9): the codes, limits and texts the CPD screens and the mock API share, so the form and the server
// refuse the same things with the same words. Plain ESM: the API imports it too.
import { isWireDate } from './wireDates.mjs';

/** Spec §4 "Development goal status". */
export const GOAL_STATUS = Object.freeze({ PENDING: 1, IN_PROGRESS: 2, COMPLETE: 3 });
export const GOAL_STATUS_NAMES = Object.freeze({ 1: 'Pending', 2: 'In Progress', 3: 'Complete' });
/** Spec §4: any other code shows this. */
export const UNEXPECTED_STATUS = 'Unexpected Status';
export const goalStatusName = (code) => GOAL_STATUS_NAMES[Number(code)] ?? UNEXPECTED_STATUS;
/** Spec §3 status options of get-developmentgoal-status. */
export const GOAL_STATUS_OPTIONS = Object.freeze(
  Object.entries(GOAL_STATUS_NAMES).map(([id, name]) => Object.freeze({ developmentgoalstatusId: Number(id), developmentgoalstatusName: name })),
);

/** Spec §4 "CPD membership". */
export const CPD_MEMBERSHIP = Object.freeze({ PENDING: 1, APPROVED: 2, REJECTED: 3 });
export const CPD_MEMBERSHIP_NAMES = Object.freeze({ 1: 'Pending', 2: 'Approved', 3: 'Rejected' });

/** Spec §9 goal limits. */
export const GOAL_LIMITS = Object.freeze({ titleMin: 5, titleMax: 50, descriptionMin: 10, descriptionMax: 150, keywordsMax: 30, outcomeMin: 10, outcomeMax: 150 });

/** Spec §5 "Development goal" and §8 "Development goals and CPD", verbatim; the rest chosen (marked). */
export const GOAL_TEXT = Object.freeze({
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
  // chosen: the spec saves "only if the end date is later than the start date" without naming the message
  endAfterStart: 'The end date must be later than the start date',
  invalidDate: 'Please enter a valid date',
  statusInvalid: 'Please select a valid status',
  deleted: 'Your development goal has been deleted',
  notDeleted: 'Your development goal has not been deleted',
});

/** Spec §8 CPD approve / reject and the CPD service errors, verbatim; the rest chosen. */
export const CPD_TEXT = Object.freeze({
  approved: 'Member has been approved successfully',
  notApproved: 'Member has not been approved',
  commentBeforeApprove: 'Please add a comment before approve',
  rejected: 'Member has been rejected successfully',
  notRejected: 'Member has not been rejected',
  commentBeforeReject: 'Please add a comment before reject',
  somethingWrong: 'Something went wrong',
  badCredentials: 'Bad credentials',
  unknownAuthError: 'An unknown error occurred in Auth endpoint.',
  // chosen
  commentTooLong: 'Comment is too long (maximum is 500 characters)',
  registered: 'Your CPD registration has been submitted for approval',
  alreadyRegistered: 'You have already registered for CPD',
  notRegistered: 'You have not registered for CPD',
  notApprovedMember: 'Your CPD registration has not been approved yet',
  startDateRequired: 'CPD start date is required',
  startDateRange: 'CPD start date must be within a year of today',
  primarySkillRequired: 'Primary skill is required',
  entryLevelRequired: 'Entry level is required',
  notAMember: 'Only members may register for CPD',
  mailSent: 'Mail sent',
  notDecided: 'This CPD registration has not been decided',
});

export const COMMENT_MAX = 500;
/** A decision's comment: required (the §8 text of the action), at most COMMENT_MAX. */
export const decisionCommentProblem = (comment, action) => {
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (!text) return action === 'approve' ? CPD_TEXT.commentBeforeApprove : CPD_TEXT.commentBeforeReject;
  return text.length > COMMENT_MAX ? CPD_TEXT.commentTooLong : null;
};

const lengthOf = (value) => (typeof value === 'string' ? value.trim().length : 0);
const rangeProblem = (value, min, max, short, long) => {
  const n = lengthOf(value);
  if (n === 0) return GOAL_TEXT.required;
  if (n < min) return short;
  return n > max ? long : null;
};

/**
 * Spec §5 for the add/edit goal form's names (goaltitle, goaldescription, keywords, desiredoutcome,
 * startDate, endDate, status): { field: message } of every problem, {} when the goal may be saved.
 */
export function goalProblems(goal) {
  const L = GOAL_LIMITS;
  const problems = {
    goaltitle: rangeProblem(goal.goaltitle, L.titleMin, L.titleMax, GOAL_TEXT.titleShort, GOAL_TEXT.titleLong),
    goaldescription: rangeProblem(goal.goaldescription, L.descriptionMin, L.descriptionMax, GOAL_TEXT.descriptionShort, GOAL_TEXT.descriptionLong),
    keywords: rangeProblem(goal.keywords, 1, L.keywordsMax, GOAL_TEXT.required, GOAL_TEXT.keywordsLong),
    desiredoutcome: rangeProblem(goal.desiredoutcome, L.outcomeMin, L.outcomeMax, GOAL_TEXT.outcomeShort, GOAL_TEXT.outcomeLong),
    startDate: isWireDate(goal.startDate) ? null : goal.startDate ? GOAL_TEXT.invalidDate : GOAL_TEXT.required,
    endDate: isWireDate(goal.endDate) ? null : goal.endDate ? GOAL_TEXT.invalidDate : GOAL_TEXT.required,
    status: GOAL_STATUS_NAMES[Number(goal.status)] && Number.isInteger(Number(goal.status)) ? null : GOAL_TEXT.statusInvalid,
  };
  if (!problems.startDate && !problems.endDate && !(goal.endDate > goal.startDate)) problems.endDate = GOAL_TEXT.endAfterStart;
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message));
}

/**
 * CPD activity categories (chosen: RICS's formal / informal split, widened the way the IESL and Engineers
 * Australia count contribution to the profession and learning at work). `minField` names the settings
 * field holding the category's minimum hours.
 */
export const CPD_CATEGORIES = Object.freeze([
  Object.freeze({ id: 1, name: 'Formal learning', minField: 'minFormal', hint: 'Courses, conferences, seminars, workshops with set outcomes' }),
  Object.freeze({ id: 2, name: 'Informal learning', minField: 'minInformal', hint: 'Reading, e-learning, self-directed study, technical visits' }),
  Object.freeze({ id: 3, name: 'Professional contribution', minField: 'minContribution', hint: 'Teaching, mentoring, papers, committee and council work' }),
  Object.freeze({ id: 4, name: 'Work-based learning', minField: 'minWorkBased', hint: 'New responsibilities, projects, secondments' }),
]);
export const categoryName = (id) => CPD_CATEGORIES.find((c) => c.id === Number(id))?.name ?? '';

/** Spec §7 get-cpdactivity-status (chosen): a planned activity counts no hours until it is completed. */
export const ACTIVITY_STATUS = Object.freeze({ PLANNED: 1, COMPLETED: 2 });
export const ACTIVITY_STATUS_OPTIONS = Object.freeze([
  Object.freeze({ cpdactivitystatusId: 1, cpdactivitystatusName: 'Planned' }),
  Object.freeze({ cpdactivitystatusId: 2, cpdactivitystatusName: 'Completed' }),
]);

/** Primary skills and entry levels offered at registration (spec §7 get-primary-skill, get-entry-level; chosen). */
export const PRIMARY_SKILLS = Object.freeze(
  ['Engineering', 'Information Technology', 'Management', 'Finance and Accounting', 'Education and Training', 'Research and Development', 'Quality Assurance', 'Production and Operations'].map((name, i) =>
    Object.freeze({ primarySkillId: i + 1, primarySkillName: name }),
  ),
);
export const ENTRY_LEVELS = Object.freeze(
  ['Graduate (0-3 years)', 'Professional (3-10 years)', 'Senior Professional (10-20 years)', 'Expert (20+ years)'].map((name, i) => Object.freeze({ entryLevelId: i + 1, entryLevelName: name })),
);

export const ACTIVITY_LIMITS = Object.freeze({ titleMin: 5, titleMax: 100, providerMax: 100, descriptionMax: 500, hoursMax: 24 });
export const ACTIVITY_TEXT = Object.freeze({
  titleRequired: 'Activity title is required',
  titleShort: 'Activity title is too short (Minimum is 5 characters)',
  titleLong: 'Activity title is too long (Maximum is 100 characters)',
  categoryRequired: 'Category is required',
  dateRequired: 'Activity date is required',
  dateInFuture: 'A completed activity cannot be dated after today',
  hoursRequired: 'Hours are required',
  hoursPositive: 'Hours must be more than 0',
  hoursTooMany: 'Hours cannot be more than 24',
  hoursPerDay: 'Hours on one day cannot add up to more than 24',
  hoursDecimals: 'Hours may have at most two decimals',
  providerRequired: 'Provider is required',
  providerLong: 'Provider is too long (Maximum is 100 characters)',
  descriptionLong: 'Description is too long (Maximum is 500 characters)',
  statusRequired: 'Please select a valid status',
  goalUnknown: 'This goal is not one of yours',
  saved: 'Your CPD activity has been saved successfully',
  notSaved: 'Your CPD activity has not been saved',
  updated: 'Your CPD activity has been updated successfully',
  notAvailable: 'This activity is not available',
  deleted: 'Your CPD activity has been deleted',
});

/** Hours as a number when valid (0 < h ≤ 24, two decimals at most), else the problem's text. */
export function hoursProblem(value) {
  if (value === '' || value === null || value === undefined) return ACTIVITY_TEXT.hoursRequired;
  const hours = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(hours)) return ACTIVITY_TEXT.hoursRequired;
  if (hours <= 0) return ACTIVITY_TEXT.hoursPositive;
  if (hours > ACTIVITY_LIMITS.hoursMax) return ACTIVITY_TEXT.hoursTooMany;
  return Math.round(hours * 100) / 100 === hours ? null : ACTIVITY_TEXT.hoursDecimals;
}

/**
 * Settings (chosen, RICS's figures): a CPD year runs from its start day (default 1 January) for a year; 20
 * hours a year, at least 10 of them formal. Versioned by the CPD year they take effect in.
 */
export const DEFAULT_SETTINGS = Object.freeze({ yearStartMonth: 1, yearStartDay: 1, hoursPerYear: 20, minFormal: 10, minInformal: 0, minContribution: 0, minWorkBased: 0 });
export const SETTINGS_LIMITS = Object.freeze({ hoursPerYearMax: 200, yearFirst: 2000, yearLast: 2100 });
export const SETTINGS_TEXT = Object.freeze({
  saved: 'CPD settings saved',
  updated: 'CPD settings updated',
  notFound: 'These CPD settings do not exist',
  duplicate: 'Settings for this CPD year already exist',
  effectiveYear: 'Effective year must be a year from 2000 to 2100',
  yearStartMonth: 'Start month must be 1 to 12',
  yearStartDay: 'Start day must be 1 to 28',
  hoursPerYear: 'Hours required per year must be a whole number from 1 to 200',
  minimum: 'A category minimum must be a whole number from 0 to the hours required per year',
  minimumsTotal: 'The category minimums cannot add up to more than the hours required per year',
});

/** The settings in force in a CPD year: the row with the latest effectiveYear not after it (else the defaults). */
export const settingsInForce = (rows, year) =>
  [...rows].filter((row) => row.effectiveYear <= year).sort((a, b) => b.effectiveYear - a.effectiveYear)[0] ?? { ...DEFAULT_SETTINGS, effectiveYear: SETTINGS_LIMITS.yearFirst };

const pad = (n) => String(n).padStart(2, '0');
/** The CPD year (named by the calendar year it starts in) holding a YYYY-MM-DD day, and its first and last days. */
export function cpdYearOf(day, { yearStartMonth = 1, yearStartDay = 1 } = {}) {
  const calendarYear = Number(day.slice(0, 4));
  const startThisYear = `${calendarYear}-${pad(yearStartMonth)}-${pad(yearStartDay)}`;
  const year = day >= startThisYear ? calendarYear : calendarYear - 1;
  return { year, ...cpdYearBounds(year, { yearStartMonth, yearStartDay }) };
}
/** First and last day (YYYY-MM-DD) of CPD year `year`. */
export function cpdYearBounds(year, { yearStartMonth = 1, yearStartDay = 1 } = {}) {
  const from = `${year}-${pad(yearStartMonth)}-${pad(yearStartDay)}`;
  const next = new Date(Date.UTC(year + 1, yearStartMonth - 1, yearStartDay) - 86400000);
  return { from, to: next.toISOString().slice(0, 10) };
}

/**
 * Compliance in one CPD year: completed activities dated within it, summed per category against the
 * settings' minimums and the yearly total. Hours are rounded to two decimals.
 */
export function complianceOf(activities, settings, year) {
  const { from, to } = cpdYearBounds(year, settings);
  const counted = activities.filter((a) => Number(a.ActivityStatus) === ACTIVITY_STATUS.COMPLETED && a.ActivityDate >= from && a.ActivityDate <= to);
  const round = (n) => Math.round(n * 100) / 100;
  const byCategory = CPD_CATEGORIES.map((category) => {
    const done = round(counted.filter((a) => Number(a.CategoryID) === category.id).reduce((sum, a) => sum + Number(a.Hours), 0));
    const minimum = Number(settings[category.minField] ?? 0);
    return { categoryId: category.id, category: category.name, done, minimum, met: done >= minimum };
  });
  const done = round(byCategory.reduce((sum, c) => sum + c.done, 0));
  const required = Number(settings.hoursPerYear);
  return { year, from, to, required, done, remaining: round(Math.max(0, required - done)), byCategory, compliant: done >= required && byCategory.every((c) => c.met) };
}

/**
 * Why a year is Behind, in the settings' own terms: each category below its minimum with the hours it still
 * needs ({ category, needed }, in the categories' order), empty when every minimum is met. The yearly total's
 * shortfall is the compliance's `remaining`.
 */
export const categoryShortfallsOf = (compliance) =>
  compliance.byCategory.filter((row) => !row.met).map((row) => ({ category: row.category, needed: Math.round((row.minimum - row.done) * 100) / 100 }));

/** The registration's CPD start date: a real day within a year either side of today. */
export function cpdStartDateProblem(value, today) {
  if (!value) return CPD_TEXT.startDateRequired;
  if (!isWireDate(value)) return GOAL_TEXT.invalidDate;
  const shift = (years) => `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
  return value < shift(-1) || value > shift(1) ? CPD_TEXT.startDateRange : null;
}

/** The CPD audit sample (chosen): what the staff dialog and the API say alike. */
export const AUDIT_TEXT = Object.freeze({
  created: 'Audit sample drawn',
  shareInvalid: 'Share must be a whole percent from 1 to 100',
  yearInvalid: 'CPD year must be a year from 2000 to 2100',
  noApproved: 'There are no approved CPD members to sample',
  notFound: 'This audit sample does not exist',
});

/** Annual declaration (chosen text, after RICS's and Engineers Ireland's annual CPD returns). */
export const DECLARATION_TEXT = Object.freeze({
  statement: 'I declare that the CPD I have recorded for this CPD year is true and complete, and that I keep evidence of it for audit.',
  signed: 'Your CPD declaration has been signed',
  alreadySigned: 'You have already signed the declaration for this CPD year',
  yearInvalid: 'You can sign the declaration for the current or the previous CPD year only',
});
