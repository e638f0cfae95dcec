// Seeded CPD settings and registrations. Deterministic: dates come from seed/dates.mjs.
// The demo member (user 3, M0001) is Approved; of the bulk members (101..220, and a larger seed's bulk-like
// extras, seed/population.mjs) the active ones at places i < 72 of each 120 register in a repeating pattern
// (Approved, Approved, Pending, Approved, Rejected, none), a few rejected ones registered again (a Rejected row,
// then a newer Pending one); every other member, users 4..33 included, is unregistered.
import { CPD_MEMBERSHIP, ENTRY_LEVELS, PRIMARY_SKILLS, cpdYearOf, settingsInForce } from '../../src/domain/cpdRules.mjs';
import { MEMBER_STATUS } from '../../src/domain/memberRules.mjs';
import { dateAfter, isoAfter } from './dates.mjs';
import { bulkIndexOf, bulkPlaceOf } from './population.mjs';

const DEMO_MEMBER_USER_ID = 3;
const DECIDER = 'admin@example.org';
/** Bulk members whose place (seed/population.mjs bulkPlaceOf) is below this may be registered (the rest stay unregistered). */
const REGISTERED_BELOW = 72;

const settingsRow = (SettingID, effectiveYear, figures, updatedOn) => ({
  id: SettingID,
  SettingID,
  effectiveYear,
  yearStartMonth: 1,
  yearStartDay: 1,
  hoursPerYear: 20,
  minFormal: 10,
  minInformal: 0,
  minContribution: 0,
  minWorkBased: 0,
  ...figures,
  updatedAt: isoAfter(updatedOn, 0),
  updatedBy: DECIDER,
});

/** 2024: RICS's 20 hours, 10 formal; 2026 adds 2 hours of professional contribution (shows versioning). */
export const cpdSettingsRows = () => [settingsRow(1, 2024, {}, '2023-12-01'), settingsRow(2, 2026, { minContribution: 2 }, '2025-12-01')];

const APPROVE_COMMENTS = [
  'Welcome to the CPD scheme.',
  'Entry level confirmed from your membership record.',
  'Approved; please record your activities every quarter.',
  'Registration complete. Keep the evidence of your activities for audit.',
];
const REJECT_COMMENTS = [
  'The entry level does not match your years of experience; please register again with the right level.',
  'Your membership subscription is in arrears; please renew and register again.',
  'The primary skill does not match your designation; please choose again.',
];

/** What member 101 + i does, by position in the repeating pattern (undefined: not registered). */
const PATTERN = ['approved', 'approved', 'pending', 'approved', 'rejected', undefined];
const planOf = (i) => (bulkPlaceOf(i) < REGISTERED_BELOW ? PATTERN[i % PATTERN.length] : undefined);
/** Rejected members with i % 24 === 10 registered again and wait for a decision. */
const registeredAgain = (i) => i % 24 === 10;

/**
 * One registration: `createdOn` (YYYY-MM-DD) is the day it was sent, the CPD start date that day; a decision
 * comes `decidedAfter` days later.
 */
function registrationOf({ member, username, settings, k, createdOn, Status, comment = '', decidedAfter = 0 }) {
  const CPDStartDate = createdOn;
  const inForce = settingsInForce(settings, cpdYearOf(CPDStartDate, settingsInForce(settings, Number(createdOn.slice(0, 4)))).year);
  const skill = PRIMARY_SKILLS[k % PRIMARY_SKILLS.length];
  const level = ENTRY_LEVELS[(k * 3) % ENTRY_LEVELS.length];
  const decided = Status !== CPD_MEMBERSHIP.PENDING;
  return {
    UserID: member.userid,
    MemberID: member.memberID,
    MemberNo: member.memberNo,
    Title: member.title,
    FirstName: member.firstName,
    LastName: member.lastName,
    CPDStartDate,
    PrimarySkillID: skill.primarySkillId,
    PrimarySkills: skill.primarySkillName,
    EntryLevelID: level.entryLevelId,
    EntryLevel: level.entryLevelName,
    Status,
    SettingID: inForce.SettingID ?? null,
    CreatedAt: isoAfter(createdOn, 0, 10),
    CreatedBy: username,
    comment: decided ? comment : '',
    DecidedAt: decided ? isoAfter(createdOn, decidedAfter, 14) : null,
    DecidedBy: decided ? DECIDER : null,
  };
}

/** The registrations of member 101 + i (none, one, or a rejected one and a newer pending one). */
function registrationsOfMoreMember(i, member, username, settings) {
  const plan = planOf(i);
  if (!plan || member.status !== MEMBER_STATUS.ACTIVE) return [];
  const base = { member, username, settings, k: i };
  const day = bulkPlaceOf(i);
  if (plan === 'pending') return [registrationOf({ ...base, createdOn: dateAfter('2026-07-01', day), Status: CPD_MEMBERSHIP.PENDING })];
  // Decided ones were sent between February 2024 and October 2026, a few days apart each.
  const createdOn = dateAfter('2024-02-05', day * 13);
  if (plan === 'approved') return [registrationOf({ ...base, createdOn, Status: CPD_MEMBERSHIP.APPROVED, comment: APPROVE_COMMENTS[i % APPROVE_COMMENTS.length], decidedAfter: 3 + (i % 5) })];
  const rejected = registrationOf({ ...base, createdOn, Status: CPD_MEMBERSHIP.REJECTED, comment: REJECT_COMMENTS[i % REJECT_COMMENTS.length], decidedAfter: 4 });
  if (!registeredAgain(i)) return [rejected];
  return [rejected, registrationOf({ ...base, k: i + 1, createdOn: dateAfter('2026-09-01', day), Status: CPD_MEMBERSHIP.PENDING })];
}

/**
 * { cpdSettings, cpdRegistrations }: ids (CPDMemberID) from firstId follow the order the registrations were sent in
 * (a larger seed's extra members' registrations follow the default's).
 */
export function cpdRegistrationSeed({ members, users, firstId = 1 }) {
  const cpdSettings = cpdSettingsRows();
  const usernames = new Map(users.map((user) => [user.userID, user.username]));
  const usernameOf = (userid) => usernames.get(userid) ?? '';
  const demo = members.find((member) => member.userid === DEMO_MEMBER_USER_ID);
  const rows = [
    ...(demo
      ? [registrationOf({ member: demo, username: usernameOf(demo.userid), settings: cpdSettings, k: 0, createdOn: '2025-01-06', Status: CPD_MEMBERSHIP.APPROVED, comment: APPROVE_COMMENTS[0], decidedAfter: 2 })]
      : []),
    ...members
      .filter((member) => bulkIndexOf(member.userid) !== undefined)
      .flatMap((member) => registrationsOfMoreMember(bulkIndexOf(member.userid), member, usernameOf(member.userid), cpdSettings)),
  ];
  const ordered = rows.sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt) || a.UserID - b.UserID);
  const cpdRegistrations = ordered.map((row, index) => ({ id: firstId + index, CPDMemberID: firstId + index, ...row }));
  return { cpdSettings, cpdRegistrations };
}
