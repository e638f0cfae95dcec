// The institute seed (`npm run seed -- --institute`): the first data of a real institute. The configuration the
// portal needs to work, as the demo seed has it (global details, menus, the three built-in roles, the user statuses,
// the lookups and master data, chapters, the fee schedule and the CPD settings), and one administrator, who makes
// everything else in the app. Nobody else: no member, applicant or staff account, and nothing any of them did.
import { RECORD_STATUS, ROLE } from '../lib/constants.mjs';
import { RECORD_KINDS } from '../lib/members/record-kinds.mjs';
import { sriLankaNow } from '../lib/dashboards/dashboard-time.mjs';
import { globalDetails, userStatuses } from './globals.mjs';
import { menuRows } from './menus.mjs';
import { builtInRoleRows } from './roles.mjs';
import { accountRow } from './people.mjs';
import { companies, memberTypes, titles, universities } from './lookups.mjs';
import { feeRows } from './fees.mjs';
import { cpdSettingsRows } from './cpd-registrations.mjs';
import { chapterRows } from './chapters.mjs';
import { masterDataSeed } from './master-data.mjs';

/** Empty here: the demo seed's people and what they did, and the API's own bookkeeping (ids, codes, blocks). */
export const STARTS_EMPTY = Object.freeze([
  'members',
  ...Object.values(RECORD_KINDS).map((kind) => kind.collection),
  'changeRequests',
  'files',
  'entitlements',
  'credentials',
  'calendarFeeds',
  'applications',
  'committeeReviews',
  'payments',
  'paymentLog',
  'cpdRegistrations',
  'developmentGoals',
  'cpdActivities',
  'cpdDeclarations',
  'cpdAudits',
  'memberTransfers',
  'events',
  'eventMembers',
  'newsFeed',
  'meetingMinutes',
  'menuBlocks',
  'inquiries',
  'activityLog',
  'outbox',
  'otps',
  'sequences',
  // the renewal reminders' schedule starts as the default one (lib/reminders/reminder-store.mjs), none sent
  'reminderSchedule',
  'remindersSent',
  // the portal's notifications: none until a mail is sent
  'userNotifications',
]);

// The demo seed's schedules name its demo administrator as their last editor; here nobody has edited them yet.
const setUpBySystem = (rows) => rows.map((row) => ({ ...row, updatedBy: 'system' }));

/**
 * @param {{ email: string, passwordHash: string, now: number }} admin the administrator's e-mail (also the
 *   username) and password hash; now: when the seed is made (the account's creation, in Sri Lanka)
 */
export function buildInstituteSeed({ email, passwordHash, now }) {
  const administrator = accountRow({
    userID: 1,
    email,
    passwordHash,
    firstName: 'Institute',
    lastName: 'Administrator',
    userRoleID: ROLE.ADMIN,
    statusID: RECORD_STATUS.APPROVED,
    description: 'Institute administrator',
    createdOn: sriLankaNow(now).day,
    createdAt: new Date(now).toISOString(),
  });
  return {
    globaldetails: globalDetails(),
    menus: menuRows(),
    roles: builtInRoleRows(),
    userStatuses: userStatuses(),
    users: [administrator],
    membershipFees: setUpBySystem(feeRows()),
    cpdSettings: setUpBySystem(cpdSettingsRows()),
    chapters: chapterRows(),
    ...masterDataSeed(),
    memberTypes: memberTypes(),
    titles: titles(),
    companies: companies(),
    universities: universities(),
    ...Object.fromEntries(STARTS_EMPTY.map((name) => [name, []])),
  };
}
