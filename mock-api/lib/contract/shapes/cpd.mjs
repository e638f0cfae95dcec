// The shapes of the CPD calls: the settings (routes/cpd-settings.mjs), registrations and their audit samples
// (cpd-registrations.mjs), development goals (cpd-goals.mjs), activities, the summary and the dashboard counts
// (cpd-activities.mjs), and the refusals every CPD route shares (lib/cpd/cpd-replies.mjs: 400 '05' with the text in
// status and message, and by field in problems). Limits and texts are src/domain/cpdRules.mjs's.
import {
  ACTIVITY_LIMITS, ACTIVITY_STATUS, COMMENT_MAX, CPD_CATEGORIES, CPD_MEMBERSHIP, CPD_TEXT, GOAL_LIMITS, GOAL_STATUS, SETTINGS_LIMITS,
} from '../../../../src/domain/cpdRules.mjs';
import { STATUS_CODE } from '../../constants.mjs';
import { MSG } from '../../common-texts.mjs';
import { PROBLEMS, anyOf, array, boolean, byRoute, envelope, integer, json, named, nullable, number, object, text } from '../schemas.mjs';

const MINIMUM_FIELDS = CPD_CATEGORIES.map((category) => category.minField);

/** 400 '05' of the CPD routes: a body that is no object, or the form's refused fields. */
export const CPD_REFUSED = json("'05': a body that is no JSON object, or the form's refused fields (problems).", named('CpdRefused', envelope([STATUS_CODE.MISSING_FIELDS], { problems: PROBLEMS }, { message: true })));
/** 404 '01' of the CPD routes. */
export const cpdNotFound = (text) => json(`'01' '${text}'`, envelope([STATUS_CODE.NOT_FOUND], {}, { message: true }));

const RULES = "400 '05' with the form's text (src/domain/cpdRules.mjs SETTINGS_TEXT), every refused field in problems";
const rule = (schema) => byRoute(schema, RULES);

const SETTINGS_FIELDS = {
  effectiveYear: integer({ min: SETTINGS_LIMITS.yearFirst, max: SETTINGS_LIMITS.yearLast, description: 'The CPD year these settings take effect in.' }),
  yearStartMonth: integer({ min: 1, max: 12 }),
  yearStartDay: integer({ min: 1, max: 28 }),
  hoursPerYear: integer({ min: 1, max: SETTINGS_LIMITS.hoursPerYearMax }),
  ...Object.fromEntries(MINIMUM_FIELDS.map((field) => [field, integer({ min: 0, max: SETTINGS_LIMITS.hoursPerYearMax, description: 'At most hoursPerYear; the minimums together too. Left out: 0.' })])),
};

/** A CPD settings row. */
export const CPD_SETTINGS = named('CpdSettings', object(
  { SettingID: integer({ min: 1 }), ...SETTINGS_FIELDS, updatedAt: text(), updatedBy: text() },
  { required: ['SettingID', ...Object.keys(SETTINGS_FIELDS)] },
));

/** The settings form (digits as text are taken too); SettingID names the row on an update. */
export const CPD_SETTINGS_FORM = named('CpdSettingsForm', byRoute(object(
  { SettingID: byRoute(integer({ min: 1, description: 'Update only.' }), "404 '01'"), ...Object.fromEntries(Object.entries(SETTINGS_FIELDS).map(([name, schema]) => [name, rule(schema)])) },
  { required: ['effectiveYear', 'yearStartMonth', 'yearStartDay', 'hoursPerYear'] },
), "400 '05' 'Malformed JSON body' (with message)", ['type']));

// Shared answers --------------------------------------------------------------------------------------------------

