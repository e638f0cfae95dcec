// A member's CPD standing: the CPD year a day falls in (under the settings in force then),
// the summary of one CPD year (registration, settings, compliance, goals, activities, declaration) that the
// profile, the dashboard and the transcript read.
import { CPD, activitiesOfUser, goalsOfUser, registrationOfUser, settingsForYear } from './cpd-store.mjs';
import { goalsByStatus } from './cpd-goals.mjs';
import { CPD_MEMBERSHIP_NAMES, DECLARATION_TEXT, SETTINGS_LIMITS, complianceOf, cpdYearBounds, cpdYearOf } from '../../../src/domain/cpdRules.mjs';

/**
 * The CPD year holding `day`: the settings of the day's calendar year say where that year starts; a day before
 * the start belongs to the year before, whose own settings then apply.
 */
export function cpdYearOfDay(db, day) {
  const calendarYear = Number(day.slice(0, 4));
  const { year } = cpdYearOf(day, settingsForYear(db, calendarYear));
  return year === calendarYear ? year : cpdYearOf(day, settingsForYear(db, year)).year;
}

/** A CPD year asked for in a query: a whole year within the settings' range, else null. */
export const cpdYearParam = (value) => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= SETTINGS_LIMITS.yearFirst && year <= SETTINGS_LIMITS.yearLast ? year : null;
};

/** The activities dated within CPD year `year` (any status). */
export const activitiesInYear = (db, activities, year) => {
  const { from, to } = cpdYearBounds(year, settingsForYear(db, year));
  return activities.filter((a) => a.ActivityDate >= from && a.ActivityDate <= to);
};

/** The member's compliance in CPD year `year` (src/domain/cpdRules.mjs complianceOf). */
export const complianceInYear = (db, userId, year) => complianceOf(activitiesOfUser(db, userId), settingsForYear(db, year), year);

export const declarationOf = (db, userId, year) => db.get(CPD.DECLARATIONS).find({ UserID: userId, year }).value();

const withoutId = (row) => {
  if (!row) return null;
  const { id, ...rest } = row;
  return rest;
};

/** The member's registration as the screens get it (its status name added), or null. */
export const registrationView = (db, userId) => {
  const row = withoutId(registrationOfUser(db, userId));
  return row ? { ...row, StatusName: CPD_MEMBERSHIP_NAMES[row.Status] ?? '' } : null;
};

/** GET CPD/actvitydetails: the member's CPD summary of CPD year `year` (today: YYYY-MM-DD). */
export function cpdSummaryOf(db, userId, year, today) {
  const activities = activitiesOfUser(db, userId);
  const currentYear = cpdYearOfDay(db, today);
  const years = [...new Set([currentYear, ...activities.map((a) => cpdYearOfDay(db, a.ActivityDate))])].sort((a, b) => b - a);
  return {
    registration: registrationView(db, userId),
    year,
    currentYear,
    years,
    settings: withoutId(settingsForYear(db, year)),
    compliance: complianceOf(activities, settingsForYear(db, year), year),
    goalsByStatus: goalsByStatus(goalsOfUser(db, userId)),
    activityCount: activitiesInYear(db, activities, year).length,
    declaration: withoutId(declarationOf(db, userId, year)),
    declarationStatement: DECLARATION_TEXT.statement,
  };
}

/** GET dashboard/dashboardcpdcounts: the current CPD year's figures of the member's dashboard card. */
export function dashboardCountsOf(db, userId, today) {
  const year = cpdYearOfDay(db, today);
  const { required, done, remaining, compliant } = complianceInYear(db, userId, year);
  const [pending, inProgress, complete] = goalsByStatus(goalsOfUser(db, userId)).map((group) => group.count);
  return {
    registrationStatus: registrationOfUser(db, userId)?.Status ?? null,
    year,
    required,
    done,
    remaining,
    compliant,
    goals: { pending, inProgress, complete },
    activities: activitiesInYear(db, activitiesOfUser(db, userId), year).length,
  };
}
