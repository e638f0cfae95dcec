import { date, decisionActions, defineResource, multiline, number, paged, status, text, type Choice, type RecordOf, type RowPredicate } from '../../src/framework/declare';
import { COMMENT_MAX, CPD_MEMBERSHIP } from '../../src/domain/cpdRules.mjs';
import { ownCaseText } from '../../src/domain/ownCase.mjs';
import { msg } from '../../src/i18n/keys';

/** Spec §4 "CPD membership": 1 Pending (yellow), 2 Approved (green), 3 Rejected (red). */
const STATUS_CHOICES: readonly Choice[] = [
  { id: CPD_MEMBERSHIP.PENDING, name: msg('cpdApprovals.statusPending') },
  { id: CPD_MEMBERSHIP.APPROVED, name: msg('cpdApprovals.statusApproved') },
  { id: CPD_MEMBERSHIP.REJECTED, name: msg('cpdApprovals.statusRejected') },
];
/** The API's `Compliant` (true / false; null for a row not approved) and its `compliance` filter values. */
const COMPLIANCE_BADGES: readonly Choice[] = [
  { id: 'true', name: msg('cpdApprovals.compliant') },
  { id: 'false', name: msg('cpdApprovals.behind') },
];
const COMPLIANCE_FILTER: readonly Choice[] = [
  { id: 'compliant', name: msg('cpdApprovals.compliant') },
  { id: 'behind', name: msg('cpdApprovals.behind') },
];

/** The CPD years a staff member may look back on (the API's default, "current", is the filter's empty option). */
export const YEARS_BACK = 5;
export const cpdYearChoices = (thisYear: number): Choice[] =>
  Array.from({ length: YEARS_BACK + 1 }, (_, i) => ({ id: thisYear - i, name: String(thisYear - i) }));

const hasStatus =
  (code: number): RowPredicate =>
  (record) =>
    Number(record.Status) === code;
/** Spec §4: only a Pending registration is decided (approve or reject); the others are only viewed. */
export const isPendingCpdMember = hasStatus(CPD_MEMBERSHIP.PENDING);
/** "done / required" for an approved row (the CPD year of the list), nothing otherwise: hours belong to approved members. */
export const hoursText = (record: Readonly<Record<string, unknown>>): string =>
  Number(record.Status) === CPD_MEMBERSHIP.APPROVED && record.HoursDone !== undefined && record.HoursDone !== null
    ? `${String(record.HoursDone)} / ${String(record.HoursRequired ?? '')}`
    : '';

/** Spec §5: both decisions need a comment; the page's write tells the §8 outcome (no notices here). */
const decisions = decisionActions({
  field: 'decision',
  texts: (name) => msg(`cpdApprovals.${name}`),
  requires: { approve: { comment: msg('cpdApprovals.commentBeforeApprove') }, reject: { comment: msg('cpdApprovals.commentBeforeReject') } },
});

/**
 * CPD Member View / CPD Membership Approve (/member/approvecpdmembership; spec §2, §3 CPD member row, §4, §5,
 * §7, §8): every member's latest CPD registration, server-paged newest first, narrowed by status, compliance
 * and CPD year. Pending rows are decided in a modal showing the row, with a comment (required by both
 * buttons). The page around it (src/features/cpd/approvals) makes the decision call itself (its §8 texts by
 * code, then the decision mail) and adds the audit sample. Several Pending rows may be approved at once with one
 * comment (the same call and mail for each).
 */
