// Payments as the screens read them: the `payments` collection's list views (the applicant's payments of the
// application screens and PDF, the member's and the back office's transaction rows). Rows are created by
// lib/payments/payment-rows.mjs and decided by lib/payments/payment-decision.mjs; amounts come from lib/payments/dues.mjs.
import { PAYMENT_STATUS_NAMES } from '../../../src/domain/paymentRules.mjs';
import { sriLankaDay } from '../../../src/domain/sriLankaTime.mjs';
import { isWireDate } from '../../../src/domain/wireDates.mjs';
import { PAYMENTS } from './payment-rows.mjs';

export { PAYMENTS };

export const paymentStatusName = (status) => PAYMENT_STATUS_NAMES[status] ?? '';

/**
 * The Sri Lanka day (YYYY-MM-DD) a payment was paid on: its paid date (the payer's day: deposit, office or card),
 * else the day it was decided or created. The list's Paid Date, the report's Date and both date filters, and the
 * dashboard's takings all read it, so one payment has one day everywhere. null when there is none.
 */
export const paymentDayOf = (row) => (isWireDate(row.paidDate) ? row.paidDate : sriLankaDay(row.decidedAt ?? row.createdAt) || null);

export const paymentsOfUser = (db, userId) => db.get(PAYMENTS).filter({ userId }).value();
export const paymentsOfMember = (db, memberID) => db.get(PAYMENTS).filter({ memberID }).value();

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
  description: row.transactionDes ?? '',
});

/**
 * A transaction row (spec §3) as lists send it: the stored row without the json-server id, the slip's
 * stored file id or the gateway order's internals, plus its status name and whether it has a slip to view.
 */
export const transactionRowOf = ({ id, slipFileId, ...row }) => ({
  ...row,
  statusName: paymentStatusName(row.status),
  hasSlip: Number.isInteger(slipFileId),
});