/** 200 '01' of a call for the caller's own member row when the caller is no member (lib/cpd/cpd-access.mjs ownMember). */
export const NOT_A_MEMBER = named('CpdNotAMember', envelope([STATUS_CODE.NOT_FOUND]));
/** An answer of a call for the caller's own member row: what it gives, or '01' for a caller who is no member. */
export const ownAnswer = (description, schema) => json(`${description} '01' '${CPD_TEXT.notAMember}' for a caller who is no member.`, anyOf(schema, NOT_A_MEMBER));
/** 403 '02' and 404 '01' of a read naming a member: the caller's own or CPD staff's (lib/cpd/cpd-access.mjs readableMember). */
export const CPD_MEMBER_READ = Object.freeze({
  403: json("'02': another member's CPD (CPD staff read every member's).", envelope([STATUS_CODE.FAILED])),
  404: cpdNotFound(MSG.notFound),
});
/** A user id in a path naming whose CPD is read. */
export const cpdUserParam = byRoute(integer({ min: 1, description: "A member's user id." }), "404 '01' (no member) or 403 '02' (another member's)");
/** '00' with a message and these properties. */
export const cpdDone = (codes, extra = {}, required = []) => envelope(codes, extra, { message: true, required });
/** { data: [row] } of an option list. */
export const optionList = (row) => object({ data: array(row) }, { required: ['data'] });

const STAMP = text({ description: 'When it was recorded (ISO 8601, UTC).' });
const DAY = text({ description: 'YYYY-MM-DD.' });
const INDEX = integer({ min: 1, description: "The row's place on this page, from 1." });
const CPD_YEAR = integer({ min: SETTINGS_LIMITS.yearFirst, max: SETTINGS_LIMITS.yearLast });
/** A CPD year in a query or body: a whole year 2000..2100. */
export const cpdYearValue = (description) => integer({ min: SETTINGS_LIMITS.yearFirst, max: SETTINGS_LIMITS.yearLast, description });

// Options ---------------------------------------------------------------------------------------------------------

export const ACTIVITY_STATUS_OPTION = named('CpdActivityStatusOption', object({ cpdactivitystatusId: integer(), cpdactivitystatusName: text() }, { required: ['cpdactivitystatusId', 'cpdactivitystatusName'] }));
export const CATEGORY_OPTION = named('CpdCategoryOption', object({ id: integer(), name: text(), hint: text() }, { required: ['id', 'name', 'hint'] }));
export const PRIMARY_SKILL = named('CpdPrimarySkill', object({ primarySkillId: integer(), primarySkillName: text() }, { required: ['primarySkillId', 'primarySkillName'] }));
export const ENTRY_LEVEL = named('CpdEntryLevel', object({ entryLevelId: integer(), entryLevelName: text() }, { required: ['entryLevelId', 'entryLevelName'] }));
export const GOAL_STATUS_OPTION = named('CpdGoalStatusOption', object({ developmentgoalstatusId: integer(), developmentgoalstatusName: text() }, { required: ['developmentgoalstatusId', 'developmentgoalstatusName'] }));

// Registrations ---------------------------------------------------------------------------------------------------

/** A CPD registration (spec §3 CPD member row) with its status name. */
export const CPD_REGISTRATION = named('CpdRegistration', object(
  {
    CPDMemberID: integer({ min: 1 }),
    UserID: integer({ min: 1 }),
    MemberID: integer({ min: 1 }),
    MemberNo: text(),
    Title: text(),
    FirstName: text(),
    LastName: text(),
    CPDStartDate: DAY,
    PrimarySkillID: integer(),
    PrimarySkills: text(),
    EntryLevelID: integer(),
    EntryLevel: text(),
    Status: integer({ description: '1 Pending, 2 Approved, 3 Rejected (spec §4 CPD membership).' }),
    StatusName: text(),
    SettingID: nullable(integer()),
    CreatedAt: STAMP,
    CreatedBy: text(),
    comment: text(),
    DecidedAt: nullable(STAMP),
    DecidedBy: nullable(text()),
  },
  { required: ['CPDMemberID', 'UserID', 'MemberNo', 'CPDStartDate', 'Status', 'StatusName'] },
));

/** A row of the staff list: the registration, numbered, with the hours of the year for an approved one (else null). */
export const CPD_STAFF_ROW = named('CpdStaffRow', object(
  { ...CPD_REGISTRATION.properties, HoursDone: nullable(number({ min: 0 })), HoursRequired: nullable(number({ min: 0 })), Compliant: nullable(boolean()), index: INDEX },
  { required: [...CPD_REGISTRATION.required, 'HoursDone', 'HoursRequired', 'Compliant', 'index'] },
));

