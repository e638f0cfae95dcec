/** Stubbed answers of the dashboards' calls, and the signed-in users. */
import { SESSION_KEYS } from '../../../src/domain/session';
import type { SessionUser } from '../../../src/domain/auth';
import type { ApplicantOverview, ApplicationCounts, CpdCounts, MemberCard, MemberDues, MemberFigures } from '../../../src/features/dashboard/dashboardTypes';
import type { NewsItem } from '../../../src/domain/newsRules.mjs';
import type { PublicEvent } from '../../../src/features/events/publicEventsApi';
import { storeSession } from '../app/support/session';

export const MEMBER_ID = 12;
export const USER_ID = 7;

export const signIn = (user: Partial<SessionUser> & { userRoleID: number }, urls: string[] = [], member: unknown = null) => {
  const full: SessionUser = { userid: USER_ID, username: 'nimal@example.org', firstName: 'Nimal', lastName: 'Perera', ...user };
  storeSession(full, [], urls);
  sessionStorage.setItem(SESSION_KEYS.member, JSON.stringify(member));
};

export const ok = <T,>(data: T) => ({ statusCode: '00', status: 'success', data });

export const COUNTS: ApplicationCounts = {
  applications: {
    total: 57,
    byStatus: [
      { status: 14, label: 'Draft', count: 20 },
      { status: 15, label: 'Submitted', count: 9 },
      { status: 2, label: 'Approved', count: 25 },
      { status: 16, label: 'Rejected', count: 3 },
    ],
    byMonth: [
      { month: '2026-09', submitted: 4, approved: 2, rejected: 1 },
      { month: '2026-10', submitted: 7, approved: 5, rejected: 0 },
      { month: '2026-11', submitted: 3, approved: 1, rejected: 2 },
    ],
  },
  approvals: [
    { key: 'transactions', label: 'Transactions', count: 4, url: '/member/approvetransaction' },
    { key: 'cpdRegistrations', label: 'CPD registrations', count: 0, url: '/member/approvecpdmembership' },
  ],
  cpd: {
    byStatus: [
      { status: 1, label: 'Pending', count: 6 },
      { status: 2, label: 'Approved', count: 30 },
      { status: 3, label: 'Rejected', count: 2 },
    ],
    year: 2026,
    compliant: 11,
    behind: 19,
  },
  events: { upcoming: 8, registrationsThisYear: 140, attendedThisYear: 97 },
};

export const FIGURES: MemberFigures = {
  members: {
    total: 46,
    byStatus: [
      { status: 2, label: 'Active', count: 41 },
      { status: 1, label: 'Pending', count: 3 },
      { status: 16, label: 'Cancelled', count: 2 },
    ],
    byType: [
      { typeId: 1, label: 'Associate Member', count: 30 },
      { typeId: 2, label: 'Fellow', count: 16 },
    ],
    byChapter: [
      { chapterId: 1, label: 'Colombo', count: 21 },
      { chapterId: 2, label: 'Kandy', count: 13 },
      { chapterId: null, label: 'Not assigned', count: 12 },
    ],
  },
  payments: {
    month: {
      label: 'November 2026',
      totalLkr: 52500,
      count: 5,
      byMode: [
        { mode: 'Gateway', label: 'Gateway', amountLkr: 30000, count: 3 },
        { mode: 'Slip', label: 'Slip', amountLkr: 22500, count: 2 },
      ],
    },
    year: {
      label: '2026',
      totalLkr: 1234567.5,
      count: 88,
      byMode: [
        { mode: 'Gateway', label: 'Gateway', amountLkr: 1000000, count: 70 },
        { mode: 'Slip', label: 'Slip', amountLkr: 234567.5, count: 18 },
      ],
    },
  },
};

export const CARD: MemberCard = {
  memberID: MEMBER_ID,
  memberNo: 'M0001',
  name: 'Nimal Perera',
  memberTypeName: 'Associate Member',
  status: 2,
  statusName: 'Active',
  standing: 'active',
  standingName: 'Active',
  validTill: '2026-12-31',
  graceUntil: '2027-03-31',
  lastRenewalYear: 2026,
  memberSince: '2024-03-05',
  chapter: { chapterId: 1, name: 'Colombo' },
};

export const DUES: MemberDues = {
  dues: { years: [{ year: 2025, amount: 7500 }, { year: 2026, amount: 7500 }], totalDueAmount: 15000, advance: null },
  newMembershipDue: null,
};

export const CPD: CpdCounts = {
  registrationStatus: 2,
  year: 2026,
  required: 20,
  done: 12.5,
  remaining: 7.5,
  compliant: false,
  goals: { pending: 1, inProgress: 2, complete: 0 },
  activities: 4,
};

export const NEWS: NewsItem[] = [
  { newsId: 2, title: 'Annual general meeting', body: 'The AGM is on 12 December.', audience: 'all', audienceName: 'Everyone', publishedAt: '2026-11-20T20:00:00.000Z' },
  { newsId: 1, title: 'New CPD rules', body: 'Twenty hours a year from 2027.', audience: 'members', audienceName: 'Members', publishedAt: '2026-10-01T04:00:00.000Z' },
];

export const EVENTS: PublicEvent[] = [
  {
    eventId: 3,
    title: 'Bridge design workshop',
    eventType: 'Workshop',
    venue: 'Colombo',
    description: '',
    startAt: '2026-12-05T09:00',
    endAt: '2026-12-05T12:30',
    cpdHours: 3,
    feeLkr: 2500,
    seatsLeft: 10,
  },
];

export const OVERVIEW: ApplicantOverview = {
  applicationId: 41,
  status: 14,
  statusName: 'Draft',
  steps: [
    { key: 'account', label: 'Account created', state: 'done', at: '2026-10-02T05:00:00.000Z' },
    { key: 'drafted', label: 'Application drafted', state: 'current', at: '2026-10-03T05:00:00.000Z' },
    { key: 'submitted', label: 'Submitted', state: 'todo', at: null },
    { key: 'review', label: 'Under review', state: 'todo', at: null },
    { key: 'approved', label: 'Approved', state: 'todo', at: null },
    { key: 'feePaid', label: 'Membership fee paid', state: 'todo', at: null },
    { key: 'member', label: 'Member', state: 'todo', at: null },
  ],
  missing: ['NIC Number Required', 'Upload your CV (PDF)'],
  paymentDue: null,
};
