/**
 * Membership Fees (/user/membership-fees, issue 10): the fee schedule every due is priced from — per
 * member type and effective year, the entrance fee and the annual subscription. Staff holding the screen
 * add, edit and delete rows; a member holds the menu too but only reads the schedule.
 */
import { date, defineResource, lookup, money, number, paged, select, text, type RecordOf, type Viewer } from '../src/framework/declare';
import { RENEWAL_YEAR_FIRST, RENEWAL_YEAR_LAST } from '../src/domain/paymentRules.mjs';
import { ROLE } from '../src/domain/roles';
import { msg } from '../src/i18n/keys';

/** The largest fee the API accepts (contract: 0..10,000,000 LKR, at most 2 decimals). */
const FEE_MAX = 10_000_000;

const isFee = (value: unknown): boolean => {
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && amount <= FEE_MAX && Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
};

/** A fee's check: `required` speaks for an empty one. */
const feeCheck = (message: string) => (value: unknown) => (value === undefined || value === null || value === '' || isFee(value) ? null : message);

/** Applicants and members never write the schedule (the API refuses them too); unknown viewers neither. */
const isStaff = ({ permissions }: Viewer): boolean =>
  typeof permissions === 'number' && permissions > 0 && permissions !== ROLE.APPLICANT && permissions !== ROLE.MEMBER;

export const membershipFees = defineResource({
  name: 'membershipFees',
  route: '/user/membership-fees',
  title: msg('routes.membershipFees'),
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
      integer: msg('membershipFees.effectiveYearRange'),
      min: { value: RENEWAL_YEAR_FIRST, message: msg('membershipFees.effectiveYearRange') },
      max: { value: RENEWAL_YEAR_LAST, message: msg('membershipFees.effectiveYearRange') },
    }),
    entranceFee: money({ label: msg('membershipFees.entranceFee'), required: msg('membershipFees.entranceFeeRequired'), check: feeCheck(msg('membershipFees.entranceFeeRange')) }),
    annualSubscription: money({
      label: msg('membershipFees.annualSubscription'),
      required: msg('membershipFees.annualSubscriptionRequired'),
      check: feeCheck(msg('membershipFees.annualSubscriptionRange')),
    }),
    updatedAt: date({ label: msg('membershipFees.updatedAt'), readOnly: true, withTime: true }),
  },
  list: {
    columns: ['memberTypeName', 'effectiveYear', 'entranceFee', 'annualSubscription'],
    defaultSort: { field: 'memberTypeName', order: 'ASC' },
    rowActions: ['edit', 'delete'],
    card: { primary: ['memberTypeName', 'effectiveYear'], secondary: ['entranceFee', 'annualSubscription'] },
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