const REGISTRATION_RULE = "400 '05' with the field's text (CPD_TEXT), every refused field in problems";
/** An option's id: a number, its digits, or a select's { value }. */
const selected = (list) => byRoute({ ...anyOf(integer({ min: 1 }), text(), object({ value: anyOf(integer({ min: 1 }), text()) })), description: `An id of ${list}.` }, REGISTRATION_RULE);
/** The registration form (POST CPD/cpdadvancedfields). */
export const CPD_REGISTRATION_FORM = named('CpdRegistrationForm', byRoute(object({
  cpdStartDate: byRoute(text({ format: 'date', description: 'YYYY-MM-DD within a year either side of today.' }), REGISTRATION_RULE),
  cpdYearStartDate: byRoute(text({ format: 'date', description: 'The same date under the name spec §3 lists (when cpdStartDate is left out).' }), REGISTRATION_RULE),
  primarySkillId: selected('get-primary-skill'),
  entryLevelId: selected('get-entry-level'),
}, { required: ['primarySkillId', 'entryLevelId'] }), "400 '05' 'Malformed JSON body' (with message)", ['type']));

/** The decision form of approve / reject (spec §8 texts). */
export const CPD_DECISION_FORM = named('CpdDecisionForm', byRoute(object({
  CPDMemberID: byRoute(integer({ min: 1 }), "200 '02' (not decided: unknown or no longer Pending)"),
  comment: byRoute(text({ min: 1, max: COMMENT_MAX }), "200 '03' with the §8 text of the action, or the length text"),
}, { required: ['CPDMemberID', 'comment'] }), "200 '02' (not decided) for a body that is no JSON object", ['type']));

/** A category's hours done against its minimum. */
const COMPLIANCE_ROW = object(
  { categoryId: integer(), category: text(), done: number({ min: 0 }), minimum: number({ min: 0 }), met: boolean() },
  { required: ['categoryId', 'category', 'done', 'minimum', 'met'] },
);
/** A member's compliance in a CPD year (src/domain/cpdRules.mjs complianceOf). */
export const CPD_COMPLIANCE = named('CpdCompliance', object(
  { year: integer(), from: DAY, to: DAY, required: number({ min: 0 }), done: number({ min: 0 }), remaining: number({ min: 0 }), byCategory: array(COMPLIANCE_ROW), compliant: boolean() },
  { required: ['year', 'from', 'to', 'required', 'done', 'remaining', 'byCategory', 'compliant'] },
));
const EVIDENCE = nullable(object({ fileId: integer({ min: 1 }), fileName: text() }, { required: ['fileId', 'fileName'], description: 'The evidence PDF (GET usermanagement/files/{fileId}).' }));
const AUDIT_ACTIVITY = object(
  { ActivityID: integer({ min: 1 }), ActivityTitle: text(), CategoryName: text(), ActivityDate: DAY, Hours: number(), Provider: text(), ActivityStatusName: text(), evidence: EVIDENCE },
  { required: ['ActivityID', 'ActivityTitle', 'ActivityDate', 'Hours', 'evidence'] },
);
/** A drawn audit sample: each member's compliance and activities in the year, as now. */
export const CPD_AUDIT = named('CpdAudit', object(
  {
    AuditID: integer({ min: 1 }), year: integer(), share: integer({ min: 1, max: 100 }), createdAt: STAMP, createdBy: text(),
    members: array(object(
      { UserID: integer({ min: 1 }), MemberNo: text(), FirstName: text(), LastName: text(), compliance: CPD_COMPLIANCE, activities: array(AUDIT_ACTIVITY) },
      { required: ['UserID', 'MemberNo', 'compliance', 'activities'] },
    )),
  },
  { required: ['AuditID', 'year', 'share', 'createdAt', 'members'] },
));
export const CPD_AUDIT_ROW = named('CpdAuditRow', object(
  { id: integer({ min: 1 }), AuditID: integer({ min: 1 }), year: integer(), share: integer({ min: 1, max: 100 }), count: integer({ min: 0 }), createdAt: STAMP, createdBy: text() },
  { required: ['id', 'AuditID', 'year', 'share', 'count', 'createdAt'] },
));

