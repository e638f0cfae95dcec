// The deterministic seed of db.json: no randomness, no clock. Same input, byte-identical file.
// buildSeed() is the default seed every test uses; buildSeed({ members: N }) adds extra members and everything
// that goes with them after the default's rows (seed/extra-rows.mjs), for trials at scale.
import { globalDetails, userStatuses } from './seed/globals.mjs';
import { menuRows } from './seed/menus.mjs';
import { roleRows } from './seed/roles.mjs';
import { memberRows, userRows, withPasswordCost } from './seed/people.mjs';
import { BCRYPT_COST } from './lib/constants.mjs';
import { recordRows } from './seed/records.mjs';
import { changeRequestRows } from './seed/change-requests.mjs';
import { evidenceRegistry } from './seed/evidence.mjs';
import { withSeedCvs } from './seed/cvs.mjs';
import { bulkSubjectsOf } from './seed/population.mjs';
import { companies, memberTypes, titles, universities } from './seed/lookups.mjs';
import { staffUserRows } from './seed/staff.mjs';
import { inquiryRows } from './seed/inquiries.mjs';
import { activityRows } from './seed/activity.mjs';
import { applicantUserRows, applicationSeed } from './seed/applications.mjs';
import { feeRows } from './seed/fees.mjs';
import { paymentSeed } from './seed/payments.mjs';
import { cpdRegistrationSeed } from './seed/cpd-registrations.mjs';
import { cpdActivitySeed } from './seed/cpd-activities.mjs';
import { chapterSeed } from './seed/chapters.mjs';
import { eventSeed } from './seed/events.mjs';
import { newsSeed } from './seed/news.mjs';
import { minutesSeed } from './seed/minutes.mjs';
import { masterDataSeed } from './seed/master-data.mjs';
import { seedScale } from './seed/scale.mjs';
import { withExtraRows } from './seed/extra-rows.mjs';

const DEMO_MEMBER_USER_ID = 3;

/**
 * @param {{ members?: number, bcryptCost?: number }} [options] members: how many members (the default seed's 151
 *   when absent); bcryptCost: the cost of the accounts' password hashes (the API's, lib/auth/bcrypt-cost.mjs)
 */
export function buildSeed({ members: memberCount, bcryptCost = BCRYPT_COST } = {}) {
  const scale = seedScale(memberCount);
  const people = userRows();
  // Staff and the legacy account have no member record, even the legacy one with role 22.
  const users = [...people, ...staffUserRows(), ...applicantUserRows()];
  const members = withSeedCvs(memberRows(people));
  // Members 101.. carry the records and change requests of the member tables and approval queue.
  const subjects = bulkSubjectsOf(members);
  const evidence = evidenceRegistry();
  const records = recordRows(DEMO_MEMBER_USER_ID, subjects, evidence);
  const changeRequests = changeRequestRows(subjects, evidence);
  // Last, so the members' record and file ids stay as they were before applications.
  const applications = applicationSeed({ users, members, records, evidence });
  // The fee schedule and the transactions (slip files after the applications' files).
  const membershipFees = feeRows();
  const transactions = paymentSeed({ members, feeRows: membershipFees, evidence, firstPaymentId: applications.payments.length + 1 });
  // CPD (evidence files after the slips, so earlier file ids stay).
  const cpd = cpdRegistrationSeed({ members, users });
  const cpdWork = cpdActivitySeed({ members, registrations: cpd.cpdRegistrations, settings: cpd.cpdSettings, evidence });
  // Chapters (each member gets a chapterId), transfers, events with attendance credited to CPD,
  // news and meeting minutes (their PDFs after the CPD evidence, so earlier file ids stay).
  const chapters = chapterSeed({ members });
  const events = eventSeed({ members: chapters.members, cpdActivities: cpdWork.cpdActivities });
  const news = newsSeed({ users });
  const minutes = minutesSeed({ users, evidence });
  const seed = {
    globaldetails: globalDetails(),
    menus: menuRows(),
    roles: roleRows(),
    userStatuses: userStatuses(),
    users,
    members: chapters.members,
    ...applications.records,
    changeRequests,
    files: evidence.rows(),
    entitlements: [],
    credentials: [],
    calendarFeeds: [],
    applications: applications.applications,
    committeeReviews: applications.committeeReviews,
    payments: [...applications.payments, ...transactions.payments],
    paymentLog: transactions.paymentLog,
    membershipFees,
    cpdSettings: cpd.cpdSettings,
    cpdRegistrations: cpd.cpdRegistrations,
    developmentGoals: cpdWork.developmentGoals,
    cpdActivities: [...cpdWork.cpdActivities, ...events.cpdActivities],
    cpdDeclarations: cpdWork.cpdDeclarations,
    cpdAudits: [],
    chapters: chapters.chapters,
    memberTransfers: chapters.memberTransfers,
    events: events.events,
    eventMembers: events.eventMembers,
    newsFeed: news.newsFeed,
    meetingMinutes: minutes.meetingMinutes,
    // Master data, one collection per entity (para_<entity>)
    ...masterDataSeed(),
    memberTypes: memberTypes(),
    titles: titles(),
    companies: companies(),
    universities: universities(),
    menuBlocks: [],
    inquiries: inquiryRows(),
    activityLog: activityRows(),
    outbox: [],
    otps: [],
    sequences: [],
    // the renewal reminders: the default schedule (lib/reminders/reminder-store.mjs) and none sent yet
    reminderSchedule: [],
    remindersSent: [],
    // the portal's notifications (lib/notifications/): none until the API sends a mail
    userNotifications: [],
  };
  const built = scale.extraMembers > 0 ? withExtraRows(seed, scale) : seed;
  return { ...built, users: withPasswordCost(built.users, bcryptCost) };
}
