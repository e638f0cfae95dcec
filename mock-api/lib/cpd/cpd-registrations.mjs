// CPD registrations ("CPD member rows", spec §3): reading the registration form, the row a member's
// registration becomes, the current CPD year, and the staff list's rows with their compliance.
import {
  CPD_MEMBERSHIP,
  CPD_MEMBERSHIP_NAMES,
  CPD_TEXT,
  ENTRY_LEVELS,
  PRIMARY_SKILLS,
  SETTINGS_LIMITS,
  complianceOf,
  cpdStartDateProblem,
  cpdYearOf,
} from '../../../src/domain/cpdRules.mjs';
import { CPD, activitiesOfUser, settingsForYear } from './cpd-store.mjs';
import { idFrom, selectedId } from '../http/fields.mjs';
import { nextId } from '../storage/ids.mjs';

/** The CPD year holding `day` (YYYY-MM-DD) under the settings in force then. */
export const cpdYearOfDay = (db, day) => cpdYearOf(day, settingsForYear(db, Number(day.slice(0, 4))));

/** A CPD year from a query or body value: a whole year 2000..2100, else undefined. */
export const cpdYearFrom = (value) => {
  const year = idFrom(typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : undefined);
  return year >= SETTINGS_LIMITS.yearFirst && year <= SETTINGS_LIMITS.yearLast ? year : undefined;
};

/**
 * The registration form { cpdStartDate, primarySkillId, entryLevelId } (ids as numbers, digit text or {value})
 * → { fields: { CPDStartDate, skill, level } } or { problems: { field: text } } (CPD_TEXT). The start date may
 * also come as cpdYearStartDate, the name spec §3 lists among the member form's fields.
 */
export function registrationFieldsOf(body, today) {
  const sent = body.cpdStartDate ?? body.cpdYearStartDate;
  const cpdStartDate = typeof sent === 'string' ? sent.trim() : sent;
  const skill = PRIMARY_SKILLS.find((row) => row.primarySkillId === selectedId(body.primarySkillId));
  const level = ENTRY_LEVELS.find((row) => row.entryLevelId === selectedId(body.entryLevelId));
  const problems = {};
  const dateProblem = cpdStartDateProblem(cpdStartDate, today);
  if (dateProblem) problems.cpdStartDate = dateProblem;
  if (!skill) problems.primarySkillId = CPD_TEXT.primarySkillRequired;
  if (!level) problems.entryLevelId = CPD_TEXT.entryLevelRequired;
  return Object.keys(problems).length > 0 ? { problems } : { fields: { CPDStartDate: cpdStartDate, skill, level } };
}

/** A new Pending row for the member; SettingID = the settings in force in the CPD year the start date falls in. */
export function newRegistration(db, { member, user, fields, at }) {
  const year = cpdYearOfDay(db, fields.CPDStartDate).year;
  const CPDMemberID = nextId(db, CPD.REGISTRATIONS, 'CPDMemberID');
  return {
    id: CPDMemberID,
    CPDMemberID,
    UserID: member.userid,
    MemberID: member.memberID,
    MemberNo: member.memberNo,
    Title: member.title ?? '',
    FirstName: member.firstName ?? '',
    LastName: member.lastName ?? '',
    CPDStartDate: fields.CPDStartDate,
    PrimarySkillID: fields.skill.primarySkillId,
    PrimarySkills: fields.skill.primarySkillName,
    EntryLevelID: fields.level.entryLevelId,
    EntryLevel: fields.level.entryLevelName,
    Status: CPD_MEMBERSHIP.PENDING,
    SettingID: settingsForYear(db, year).SettingID ?? null,
    CreatedAt: new Date(at).toISOString(),
    CreatedBy: user.username,
    comment: '',
    DecidedAt: null,
    DecidedBy: null,
  };
}

/** A stored row as the screens get it: with its status name. */
export const registrationView = (row) => ({ ...row, StatusName: CPD_MEMBERSHIP_NAMES[row.Status] ?? '' });

export const registrationById = (db, CPDMemberID) => (CPDMemberID ? db.get(CPD.REGISTRATIONS).find({ CPDMemberID }).value() : undefined);

/** Each member's latest registration (a rejected member may have registered again). */
export function latestRegistrations(db) {
  const latest = new Map();
  for (const row of db.get(CPD.REGISTRATIONS).value()) {
    const kept = latest.get(row.UserID);
    if (!kept || row.CPDMemberID > kept.CPDMemberID) latest.set(row.UserID, row);
  }
  return [...latest.values()];
}

/** The member's compliance in CPD year `year` under the settings in force then. */
export const complianceOfUser = (db, userId, year) => complianceOf(activitiesOfUser(db, userId), settingsForYear(db, year), year);

/**
 * A row of the staff list: the registration with StatusName and, for an Approved one, the hours done and
 * required in `year` and whether they are compliant (null for rows not approved: nothing is required of them).
 */
export function staffListRow(db, row, year) {
  if (row.Status !== CPD_MEMBERSHIP.APPROVED) return { ...registrationView(row), HoursDone: null, HoursRequired: null, Compliant: null };
  const compliance = complianceOfUser(db, row.UserID, year);
  return { ...registrationView(row), HoursDone: compliance.done, HoursRequired: compliance.required, Compliant: compliance.compliant };
}
