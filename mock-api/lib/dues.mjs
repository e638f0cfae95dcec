// What a member owes now, computed from the fee schedule and the member row (never stored as the truth):
// the subscription years in arrears (duesOf), a new member's first payment (newMembershipDue, set by the
// application approval) and the payment already waiting, which blocks paying again. A card checkout the gateway
// has not answered is no payment waiting: lib/checkouts.mjs says what it is.
import { PAYMENT_STATUS, duesOf } from '../../src/domain/paymentRules.mjs';
import { sriLankaToday } from '../../src/domain/sriLankaTime.mjs';
import { feeRowsOf } from './fees.mjs';
import { PAYMENTS } from './payment-rows.mjs';
import { STATUS_CODE } from './constants.mjs';

export const PAYMENT_LOG = 'paymentLog';

const NO_DUES = Object.freeze({ years: [], totalDueAmount: 0, advance: null });

/** Today (YYYY-MM-DD) in Sri Lanka at ctx.now(), whatever the server's zone. */
export const todayOf = (ctx) => sriLankaToday(ctx.now());

/** The member's payment awaiting a decision (a payments row, pending), else null. */
export function pendingPaymentOf(ctx, member) {
  const row = ctx.db.get(PAYMENTS).value().find((payment) => payment.memberID === member.memberID && payment.status === PAYMENT_STATUS.PENDING);
  return row ? { paymentId: row.paymentId, paymentType: row.paymentType, paymentMode: row.paymentMode, amount: row.amount, createdAt: row.createdAt } : null;
}

/** duesOf without the years that cost nothing (an honorary fellow's subscription is 0: nothing is owed). */
function chargedDues(dues) {
  const years = dues.years.filter((row) => row.amount > 0);
  return { years, totalDueAmount: dues.totalDueAmount, advance: dues.advance && dues.advance.amount > 0 ? dues.advance : null };
}

/**
 * { dues, newMembershipDue, pendingPayment } of a members row. A new member (newMembershipDue set) owes that
 * first payment only: its subscription year is part of it, so no renewal years are due meanwhile.
 */
export function memberDuesOf(ctx, member) {
  const newMembershipDue = member.newMembershipDue ?? null;
  const dues = newMembershipDue
    ? { ...NO_DUES, years: [] }
    : chargedDues(duesOf({ feeRows: feeRowsOf(ctx.db), membertypeid: member.membertypeid, lastRenewalYear: member.lastRenewalYear ?? null, today: todayOf(ctx) }));
  return { dues, newMembershipDue, pendingPayment: pendingPaymentOf(ctx, member) };
}

/** The answer of application/getPaymentFee (and dashboard/getPaymentFee): the member's dues and first payment owed. */
export function duesAnswer(ctx, member) {
  const { dues, newMembershipDue } = memberDuesOf(ctx, member);
  return { statusCode: STATUS_CODE.OK, status: 'success', dues, newMembershipDue };
}
