// Seeded transactions across 2022..2026 in every status and mode, so the transactions table, the
// report and a member's history have data: approved renewals up to each member's lastRenewalYear, rejected
// slips, declined and pending card payments, pending slips of members in arrears and of new members, and office
// miscellaneous sales. Slip rows name real files (PDF or PNG); every card row has its paymentLog order.
// The demo member (M0001) has history but nothing pending, so the demo can pay its two years of arrears.
import { BANK_RESPONSE, MISCELLANEOUS_ITEMS, PAYMENT_MODE, PAYMENT_STATUS, PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';
import { MEMBER_STATUS } from '../../src/domain/memberRules.mjs';
import { paymentRowOf, receiptNoOf } from '../lib/payments/payment-rows.mjs';
import { miscellaneousLinesOf, newMembershipLinesOf, renewalLinesOf } from '../lib/payments/payment-lines.mjs';
import { SLIP_IMAGE_KIND } from './uploads.mjs';
import { isoAfter } from './dates.mjs';

export const SEED_PAYMENT_FIRST_YEAR = 2022;
const DECIDED_BY = 'admin@example.org';
// Office payments are entered by a staff user (the administrator in the seed).
export const ADMIN_USER_ID = 1;
const GATEWAY_ACTOR = 'gateway';
const BANKS = ['Bank of Ceylon', "People's Bank", 'Commercial Bank', 'Hatton National Bank', 'Sampath Bank'];
const MODES = [PAYMENT_MODE.GATEWAY, PAYMENT_MODE.SLIP, PAYMENT_MODE.OFFICE];
const STATUS_CODE = Object.freeze({ [PAYMENT_STATUS.APPROVED]: 2, [PAYMENT_STATUS.PENDING]: 0, [PAYMENT_STATUS.REJECTED]: -2 });
const ORDER_STATE = Object.freeze({ [PAYMENT_STATUS.APPROVED]: 'approved', [PAYMENT_STATUS.PENDING]: 'pending', [PAYMENT_STATUS.REJECTED]: 'declined' });
const RESPONSE = Object.freeze({ [PAYMENT_STATUS.APPROVED]: BANK_RESPONSE.APPROVED, [PAYMENT_STATUS.PENDING]: BANK_RESPONSE.PENDING, [PAYMENT_STATUS.REJECTED]: BANK_RESPONSE.DECLINED });

const pad = (n, width) => String(n).padStart(width, '0');

/**
 * payments (ids from firstPaymentId), paymentLog (ids from firstLogId) and the slips' files rows (through `evidence`).
 * members: the seeded members rows; feeRows: the seeded fee schedule.
 */
export function paymentSeed({ members, feeRows, evidence, firstPaymentId, firstLogId = 1 }) {
  const payments = [];
  const paymentLog = [];
  let slipCount = 0;

  const add = (member, { mode, status, createdAt, lines, renewalYears = [], paymentType, rejectReason = '' }) => {
    // Honorary fellows pay nothing: there is no transaction of LKR 0.00.
    if (lines.amount <= 0) return;
    const paymentId = firstPaymentId + payments.length;
    const decided = status !== PAYMENT_STATUS.PENDING;
    const gateway = mode === PAYMENT_MODE.GATEWAY;
    const day = createdAt.slice(0, 10);
    const fields = {
      paymentType,
      paymentMode: mode,
      status,
      amount: lines.amount,
      items: lines.items,
      transactionDes: lines.transactionDes,
      renewalYears,
      paidDate: day,
      createdAt,
      createdBy: mode === PAYMENT_MODE.OFFICE ? ADMIN_USER_ID : member.userid,
      receiptNo: status === PAYMENT_STATUS.APPROVED ? receiptNoOf(paymentId) : '',
      decidedAt: decided ? (gateway || mode === PAYMENT_MODE.OFFICE ? createdAt : isoAfter(day, 2, 11)) : null,
      decidedBy: decided ? (gateway ? GATEWAY_ACTOR : DECIDED_BY) : null,
      rejectReason,
    };
    if (gateway) {
      const logId = firstLogId + paymentLog.length;
      const orderId = `ORD-${pad(logId, 6)}`;
      const gatewayPaymentId = `3200${pad(paymentId * 7919, 8)}`;
      const statusCode = STATUS_CODE[status];
      Object.assign(fields, { orderId, referenceNumber: gatewayPaymentId, responseText: RESPONSE[status] });
      paymentLog.push({
        id: logId, logId, orderId, userId: member.userid, memberID: member.memberID, memberNo: member.memberNo, paymentType, renewalYears, amount: lines.amount, currency: 'LKR',
        state: ORDER_STATE[status], paymentId, gatewayPaymentId, statusCode,
        notifications: [{ at: createdAt, status_code: statusCode, payment_id: gatewayPaymentId, accepted: true, reason: '' }],
        createdAt, updatedAt: createdAt,
      });
    } else if (mode === PAYMENT_MODE.SLIP) {
      slipCount += 1;
      const image = slipCount % 2 === 0;
      const name = `bank-slip-${pad(paymentId, 5)}.${image ? 'png' : 'pdf'}`;
      const { fileId } = evidence.add(image ? SLIP_IMAGE_KIND : 'bank-slip', member.userid, name, createdAt);
      Object.assign(fields, { slipFileId: fileId, cashDepositsImgPath: name, depositBank: BANKS[paymentId % BANKS.length], referenceNumber: `DEP${pad(paymentId * 37, 7)}`, paidDate: isoAfter(day, -1).slice(0, 10) });
    } else {
      fields.referenceNumber = `BK-${pad(1000 + paymentId, 5)}`;
    }
    payments.push(paymentRowOf(paymentId, member, fields));
  };

  const renewal = (member, years, rest) => add(member, { ...rest, paymentType: PAYMENT_TYPE.RENEWAL, renewalYears: years, lines: renewalLinesOf(feeRows, member, years) });

  for (const member of members) {
    const m = member.memberID;
    if (member.status === MEMBER_STATUS.PENDING && member.newMembershipDue) {
      // Every other new member has sent a slip for the first fee; it waits for approval.
      if (m % 2 === 0) add(member, { mode: PAYMENT_MODE.SLIP, status: PAYMENT_STATUS.PENDING, createdAt: isoAfter('2026-11-02', m % 14, 10), paymentType: PAYMENT_TYPE.NEW_MEMBERSHIP, lines: newMembershipLinesOf(member, member.newMembershipDue) });
      continue;
    }
    const last = member.lastRenewalYear;
    if (!Number.isInteger(last)) continue;
    // Approved renewals of the last (up to) three paid years, each paid in the January of its year.
    for (let year = Math.max(SEED_PAYMENT_FIRST_YEAR, last - 2); year <= last; year += 1) {
      const mode = MODES[(m + year) % MODES.length];
      if (m % 7 === 0 && year === last && mode === PAYMENT_MODE.SLIP) {
        renewal(member, [year], { mode, status: PAYMENT_STATUS.REJECTED, createdAt: isoAfter(`${year}-01-03`, m % 20, 10), rejectReason: 'The slip is unreadable; please upload a clear copy.' });
      }
      if (m % 11 === 0 && mode === PAYMENT_MODE.GATEWAY) {
        renewal(member, [year], { mode, status: PAYMENT_STATUS.REJECTED, createdAt: isoAfter(`${year}-01-02`, m % 20, 9) });
      }
      renewal(member, [year], { mode, status: PAYMENT_STATUS.APPROVED, createdAt: isoAfter(`${year}-01-05`, m % 20, 10) });
    }
    // Some members in arrears have paid them; the payment waits for its decision (never the demo member).
    const arrears = Array.from({ length: 2026 - last }, (_, i) => last + 1 + i);
    if (arrears.length > 0 && m !== 1 && m % 5 === 2) {
      const mode = m % 10 === 2 ? PAYMENT_MODE.SLIP : PAYMENT_MODE.GATEWAY;
      renewal(member, arrears, { mode, status: PAYMENT_STATUS.PENDING, createdAt: isoAfter('2026-11-01', m % 18, 14) });
    }
    if (m % 9 === 1) {
      const item = MISCELLANEOUS_ITEMS[m % MISCELLANEOUS_ITEMS.length];
      const year = SEED_PAYMENT_FIRST_YEAR + (m % 5);
      add(member, { mode: PAYMENT_MODE.OFFICE, status: PAYMENT_STATUS.APPROVED, createdAt: isoAfter(`${year}-03-10`, m % 60, 11), paymentType: PAYMENT_TYPE.MISCELLANEOUS, lines: miscellaneousLinesOf(item, 1 + (m % 2)) });
    }
  }
  // A few card orders the member cancelled at the gateway: an order, no payment.
  for (const member of members.filter((row) => row.memberID % 13 === 3 && Number.isInteger(row.lastRenewalYear))) {
    const logId = firstLogId + paymentLog.length;
    const createdAt = isoAfter('2025-06-02', member.memberID % 90, 15);
    const renewalYears = [member.lastRenewalYear + 1];
    paymentLog.push({
      id: logId, logId, orderId: `ORD-${pad(logId, 6)}`, userId: member.userid, memberID: member.memberID, memberNo: member.memberNo, paymentType: PAYMENT_TYPE.RENEWAL, renewalYears,
      amount: renewalLinesOf(feeRows, member, renewalYears).amount, currency: 'LKR', state: 'cancelled', paymentId: null, gatewayPaymentId: null, statusCode: -1,
      notifications: [{ at: createdAt, status_code: -1, payment_id: null, accepted: true, reason: '' }], createdAt, updatedAt: createdAt,
    });
  }
  return { payments, paymentLog };
}
