// Deciding a pending payment (spec §4 Transaction status): the one place a payment becomes Approved or Rejected,
// whoever decides (staff on /member/approvetransaction, the office taking cash, the card gateway crediting an
// order). Approving gives the receipt number and moves the member on (renewal years, a new membership made
// active); rejecting leaves the member as they were. Both mail the payer and write the activity log here, so the
// three callers cannot forget either.
import { MEMBER_STATUS } from '../../../src/domain/memberRules.mjs';
import { formatMoney } from '../../../src/domain/money.mjs';
import { PAYMENT_STATUS, PAYMENT_TYPE } from '../../../src/domain/paymentRules.mjs';
import { sriLankaToday } from '../../../src/domain/sriLankaTime.mjs';
import { recordActivity } from '../audit/activity.mjs';
import { memberById } from '../members/members.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { findUserById } from '../users/users.mjs';
import { PAYMENTS, paymentById, receiptNoOf } from './payment-rows.mjs';
import { saveRows } from '../storage/changes.mjs';
import { NOTIFICATION_KIND } from '../../../src/domain/notificationRules.mjs';
import { LINK } from '../notifications/notification-links.mjs';
import { confirmPaidBooking, releaseRejectedBooking } from '../events/bookings.mjs';

const endOfYear = (year) => `${year}-12-31`;

/** The member a payment moves on: renewal years (never lowered) or the new membership made active. */
function applyApprovalEffects(ctx, payment) {
  // An event fee moves the booking it pays on, not the membership.
  if (payment.paymentType === PAYMENT_TYPE.EVENT_FEE) return confirmPaidBooking(ctx, payment);
  const member = memberById(ctx.db, payment.memberID);
  if (!member) return;
  saveRows(ctx.db, 'members', member);
  if (payment.paymentType === PAYMENT_TYPE.RENEWAL) {
    const covered = (payment.renewalYears ?? []).filter(Number.isInteger);
    if (covered.length === 0) return;
    const year = Math.max(...covered, Number.isInteger(member.lastRenewalYear) ? member.lastRenewalYear : -Infinity);
    Object.assign(member, { lastRenewalYear: year, validTillDate: endOfYear(year) });
  } else if (payment.paymentType === PAYMENT_TYPE.NEW_MEMBERSHIP) {
    // The row names the subscription year it pays (else the member's due does); a row paid after the due was
    // cleared still activates the member.
    const dueYear = [payment.subscriptionYear, member.newMembershipDue?.year].find(Number.isInteger) ?? Number(String(payment.paidDate || payment.createdAt).slice(0, 4));
    const year = Math.max(dueYear, Number.isInteger(member.lastRenewalYear) ? member.lastRenewalYear : -Infinity);
    Object.assign(member, { status: MEMBER_STATUS.ACTIVE, lastRenewalYear: year, validTillDate: endOfYear(year), newMembershipDue: null });
  }
}

/** The payer's address: the member row's e-mail, else the account's. */
function payerOf(db, payment) {
  const member = memberById(db, payment.memberID);
  const user = findUserById(db, payment.userId ?? member?.userid);
  return { to: member?.email || user?.email || '', userId: user?.userID, name: member?.firstName || user?.firstName || payment.firstName || 'member' };
}

const describe = (payment) => payment.transactionDes || payment.paymentType;

/**
 * Where the payer of a rejected payment goes next, and what the mail says of it: a rejected event fee has released
 * its seat, which the member books again on their events screen; any other payment is made again on the renewal page.
 */
const afterRejection = (payment) =>
  payment.paymentType === PAYMENT_TYPE.EVENT_FEE
    ? { link: LINK.MEMBER_EVENTS, line: 'The seat it held has been released; you may book the event again from the My Events page while seats are left.' }
    : { link: LINK.MEMBER_RENEWAL, line: 'Nothing has been charged to your membership; you may pay again from the Membership Renewal page.' };

/**
 * The decision mail of an approved or rejected payment (sent again by the re-send routes), with the screen its
 * notification opens: the renewal page holds the receipt.
 */
