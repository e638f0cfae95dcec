// Payments as the screens read them: the `payments` collection's list views (the applicant's payments of the
// application screens and PDF, the member's and the back office's transaction rows). Rows are created by
// lib/payments/payment-rows.mjs and decided by lib/payments/payment-decision.mjs; amounts come from lib/payments/dues.mjs.
import { PAYMENT_MODE, PAYMENT_STATUS_NAMES } from '../../../src/domain/paymentRules.mjs';
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

/** Whether a payment has a bank slip to view: a bank-deposit payment whose stored slip file is named. */
export const hasSlip = (row) => row.paymentMode === PAYMENT_MODE.SLIP && Number.isInteger(row.slipFileId);

/** The row's fields a list sends, with its status name and whether it has a slip to view. */
const listed = (fields, stored) => ({ ...fields, statusName: paymentStatusName(stored.status), hasSlip: hasSlip(stored) });

/**
 * A transaction row (spec §3) as the member's list sends it: the stored row without the json-server id and the
 * slip's stored file id, plus its status name and whether it has a slip to view.
 */
export const transactionRowOf = (stored) => {
  const { id, slipFileId, ...fields } = stored;
  return listed(fields, stored);
};

/** The same row as the back office's Transaction View sends it: the stored row whole, with the same two additions. */
export const staffTransactionRowOf = (stored) => listed(stored, stored);