export const cpdMembers = defineResource({
  name: 'cpdMembers',
  title: msg('routes.approveCpdMembership'),
  idField: 'CPDMemberID',
  recordTitle: 'MemberNo',
  noun: msg('cpdApprovals.noun'),
  fields: {
    CPDMemberID: number({ label: msg('cpdApprovals.CPDMemberID'), readOnly: true, hideOnShow: true }),
    MemberNo: text({ label: msg('cpdApprovals.MemberNo'), readOnly: true }),
    Title: text({ label: msg('cpdApprovals.Title'), readOnly: true }),
    FirstName: text({ label: msg('cpdApprovals.FirstName'), readOnly: true }),
    LastName: text({ label: msg('cpdApprovals.LastName'), readOnly: true }),
    CPDStartDate: date({ label: msg('cpdApprovals.CPDStartDate'), readOnly: true }),
    PrimarySkills: text({ label: msg('cpdApprovals.PrimarySkills'), readOnly: true }),
    EntryLevel: text({ label: msg('cpdApprovals.EntryLevel'), readOnly: true }),
    Status: status({ label: msg('cpdApprovals.Status'), readOnly: true, choices: STATUS_CHOICES, tones: { [CPD_MEMBERSHIP.REJECTED]: 'error' } }),
    hours: text({ label: msg('cpdApprovals.hours'), readOnly: true, sortable: false, derive: hoursText }),
    Compliant: status({ label: msg('cpdApprovals.Compliant'), readOnly: true, sortable: false, choices: COMPLIANCE_BADGES, tones: { true: 'success', false: 'error' } }),
    CreatedAt: date({ label: msg('cpdApprovals.CreatedAt'), withTime: true, readOnly: true }),
    CreatedBy: text({ label: msg('cpdApprovals.CreatedBy'), readOnly: true }),
    comment: multiline({
      label: msg('cpdApprovals.comment'),
      maxLength: { value: COMMENT_MAX, message: msg('cpdApprovals.commentTooLong') },
    }),
    DecidedAt: date({ label: msg('cpdApprovals.DecidedAt'), withTime: true, readOnly: true }),
    DecidedBy: text({ label: msg('cpdApprovals.DecidedBy'), readOnly: true }),
    UserID: number({ readOnly: true, hideOnShow: true }),
    // set by the modal's button: which of the two decision endpoints the row goes to
    decision: text({ readOnly: true, hideOnShow: true }),
  },
  list: {
    columns: ['MemberNo', 'Title', 'FirstName', 'LastName', 'CPDStartDate', 'PrimarySkills', 'EntryLevel', 'Status', 'hours', 'Compliant'],
    defaultSort: { field: 'CreatedAt', order: 'DESC' },
    dense: true,
    filters: [
      { source: 'status', label: msg('cpdApprovals.statusFilter'), choices: STATUS_CHOICES, anyLabel: msg('cpdApprovals.anyStatus') },
      { source: 'compliance', label: msg('cpdApprovals.complianceFilter'), choices: COMPLIANCE_FILTER, anyLabel: msg('cpdApprovals.anyCompliance') },
      { source: 'year', label: msg('cpdApprovals.yearFilter'), choices: cpdYearChoices(new Date().getFullYear()), anyLabel: msg('cpdApprovals.currentYear') },
    ],
    // spec §4: Pending view + edit (approve or reject); Approved and Rejected view only
    rowActions: ['view', 'edit'],
    actionWhen: { edit: isPendingCpdMember },
    card: { primary: ['FirstName', 'LastName'], secondary: ['MemberNo', 'PrimarySkills', 'hours'], tertiary: 'Status' },
    bulkApprove: { action: decisions.approve, nouns: msg('cpdApprovals.nouns') },
    ownCase: { subject: 'UserID', reason: ownCaseText('cpdRegistration') },
  },
  dialog: {
    title: msg('cpdApprovals.decideTitle'),
    viewTitle: msg('cpdApprovals.viewTitle'),
    summary: ['MemberNo', 'Title', 'FirstName', 'LastName', 'CPDStartDate', 'PrimarySkills', 'EntryLevel', 'Status', 'CreatedAt'],
    actions: decisions.actions,
  },
  api: paged({ list: 'GET CPD/viewallcpdusers', update: 'PUT CPD/approve-membership/{decision}' }),
});

export type CpdMemberRow = RecordOf<typeof cpdMembers>;