export function decisionMailOf(payment, name) {
  const lines = [`Dear ${name},`, ''];
  if (payment.status === PAYMENT_STATUS.APPROVED) {
    lines.push(
      `Your payment of ${formatMoney(payment.amount)} (${describe(payment)}, ${payment.paymentMode}) has been approved.`,
      '',
      `Receipt number: ${payment.receiptNo}`,
      `Payment reference: ${payment.refNo}`,
      '',
      'You can download the receipt from the Membership Renewal page.',
    );
    return { subject: `Payment approved: receipt ${payment.receiptNo}`, body: lines.join('\n'), link: LINK.MEMBER_RENEWAL };
  }
  const next = afterRejection(payment);
  lines.push(
    `Your payment of ${formatMoney(payment.amount)} (${describe(payment)}, ${payment.paymentMode}, reference ${payment.refNo}) has been rejected for this reason:`,
    '',
    payment.rejectReason || '-',
    '',
    next.line,
  );
  return { subject: `Payment rejected: ${payment.refNo}`, body: lines.join('\n'), link: next.link };
}

/** Mails the payer the decision of a decided payment; false when the payer has no address. */
export function sendDecisionMail(ctx, payment) {
  const { to, userId, name } = payerOf(ctx.db, payment);
  if (!to) return false;
  sendMail(ctx, { to, userId, kind: NOTIFICATION_KIND.PAYMENT, ...decisionMailOf(payment, name) });
  return true;
}

/** The stored row, when it is still pending (a copy passed in is re-read: the stored one decides). */
const pendingRow = (db, payment) => {
  const row = paymentById(db, payment?.paymentId);
  return row && row.status === PAYMENT_STATUS.PENDING ? row : undefined;
};

const logDecision = (ctx, row, { actor, actorUserId, action, detail }) =>
  recordActivity(ctx, { userId: actorUserId ?? null, username: actor ?? '', action, entity: 'payment', recordId: row.paymentId, detail });

/**
 * Approves a pending payment: status 2, receipt number, decidedAt/By, the member's effects, the payer's mail and
 * the activity log. `actor` is the deciding username ('gateway' for card payments); `actorUserId` optional.
 * Answers the stored row, or false when it is not pending (approving twice changes nothing).
 */
export function approvePayment(ctx, payment, { actor, actorUserId } = {}) {
  const row = pendingRow(ctx.db, payment);
  if (!row) return false;
  const at = new Date(ctx.now());
  Object.assign(row, {
    status: PAYMENT_STATUS.APPROVED,
    receiptNo: receiptNoOf(row.paymentId),
    paidDate: row.paidDate || sriLankaToday(at),
    decidedAt: at.toISOString(),
    decidedBy: actor ?? '',
    rejectReason: '',
  });
  saveRows(ctx.db, PAYMENTS, row);
  applyApprovalEffects(ctx, row);
  sendDecisionMail(ctx, row);
  logDecision(ctx, row, { actor, actorUserId, action: 'approve', detail: `Payment #${row.paymentId} (${row.paymentType}, ${row.paymentMode}, ${formatMoney(row.amount)}) of member ${row.memberNo} approved: receipt ${row.receiptNo}` });
  return row;
}

/**
 * Rejects a pending payment with the reason: status 16, decidedAt/By, rejectReason, the payer's mail and the
 * activity log; the member's dues stay as they were. Answers the stored row, or false when it is not pending.
 */
export function rejectPayment(ctx, payment, { actor, actorUserId, reason } = {}) {
  const row = pendingRow(ctx.db, payment);
  if (!row) return false;
  saveRows(ctx.db, PAYMENTS, Object.assign(row, { status: PAYMENT_STATUS.REJECTED, decidedAt: new Date(ctx.now()).toISOString(), decidedBy: actor ?? '', rejectReason: String(reason ?? '') }));
  sendDecisionMail(ctx, row);
  if (row.paymentType === PAYMENT_TYPE.EVENT_FEE) releaseRejectedBooking(ctx);
  logDecision(ctx, row, { actor, actorUserId, action: 'reject', detail: `Payment #${row.paymentId} (${row.paymentType}, ${row.paymentMode}, ${formatMoney(row.amount)}) of member ${row.memberNo} rejected: ${row.rejectReason}` });
  return row;
}
