// Seeded development goals, CPD activities (with evidence PDFs) and declarations.
// Deterministic (dates from fixed days, never the clock). Every member whose latest registration is Approved
// logs activities in CPD years 2025 and 2026 (from their CPD start date, completed ones up to 15 November 2026)
// in a repeating pattern: compliant both years, compliant 2025 only, compliant 2026 only, behind both. The demo
// member (user 3) was compliant in 2025 (declaration signed) and is behind in 2026 with a course planned for
// December. Goals in every status belong to the demo member and the first approved members; formal activities
// carry a certificate (a 'cpd-evidence' PDF through the evidence registry). A compliant year's activities meet
// the settings in force (20 h, 10 formal, from 2026 also 2 h of professional contribution).
import { ACTIVITY_STATUS, CPD_MEMBERSHIP, DECLARATION_TEXT, GOAL_STATUS } from '../../src/domain/cpdRules.mjs';
import { dateAfter, isoAfter } from './dates.mjs';

const DEMO_MEMBER_USER_ID = 3;
/** Members (after the demo member) whose goals are seeded. */
const GOAL_OWNERS = 12;
/** Goal owners of the default seed: the demo member and GOAL_OWNERS more. */
export const SEED_GOAL_OWNER_COUNT = GOAL_OWNERS + 1;
/** Completed activities are dated on or before this day (the seed's payments end on 18 November 2026). */
const LAST_DONE_DAY = '2026-11-15';
const YEARS = [2025, 2026];
const FORMAL = 1;
const INFORMAL = 2;
const CONTRIBUTION = 3;
const WORK_BASED = 4;

const pick = (list, k) => list[k % list.length];
const PROVIDERS = ['Institute of Engineers', 'University of Moratuwa', 'Sri Lanka Institute of IT', 'Chartered Management Institute', 'Institute of Chartered Accountants', 'National Institute of Business Management'];
const TITLES = {
  [FORMAL]: ['Annual Technical Conference', 'Project Management Workshop', 'Workshop on Sustainable Design', 'Cyber Security Fundamentals Course', 'Seminar on Professional Ethics', 'Data Analytics Short Course', 'Leadership Development Programme'],
  [INFORMAL]: ['Reading: journal papers on renewable energy', 'E-learning: cloud architecture basics', 'Technical site visit', 'Self-study of the revised building code', 'Webinar series on digital transformation'],
  [CONTRIBUTION]: ['Mentoring graduate members', 'Guest lecture for undergraduates', 'Paper reviewer for the annual sessions', 'Committee work for the CPD board'],
  [WORK_BASED]: ['Led a cross-team process improvement project', 'Secondment to the planning division', 'New responsibility: quality audits', 'Introduced a new design review procedure'],
};

/** One year's activities: [category, hours, evidence?] — a compliant year meets every 2024 and 2026 minimum. */
const COMPLIANT_YEAR = [[FORMAL, 7, true], [FORMAL, 4, true], [INFORMAL, 3, false], [CONTRIBUTION, 2.5, false], [WORK_BASED, 4, false]];
const BEHIND_YEAR = [[FORMAL, 3, true], [INFORMAL, 2.5, false], [WORK_BASED, 2, false]];
/** The demo member in 2026: behind (14.5 h, 8 formal, no contribution yet). */
const DEMO_2026 = [[FORMAL, 6, true], [FORMAL, 2, true], [INFORMAL, 3.5, false], [WORK_BASED, 3, false]];
/** [compliant in 2025, compliant in 2026] by position among the approved members. */
const PATTERN = [[true, true], [true, false], [false, true], [false, false]];

