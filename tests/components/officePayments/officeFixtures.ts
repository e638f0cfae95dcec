/** A member as GET application/member-dues/{memberNo} answers, and what may be due. */
import { MISCELLANEOUS_ITEMS } from '../../../src/domain/paymentRules.mjs';

export const MEMBER = {
  memberID: 11,
  memberNo: 'M0011',
  userid: 7,
  firstName: 'Nimal',
  lastName: 'Perera',
  memberType: 'Associate Member',
  membertypeid: 2,
  status: 2,
  lastRenewalYear: 2023,
  validTillDate: '2023-12-31',
  totalDueAmount: 14500,
};

export const ARREARS = { years: [{ year: 2024, amount: 7000 }, { year: 2025, amount: 7500 }], totalDueAmount: 14500, advance: null };
export const NOTHING_DUE = { years: [], totalDueAmount: 0, advance: null };
export const NEW_MEMBERSHIP_DUE = { year: 2026, entrance: 25000, subscription: 7500, amount: 32500 };
export const PENDING = { paymentId: 40, paymentType: 'Membership Renewal', paymentMode: 'Payment Slip', amount: 14500, createdAt: '2026-01-05T09:00:00Z' };

export const duesAnswer = (extra: Record<string, unknown> = {}) => ({
  statusCode: '00',
  member: MEMBER,
  dues: ARREARS,
  newMembershipDue: null,
  pendingPayment: null,
  ...extra,
});

export const ITEMS = { data: MISCELLANEOUS_ITEMS };
