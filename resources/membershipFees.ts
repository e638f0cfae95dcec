/**
 * Membership Fees (/user/membership-fees): the fee schedule every due is priced from — per
 * member type and effective year, the entrance fee and the annual subscription. Staff holding the screen
 * add, edit and delete rows; a member holds the menu too but only reads the schedule.
 */
import { date, defineResource, lookup, money, number, paged, select, text, type RecordOf, type Viewer } from '../src/framework/declare';
import { effectiveYearProblem, feeAmountProblem } from '../src/domain/paymentRules.mjs';
import { ROLE } from '../src/domain/roles';
import { msg } from '../src/i18n/keys';

/** A fee field's check: the API's own rule and words (paymentRules); `required` speaks for an empty one. */
const whenFilled = (problem: (value: unknown) => string | null) => (value: unknown) =>
  value === undefined || value === null || value === '' ? null : problem(value);

/** Applicants and members never write the schedule (the API refuses them too); unknown viewers neither. */
const isStaff = ({ permissions }: Viewer): boolean =>
  typeof permissions === 'number' && permissions > 0 && permissions !== ROLE.APPLICANT && permissions !== ROLE.MEMBER;

export const membershipFees = defineResource({
  name: 'membershipFees',
  route: '/user/membership-fees',
  title: msg('routes.membershipFees'),
  menu: { group: 'membership', id: 205, icon: 'Payments', roles: [ROLE.ADMIN, ROLE.MEMBER], selfService: true, staffEdits: true },
  idField: 'feeId',
  recordTitle: 'memberTypeName',
  noun: msg('membershipFees.noun'),
  dialog: { title: msg('membershipFees.dialogTitle') },
  canWrite: isStaff,
  fields: {
    feeId: number({ readOnly: true, hideOnShow: true }),
    memberTypeName: text({ label: msg('membershipFees.memberType'), readOnly: true }),
    membertypeid: select({
      label: msg('membershipFees.memberType'),
      required: msg('membershipFees.memberTypeRequired'),
      choices: lookup('memberTypes', 'memberTypeId', 'typeDes'),
    }),
    effectiveYear: number({
      label: msg('membershipFees.effectiveYear'),
      required: msg('membershipFees.effectiveYearRequired'),
      check: whenFilled(effectiveYearProblem),
    }),
    entranceFee: money({ label: msg('membershipFees.entranceFee'), required: msg('membershipFees.entranceFeeRequired'), check: whenFilled((value) => feeAmountProblem('entranceFee', value)) }),
    annualSubscription: money({
      label: msg('membershipFees.annualSubscription'),
      required: msg('membershipFees.annualSubscriptionRequired'),
      check: whenFilled((value) => feeAmountProblem('annualSubscription', value)),
    }),
    updatedAt: date({ label: msg('membershipFees.updatedAt'), readOnly: true, withTime: true }),
  },
  list: {
    columns: ['memberTypeName', 'effectiveYear', 'entranceFee', 'annualSubscription'],
    defaultSort: { field: 'memberTypeName', order: 'ASC' },
    rowActions: ['edit', 'delete'],
    card: { primary: ['memberTypeName', 'effectiveYear'], secondary: ['entranceFee', 'annualSubscription'], labelled: true },
    canCreate: true,
  },
  api: paged({
    list: 'GET application/get-payment-fee-from-table',
    create: 'POST application/membership-fees',
    update: 'PUT application/membership-fees/{feeId}',
    delete: 'DELETE application/membership-fees/{feeId}',
  }),
  notify: { created: msg('membershipFees.saved'), updated: msg('membershipFees.updated'), deleted: msg('membershipFees.deleted') },
});

export type MembershipFee = RecordOf<typeof membershipFees>;