// Goals -----------------------------------------------------------------------------------------------------------

/** A development goal (spec §3) with its status name. */
export const CPD_GOAL = named('CpdGoal', object(
  {
    GoalID: integer({ min: 1 }), UserID: integer({ min: 1 }),
    GoalTitle: text({ max: GOAL_LIMITS.titleMax }), GoalDescription: text({ max: GOAL_LIMITS.descriptionMax }), KeyWords: text({ max: GOAL_LIMITS.keywordsMax }),
    DesiredOutcome: text({ max: GOAL_LIMITS.outcomeMax }), StartDate: DAY, EndDate: DAY,
    CpdgoalStatus: integer(), CpdgoalStatusName: text(), CreatedAt: STAMP, UpdatedAt: nullable(STAMP),
  },
  { required: ['GoalID', 'UserID', 'GoalTitle', 'StartDate', 'EndDate', 'CpdgoalStatus', 'CpdgoalStatusName'] },
));
/** A row of a goal list, numbered. */
export const CPD_GOAL_ROW = named('CpdGoalRow', object({ ...CPD_GOAL.properties, index: INDEX }, { required: [...CPD_GOAL.required, 'index'] }));
/** A row of every member's goals (staff): with whose goal it is. */
export const CPD_MEMBER_GOAL_ROW = named('CpdMemberGoalRow', object(
  { ...CPD_GOAL_ROW.properties, MemberNo: text(), FirstName: text(), LastName: text() },
  { required: [...CPD_GOAL_ROW.required, 'MemberNo', 'FirstName', 'LastName'] },
));

const GOAL_RULE = "200 '03' (not saved / not updated) with the §5 text of every refused field in problems";
const goalField = (schema) => byRoute(schema, GOAL_RULE);
/** The goal form (spec §5), its values text (a number is read as its digits). */
export const CPD_GOAL_FORM = named('CpdGoalForm', object(
  {
    goaltitle: goalField(text({ min: GOAL_LIMITS.titleMin, max: GOAL_LIMITS.titleMax })),
    goaldescription: goalField(text({ min: GOAL_LIMITS.descriptionMin, max: GOAL_LIMITS.descriptionMax })),
    keywords: goalField(text({ min: 1, max: GOAL_LIMITS.keywordsMax })),
    desiredoutcome: goalField(text({ min: GOAL_LIMITS.outcomeMin, max: GOAL_LIMITS.outcomeMax })),
    startDate: goalField(text({ format: 'date' })),
    endDate: goalField(text({ format: 'date', description: 'Later than startDate.' })),
    status: goalField(integer({ min: GOAL_STATUS.PENDING, max: GOAL_STATUS.COMPLETE, description: '1 Pending, 2 In Progress, 3 Complete.' })),
  },
  { required: ['goaltitle', 'goaldescription', 'keywords', 'desiredoutcome', 'startDate', 'endDate', 'status'] },
));

// Activities ------------------------------------------------------------------------------------------------------

/** A CPD activity as the screens get it: names of its category, status and goal, and its evidence. */
export const CPD_ACTIVITY = named('CpdActivity', object(
  {
    ActivityID: integer({ min: 1 }), UserID: integer({ min: 1 }),
    ActivityTitle: text({ max: ACTIVITY_LIMITS.titleMax }), CategoryID: integer(), CategoryName: text(), ActivityDate: DAY,
    Hours: number({ min: 0, max: ACTIVITY_LIMITS.hoursMax }), Provider: text({ max: ACTIVITY_LIMITS.providerMax }), Description: text({ max: ACTIVITY_LIMITS.descriptionMax }),
    GoalID: nullable(integer({ min: 1 })), GoalTitle: text(), ActivityStatus: integer(), ActivityStatusName: text(),
    evidenceFileId: nullable(integer({ min: 1 })), evidenceFileName: text(), evidence: EVIDENCE, CreatedAt: STAMP, UpdatedAt: nullable(STAMP),
  },
  { required: ['ActivityID', 'UserID', 'ActivityTitle', 'CategoryID', 'CategoryName', 'ActivityDate', 'Hours', 'ActivityStatus', 'ActivityStatusName', 'evidence'] },
));
export const CPD_ACTIVITY_ROW = named('CpdActivityRow', object({ ...CPD_ACTIVITY.properties, index: INDEX }, { required: [...CPD_ACTIVITY.required, 'index'] }));