const GOALS = [
  { GoalTitle: 'Chartered membership', GoalDescription: 'Prepare the professional review report and the portfolio of experience for chartered membership.', KeyWords: 'chartership, review', DesiredOutcome: 'Pass the professional review interview' },
  { GoalTitle: 'Project management skills', GoalDescription: 'Learn planning, risk and cost control methods for medium sized engineering projects.', KeyWords: 'planning, risk', DesiredOutcome: 'Lead a project from start to handover' },
  { GoalTitle: 'Data analytics', GoalDescription: 'Build working knowledge of statistics and dashboards to support design decisions with data.', KeyWords: 'data, statistics', DesiredOutcome: 'Publish a monthly performance dashboard' },
  { GoalTitle: 'Mentor new graduates', GoalDescription: 'Support two graduate members through their first year of professional practice.', KeyWords: 'mentoring', DesiredOutcome: 'Both graduates complete their training logs' },
  { GoalTitle: 'Sustainable design', GoalDescription: 'Apply life cycle assessment and energy efficient design to the projects I lead.', KeyWords: 'sustainability, energy', DesiredOutcome: 'One project rated under a green building scheme' },
];
/** Each goal owner's goals: [goal text index, status, start day]; the demo member's cover every status. */
const DEMO_GOALS = [[0, GOAL_STATUS.IN_PROGRESS, '2025-02-01'], [1, GOAL_STATUS.COMPLETE, '2025-01-15'], [2, GOAL_STATUS.PENDING, '2026-12-01'], [4, GOAL_STATUS.IN_PROGRESS, '2026-03-01']];
const OWNER_GOALS = [
  [[1, GOAL_STATUS.IN_PROGRESS, '2025-03-01'], [3, GOAL_STATUS.PENDING, '2026-12-15']],
  [[2, GOAL_STATUS.COMPLETE, '2025-02-10']],
  [[4, GOAL_STATUS.IN_PROGRESS, '2026-01-20'], [0, GOAL_STATUS.PENDING, '2027-01-10'], [3, GOAL_STATUS.COMPLETE, '2025-04-01']],
];

/** Members whose latest registration is Approved, demo first, then in registration order. */
function approvedUserIds(registrations) {
  const latest = new Map();
  for (const row of [...registrations].sort((a, b) => a.CPDMemberID - b.CPDMemberID)) latest.set(row.UserID, row);
  const approved = [...latest.values()].filter((row) => row.Status === CPD_MEMBERSHIP.APPROVED);
  return approved.sort((a, b) => (b.UserID === DEMO_MEMBER_USER_ID) - (a.UserID === DEMO_MEMBER_USER_ID) || a.CPDMemberID - b.CPDMemberID);
}

/** Days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `count` days spread evenly over from..to, each a different day when the span allows. */
const spread = (from, to, count) => {
  const span = Math.max(0, daysBetween(from, to));
  return Array.from({ length: count }, (_, k) => dateAfter(from, Math.floor(((k + 1) * span) / (count + 1))));
};

const FIRST_IDS = Object.freeze({ goal: 1, activity: 1, declaration: 1 });

/**
 * { developmentGoals, cpdActivities, cpdDeclarations }. members: the seeded members; registrations: the CPD
 * registrations (only Approved members log activities); evidence: the seed's file registry. A larger seed's extra
 * members get theirs in a second call: goalOwnerCount owners, ids from firstIds (after the default's rows).
 */
