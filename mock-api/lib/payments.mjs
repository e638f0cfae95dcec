// Payments: the `payments` collection, its statuses and the one fee table of new memberships (approving an
// application charges the entrance fee plus the first year's subscription of the member type, in LKR).

export const PAYMENTS = 'payments';
export const NEW_MEMBERSHIP_PAYMENT = 'New Membership';

/** Spec §4 transaction statuses: 1 pending (not yet paid), 2 paid, 16 rejected. */
export const PAYMENT_STATUS = Object.freeze({ PENDING: 1, PAID: 2, REJECTED: 16 });
const PAYMENT_STATUS_NAMES = Object.freeze({ 1: 'Pending', 2: 'Paid', 16: 'Rejected' });

/** LKR by member type id (lookups memberTypes): the institute's schedule; honorary fellows are invited, so pay nothing. */
export const NEW_MEMBERSHIP_FEES = Object.freeze({
  1: Object.freeze({ entrance: 1000, subscription: 2500 }),
  2: Object.freeze({ entrance: 5000, subscription: 7500 }),
  3: Object.freeze({ entrance: 7500, subscription: 12000 }),
  4: Object.freeze({ entrance: 10000, subscription: 15000 }),
  5: Object.freeze({ entrance: 0, subscription: 0 }),
});

/** {entrance, subscription, amount} of a member type; undefined for an unknown type. */
export function newMembershipFee(membertypeid) {
  const fee = NEW_MEMBERSHIP_FEES[membertypeid];
  return fee && { ...fee, amount: fee.entrance + fee.subscription };
}

export const paymentStatusName = (status) => PAYMENT_STATUS_NAMES[status] ?? '';

export const paymentsOfUser = (db, userId) => db.get(PAYMENTS).filter({ userId }).value();

/** A payment as the application screens list it. */
export const paymentView = (row) => ({
  paymentId: row.paymentId,
  paymentType: row.paymentType,
  paymentMode: row.paymentMode,
  amount: row.amount,
  status: row.status,
  statusName: paymentStatusName(row.status),
  createdAt: row.createdAt,
  paidDate: row.paidDate ?? null,
  receiptNo: row.receiptNo ?? '',
  description: row.description ?? '',
});