const ACTIVITY_RULE = "200 '03' 'Your CPD activity has not been saved' with the text of every refused field in problems";
const activityField = (schema) => byRoute(schema, ACTIVITY_RULE);
/** The activity form (multipart: its values as text, the evidence PDF as `evidence`). */
export const CPD_ACTIVITY_FORM = named('CpdActivityForm', object(
  {
    ActivityTitle: activityField(text({ min: ACTIVITY_LIMITS.titleMin, max: ACTIVITY_LIMITS.titleMax })),
    CategoryID: activityField(integer({ min: 1, max: CPD_CATEGORIES.length, description: 'A category of get-cpd-categories.' })),
    ActivityDate: activityField(text({ format: 'date', description: 'A completed activity not after today.' })),
    Hours: activityField(number({ min: 0, max: ACTIVITY_LIMITS.hoursMax, description: 'More than 0, two decimals at most; a day\'s activities together at most 24.' })),
    Provider: activityField(text({ min: 1, max: ACTIVITY_LIMITS.providerMax })),
    Description: activityField(text({ max: ACTIVITY_LIMITS.descriptionMax })),
    GoalID: activityField(integer({ min: 1, description: "Optional: one of the member's goals." })),
    ActivityStatus: activityField(integer({ min: ACTIVITY_STATUS.PLANNED, max: ACTIVITY_STATUS.COMPLETED, description: '1 Planned, 2 Completed.' })),
    evidence: activityField(text({ format: 'binary', description: 'Optional: a PDF of at most 5 MB (an edit without one keeps the stored evidence).' })),
  },
  { required: ['ActivityTitle', 'CategoryID', 'ActivityDate', 'Hours', 'Provider', 'ActivityStatus'] },
));

const DECLARATION = object(
  { DeclarationID: integer({ min: 1 }), UserID: integer({ min: 1 }), year: integer(), statement: text(), signedAt: STAMP },
  { required: ['DeclarationID', 'UserID', 'year', 'statement', 'signedAt'] },
);
export const CPD_DECLARATION = named('CpdDeclaration', DECLARATION);

/** The member's CPD summary of a CPD year (lib/cpd/cpd-summary.mjs cpdSummaryOf). */
export const CPD_SUMMARY = named('CpdSummary', object(
  {
    registration: nullable(CPD_REGISTRATION),
    year: integer(), currentYear: integer(), years: array(integer()),
    settings: object({ hoursPerYear: integer({ min: 1 }) }, { required: ['hoursPerYear'], description: 'The settings in force in the year.' }),
    compliance: CPD_COMPLIANCE,
    goalsByStatus: array(object({ status: integer(), name: text(), count: integer({ min: 0 }) }, { required: ['status', 'name', 'count'] })),
    activityCount: integer({ min: 0 }),
    declaration: nullable(DECLARATION),
    declarationStatement: text(),
  },
  { required: ['registration', 'year', 'currentYear', 'years', 'settings', 'compliance', 'goalsByStatus', 'activityCount', 'declaration', 'declarationStatement'] },
));

/** The current CPD year's figures of the member's dashboard card. */
export const CPD_DASHBOARD_COUNTS = named('CpdDashboardCounts', object(
  {
    registrationStatus: nullable(integer({ description: `${CPD_MEMBERSHIP.PENDING} Pending, ${CPD_MEMBERSHIP.APPROVED} Approved, ${CPD_MEMBERSHIP.REJECTED} Rejected; null: not registered.` })),
    year: CPD_YEAR, required: number({ min: 0 }), done: number({ min: 0 }), remaining: number({ min: 0 }), compliant: boolean(),
    goals: object({ pending: integer({ min: 0 }), inProgress: integer({ min: 0 }), complete: integer({ min: 0 }) }, { required: ['pending', 'inProgress', 'complete'] }),
    activities: integer({ min: 0 }),
  },
  { required: ['registrationStatus', 'year', 'required', 'done', 'remaining', 'compliant', 'goals', 'activities'] },
));
