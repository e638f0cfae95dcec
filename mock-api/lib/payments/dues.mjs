// What a member owes now, computed from the fee schedule and the member row (never stored as the truth):
// the subscription years in arrears (duesOf), a new member's first payment (newMembershipDue, set by the
// application approval and priced again for the year a payment today covers) and the payment already waiting,
// which blocks paying again; and the member's standing (Active, Renewal due, Lapsed) that follows from them. A card
// checkout the gateway has not answered is no payment waiting: lib/payments/checkouts.mjs says what it is.
import { MEMBERSHIP_PAYMENT_TYPES, PAYMENT_STATUS, duesOf, feeInForce, newMembershipFeeOf } from '../../../src/domain/paymentRules.mjs';
import { MEMBERSHIP_DEFAULTS, firstSubscriptionYearOf, memberStandingOf } from '../../../src/domain/memberStanding.mjs';
import { sriLankaDay } from '../../../src/domain/sriLankaTime.mjs';
import { feeRowsOf } from './fees.mjs';
import { PAYMENTS } from './payment-rows.mjs';
import { STATUS_CODE } from '../constants.mjs';

export const PAYMENT_LOG = 'paymentLog';

const NO_DUES = Object.freeze({ years: [], totalDueAmount: 0, advance: null });

/** The Sri Lanka day (YYYY-MM-DD) of ctx.now(), whatever the server's zone. */
export const todayOf = (ctx) => sriLankaDay(ctx.now());

/** The membership settings of the API (lib/members/membership-config.mjs); the defaults for a context made without them. */
const membershipOf = (ctx) => ctx.config?.membership ?? MEMBERSHIP_DEFAULTS;

/**
 * The subscription year a first payment made today covers: this year, or the next from the late-join day on
 * (config membership.lateJoinFrom), so a member joining in the last months is not charged a year for weeks.
 */
export const firstSubscriptionYearNow = (ctx) => firstSubscriptionYearOf(todayOf(ctx), membershipOf(ctx).lateJoinFrom);

/** The new-membership fee (entrance and the first subscription) of a member type for a first payment made today. */
export const newMembershipDueNow = (ctx, membertypeid) => newMembershipFeeOf(feeRowsOf(ctx.db), membertypeid, firstSubscriptionYearNow(ctx)) ?? null;

/** The stored first payment, priced again when a payment today would cover another year (a late or a delayed payment). */
function currentNewMembershipDue(ctx, member) {
  const stored = member.newMembershipDue;
  if (stored.year === firstSubscriptionYearNow(ctx)) return stored;
  return newMembershipDueNow(ctx, member.membertypeid) ?? stored;
}

/**
 * The member's membership payment awaiting a decision (a payments row, pending), else null. An event fee waiting
 * for finance holds its own booking only: it does not stop the member renewing.
 */
export function pendingPaymentOf(ctx, member) {
  const row = ctx.db.get(PAYMENTS).value().find((payment) => payment.memberID === member.memberID && payment.status === PAYMENT_STATUS.PENDING && MEMBERSHIP_PAYMENT_TYPES.includes(payment.paymentType));
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
  const newMembershipDue = member.newMembershipDue ? currentNewMembershipDue(ctx, member) : null;
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

/**
 * The last day (YYYY-12-31) the member's subscription covers, null before any: the last paid year, carried on
 * through the following years that cost the member nothing up to this year (an honorary fellow owes no
 * subscription, so the years nobody asks them to pay never run out).
 */
export function validTillOf(ctx, member) {
  if (!Number.isInteger(member.lastRenewalYear)) return null;
  const thisYear = Number(todayOf(ctx).slice(0, 4));
  const feeRows = feeRowsOf(ctx.db);
  let year = member.lastRenewalYear;
  while (year < thisYear && feeInForce(feeRows, member.membertypeid, year + 1)?.annualSubscription === 0) year += 1;
  return `${year}-12-31`;
}

/** The member's standing today ({ code, label, validTill, graceUntil }: src/domain/memberStanding.mjs). */
export const standingOf = (ctx, member) =>
  memberStandingOf({ status: member.status, validTill: validTillOf(ctx, member) }, todayOf(ctx), { graceDays: membershipOf(ctx).graceDays });
