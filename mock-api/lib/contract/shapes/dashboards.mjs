// The shapes of the dashboards (routes/dashboards.mjs): the admin dashboard's figures (lib/dashboards/dashboard-*.mjs), the
// member's card (lib/dashboards/dashboard-member.mjs) and the applicant's progress (lib/dashboards/dashboard-applicant.mjs). Every figure
// is counted at request time; amounts are LKR, months and days Sri Lanka's.
import { STEPS } from '../../dashboards/dashboard-applicant.mjs';
import { STANDING } from '../../../../src/domain/memberStanding.mjs';
import { array, boolean, integer, named, nullable, number, object, text } from '../schemas.mjs';

const COUNT = integer({ min: 0 });
const LKR = number({ min: 0, description: 'LKR.' });
const STAMP = text({ description: 'ISO 8601, UTC.' });
/** { <key>, label, count } of a figure broken down by a key. */
const countRow = (key, keySchema) => object({ [key]: keySchema, label: text(), count: COUNT }, { required: [key, 'label', 'count'] });

const APPLICATIONS = object(
  {
    total: COUNT,
    byStatus: array(countRow('status', integer())),
    byMonth: array(object({ month: text({ description: 'YYYY-MM.' }), submitted: COUNT, approved: COUNT, rejected: COUNT }, { required: ['month', 'submitted', 'approved', 'rejected'] }), { description: 'The last twelve months, oldest first.' }),
  },
  { required: ['total', 'byStatus', 'byMonth'] },
);
/** One approval queue the caller works (lib/dashboards/dashboard-approvals.mjs): the dashboard's and the bell's. */
export const APPROVAL = named('ApprovalQueue', object({ key: text(), label: text(), count: COUNT, url: text({ description: 'The screen deciding them.' }) }, { required: ['key', 'label', 'count', 'url'] }));
const CPD = object({ byStatus: array(countRow('status', integer())), year: integer(), compliant: COUNT, behind: COUNT }, { required: ['byStatus', 'year', 'compliant', 'behind'] });
const EVENTS = object({ upcoming: COUNT, registrationsThisYear: COUNT, attendedThisYear: COUNT }, { required: ['upcoming', 'registrationsThisYear', 'attendedThisYear'] });

/** dashboardApplicationcounts: applications, the approval queues the caller may decide, CPD and events. */
export const ADMIN_COUNTS = named('DashboardApplicationCounts', object(
  { applications: APPLICATIONS, approvals: array(APPROVAL, { description: "Only the queues the caller's screens decide." }), cpd: CPD, events: EVENTS },
  { required: ['applications', 'approvals', 'cpd', 'events'] },
));

const PERIOD = object(
  {
    label: text(),
    totalLkr: LKR,
    count: COUNT,
    byMode: array(object({ mode: text(), label: text(), amountLkr: LKR, count: COUNT }, { required: ['mode', 'label', 'amountLkr', 'count'] })),
  },
  { required: ['label', 'totalLkr', 'count', 'byMode'] },
);

/** get-member-details-for-dashboard: the members by status, type and chapter, and the approved takings. */
export const ADMIN_MEMBERS = named('DashboardMemberFigures', object(
  {
    members: object(
      {
        total: COUNT,
        byStatus: array(countRow('status', integer())),
        byType: array(countRow('typeId', nullable(integer()))),
        byChapter: array(countRow('chapterId', nullable(integer({ description: 'null: not assigned.' })))),
      },
      { required: ['total', 'byStatus', 'byType', 'byChapter'] },
    ),
    payments: object({ month: PERIOD, year: PERIOD }, { required: ['month', 'year'], description: 'Approved payments by their paid day.' }),
  },
  { required: ['members', 'payments'] },
));

/** memberDashboard/{memberId}: the member's card. */
export const MEMBER_CARD = named('MemberDashboard', object(
  {
    memberID: integer({ min: 1 }),
    memberNo: text(),
    name: text(),
    memberTypeName: text(),
    status: integer(),
    statusName: text(),
    standing: text({ values: Object.values(STANDING) }),
    standingName: text(),
    validTill: nullable(text({ description: 'YYYY-MM-DD.' })),
    graceUntil: nullable(text({ description: 'YYYY-MM-DD.' })),
    lastRenewalYear: nullable(integer()),
    memberSince: nullable(text({ description: 'YYYY-MM-DD.' })),
    chapter: nullable(object({ chapterId: integer(), name: text() }, { required: ['chapterId', 'name'] })),
  },
  { required: ['memberID', 'memberNo', 'name', 'status', 'standing', 'standingName', 'validTill', 'graceUntil', 'lastRenewalYear', 'chapter'] },
));

/** get-response-for-payment-button-hide: whether the pay button hides (a payment waits) and why. */
export const PAY_BUTTON = named('DashboardPayButton', object({ hide: boolean(), reason: nullable(text()) }, { required: ['hide', 'reason'] }));

/** applicantDashboard/{applicationId}: the application's progress, what it still lacks, the fee due. */
export const APPLICANT_PROGRESS = named('ApplicantDashboard', object(
  {
    applicationId: integer({ min: 1 }),
    status: integer(),
    statusName: text(),
    steps: array(object(
      { key: text({ values: STEPS.map((step) => step.key) }), label: text(), state: text({ values: ['done', 'current', 'todo'] }), at: nullable(STAMP) },
      { required: ['key', 'label', 'state', 'at'] },
    )),
    missing: array(text(), { description: 'What the application still lacks before it may be submitted (the texts the form shows).' }),
    paymentDue: nullable(object({ amountLkr: LKR, label: text() }, { required: ['amountLkr', 'label'] })),
  },
  { required: ['applicationId', 'status', 'statusName', 'steps', 'missing', 'paymentDue'] },
));