export function cpdActivitySeed({ members, registrations, evidence, goalOwnerCount = SEED_GOAL_OWNER_COUNT, firstIds = FIRST_IDS }) {
  const developmentGoals = [];
  const cpdActivities = [];
  const cpdDeclarations = [];
  const approved = approvedUserIds(registrations);
  const demoMember = members.find((member) => member.userid === DEMO_MEMBER_USER_ID);

  const addGoal = (userId, [text, status, startDate]) => {
    const GoalID = firstIds.goal + developmentGoals.length;
    const EndDate = dateAfter(startDate, 270);
    const goal = { id: GoalID, GoalID, UserID: userId, ...GOALS[text], StartDate: startDate, EndDate, CpdgoalStatus: status, CreatedAt: isoAfter(startDate, -3, 19), UpdatedAt: status === GOAL_STATUS.PENDING ? null : isoAfter(startDate, 30, 19) };
    developmentGoals.push(goal);
  };
  const goalOwners = [...new Set([...(demoMember ? [DEMO_MEMBER_USER_ID] : []), ...approved.map((row) => row.UserID)])].slice(0, goalOwnerCount);
  goalOwners.forEach((userId, j) => (userId === DEMO_MEMBER_USER_ID ? DEMO_GOALS : pick(OWNER_GOALS, j)).forEach((goal) => addGoal(userId, goal)));

  const addActivity = (userId, k, [category, hours, hasEvidence], ActivityDate, status, GoalID) => {
    const ActivityID = firstIds.activity + cpdActivities.length;
    const CreatedAt = isoAfter(ActivityDate, status === ACTIVITY_STATUS.PLANNED ? -20 : 1, 18);
    const file = hasEvidence && status === ACTIVITY_STATUS.COMPLETED ? evidence.add('cpd-evidence', userId, `cpd-certificate-${String(ActivityID).padStart(5, '0')}.pdf`, CreatedAt) : null;
    cpdActivities.push({
      id: ActivityID,
      ActivityID,
      UserID: userId,
      ActivityTitle: pick(TITLES[category], k + ActivityID),
      CategoryID: category,
      ActivityDate,
      Hours: hours,
      Provider: pick(PROVIDERS, k + ActivityID * 3),
      Description: category === FORMAL ? 'Attended in full; certificate of attendance kept.' : '',
      GoalID: GoalID ?? null,
      ActivityStatus: status,
      evidenceFileId: file?.fileId ?? null,
      evidenceFileName: file?.fileName ?? '',
      CreatedAt,
      UpdatedAt: null,
    });
  };

  approved.forEach((registration, j) => {
    const userId = registration.UserID;
    const demo = userId === DEMO_MEMBER_USER_ID;
    const compliantIn = demo ? [true, false] : PATTERN[j % PATTERN.length];
    const inProgressGoal = developmentGoals.find((goal) => goal.UserID === userId && goal.CpdgoalStatus === GOAL_STATUS.IN_PROGRESS)?.GoalID;
    YEARS.forEach((year, y) => {
      const from = registration.CPDStartDate > `${year}-01-01` ? registration.CPDStartDate : `${year}-01-01`;
      const to = year === 2026 ? LAST_DONE_DAY : `${year}-12-31`;
      if (from > to) return;
      const plan = demo && year === 2026 ? DEMO_2026 : compliantIn[y] ? COMPLIANT_YEAR : BEHIND_YEAR;
      // A little variety (half-hours of informal learning) that never takes a year below its pattern.
      const lines = plan.map(([category, hours, proof]) => [category, category === INFORMAL ? hours + (j % 3) * 0.5 : hours, proof]);
      spread(from, to, lines.length).forEach((day, k) => addActivity(userId, j + k, lines[k], day, ACTIVITY_STATUS.COMPLETED, k === 0 ? inProgressGoal : null));
    });
    // A few members (and the demo member) have a course planned for December 2026.
    if (demo || j % 3 === 1) addActivity(userId, j, [FORMAL, 6, true], dateAfter('2026-12-02', j % 20), ACTIVITY_STATUS.PLANNED, inProgressGoal);
    // A member compliant in 2025 signed that year's declaration in January 2026.
    if (compliantIn[0] && registration.CPDStartDate <= '2025-12-31') {
      const DeclarationID = firstIds.declaration + cpdDeclarations.length;
      cpdDeclarations.push({ id: DeclarationID, DeclarationID, UserID: userId, year: 2025, statement: DECLARATION_TEXT.statement, signedAt: isoAfter('2026-01-10', j % 20, 20) });
    }
  });
  return { developmentGoals, cpdActivities, cpdDeclarations };
}
