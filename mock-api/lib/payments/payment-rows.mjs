// Creating `payments` rows (spec §3 Transaction row): the one place that numbers a payment, gives it its
// reference number and copies the payer's identity, so the office, bank-deposit and gateway paths agree.
import { PAYMENT_STATUS } from '../../../src/domain/paymentRules.mjs';
import { nextId } from '../storage/ids.mjs';
import { insertRow } from '../storage/changes.mjs';

export const PAYMENTS = 'payments';

/** 'PAY-' + 6-digit paymentId (the reference the payer quotes). */
export const refNoOf = (paymentId) => `PAY-${String(paymentId).padStart(6, '0')}`;
/** 'RCPT-' + 5-digit paymentId, given when a payment is approved. */
export const receiptNoOf = (paymentId) => `RCPT-${String(paymentId).padStart(5, '0')}`;

export const paymentById = (db, paymentId) => (Number.isInteger(paymentId) ? db.get(PAYMENTS).find({ paymentId }).value() : undefined);

/**
 * A payments row (not stored): paymentId given, identity copied from the members row. fields: { paymentType,
 * paymentMode, amount, status? (default pending), referenceNumber?, renewalYears?, transactionDes?, items?,
 * paidDate?, responseText?, cashDepositsImgPath?, slipFileId?, depositBank?, orderId?, createdAt, createdBy? }.
 * lastRenewalYear is the last year a renewal covers (null otherwise). Also the seed's row builder.
 */
export function paymentRowOf(paymentId, member, fields) {
  const renewalYears = Array.isArray(fields.renewalYears) ? [...fields.renewalYears].sort((a, b) => a - b) : [];
  return {
    id: paymentId,
    paymentId,
    paymentType: fields.paymentType,
    paymentMode: fields.paymentMode,
    status: fields.status ?? PAYMENT_STATUS.PENDING,
    amount: fields.amount,
    receiptNo: fields.receiptNo ?? '',
    refNo: refNoOf(paymentId),
    referenceNumber: fields.referenceNumber ?? '',
    memberID: member.memberID,
    memberNo: member.memberNo,
    userId: member.userid,
    nic: member.nicNumber ?? '',
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    memberTypeName: member.memberTypeName ?? '',
    lastRenewalYear: renewalYears.length > 0 ? renewalYears[renewalYears.length - 1] : null,
    renewalYears,
    // The first subscription year a new-membership payment includes (null for other types).
    subscriptionYear: fields.subscriptionYear ?? null,
    transactionDes: fields.transactionDes ?? '',
    items: fields.items ?? [],
    paidDate: fields.paidDate ?? null,
    responseText: fields.responseText ?? '',
    cashDepositsImgPath: fields.cashDepositsImgPath ?? '',
    slipFileId: fields.slipFileId ?? null,
    depositBank: fields.depositBank ?? '',
    orderId: fields.orderId ?? '',
    createdAt: fields.createdAt,
    createdBy: fields.createdBy ?? member.userid,
    decidedAt: fields.decidedAt ?? null,
    decidedBy: fields.decidedBy ?? null,
    rejectReason: fields.rejectReason ?? '',
    // An event fee names the booking it pays (only then: the other rows keep their fields).
    ...(Number.isInteger(fields.eventMemberId) ? { eventId: fields.eventId, eventMemberId: fields.eventMemberId } : {}),
  };
}

/**
 * Creates, stores (written) and returns a payments row: fields as paymentRowOf plus `member` (the payer's
 * members row); createdAt defaults to now. The caller has priced and validated it.
 */
export function createPayment(ctx, { member, ...fields }) {
  const paymentId = nextId(ctx.db, PAYMENTS, 'paymentId');
  const row = paymentRowOf(paymentId, member, { ...fields, createdAt: fields.createdAt ?? new Date(ctx.now()).toISOString() });
  insertRow(ctx.db, PAYMENTS, row);
  return row;
}
