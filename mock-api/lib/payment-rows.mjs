// Creating `payments` rows (spec §3 Transaction row): the one place that numbers a payment, gives it its
// reference number and copies the payer's identity, so the office, bank-deposit and gateway paths agree.
import { PAYMENT_STATUS } from '../../src/domain/paymentRules.mjs';
import { nextId } from './ids.mjs';

export const PAYMENTS = 'payments';

/** 'PAY-' + 6-digit paymentId (the reference the payer quotes). */
export const refNoOf = (paymentId) => `PAY-${String(paymentId).padStart(6, '0')}`;
/** 'RCPT-' + 5-digit paymentId, given when a payment is approved. */
export const receiptNoOf = (paymentId) => `RCPT-${String(paymentId).padStart(5, '0')}`;

export const paymentById = (db, paymentId) => (Number.isInteger(paymentId) ? db.get(PAYMENTS).find({ paymentId }).value() : undefined);

/**
 * Creates, stores (written) and returns a payments row. fields: { member (members row), paymentType,
 * paymentMode, amount, status? (default pending), referenceNumber?, renewalYears?, transactionDes?, items?,
 * paidDate?, responseText?, cashDepositsImgPath?, slipFileId?, depositBank?, orderId?, createdBy? }.
 * lastRenewalYear is the last year a renewal covers (null otherwise). The caller has priced and validated it.
 */
export function createPayment(ctx, fields) {
  const { db } = ctx;
  const { member, ...rest } = fields;
  const paymentId = nextId(db, PAYMENTS, 'paymentId');
  const renewalYears = Array.isArray(rest.renewalYears) ? [...rest.renewalYears].sort((a, b) => a - b) : [];
  const row = {
    id: paymentId,
    paymentId,
    paymentType: rest.paymentType,
    paymentMode: rest.paymentMode,
    status: rest.status ?? PAYMENT_STATUS.PENDING,
    amount: rest.amount,
    receiptNo: '',
    refNo: refNoOf(paymentId),
    referenceNumber: rest.referenceNumber ?? '',
    memberID: member.memberID,
    memberNo: member.memberNo,
    userId: member.userid,
    nic: member.nicNumber ?? '',
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    memberTypeName: member.memberTypeName ?? '',
    lastRenewalYear: renewalYears.length > 0 ? renewalYears[renewalYears.length - 1] : null,
    renewalYears,
    transactionDes: rest.transactionDes ?? '',
    items: rest.items ?? [],
    paidDate: rest.paidDate ?? null,
    responseText: rest.responseText ?? '',
    cashDepositsImgPath: rest.cashDepositsImgPath ?? '',
    slipFileId: rest.slipFileId ?? null,
    depositBank: rest.depositBank ?? '',
    orderId: rest.orderId ?? '',
    createdAt: rest.createdAt ?? new Date(ctx.now()).toISOString(),
    createdBy: rest.createdBy ?? member.userid,
    decidedAt: null,
    decidedBy: null,
    rejectReason: '',
  };
  db.get(PAYMENTS).push(row).write();
  return row;
}
