// What a member is about to pay, priced by the server only (the browser's amounts are never read): a renewal
// covers the years in arrears (else the advance year), a new membership its newMembershipDue, a miscellaneous
// sale an item's price times the quantity. Each quote carries the row's description and receipt lines.
import { MISCELLANEOUS_ITEMS, PAYMENT_TEXT, PAYMENT_TYPE, renewalYearsOf } from '../../../src/domain/paymentRules.mjs';
import { feeRowsOf } from './fees.mjs';
import { memberDuesOf } from './dues.mjs';
import { miscellaneousLinesOf, newMembershipLinesOf, renewalLinesOf } from './payment-lines.mjs';
import { eventFeeQuoteOf } from '../events/bookings.mjs';

export const QUOTE_TEXT = Object.freeze({ noNewMembershipDue: 'No new membership fee is due' });

/**
 * { problem } (PAYMENT_TEXT.paymentPending / nothingDue / QUOTE_TEXT.noNewMembershipDue) or
 * { paymentType, renewalYears, amount, items, transactionDes } for a renewal or a new membership; an event fee
 * is the fee of the member's held booking `eventMemberId` (with eventId and eventMemberId).
 */
export function quoteOf(ctx, member, paymentType, { eventMemberId } = {}) {
  if (paymentType === PAYMENT_TYPE.EVENT_FEE) return eventFeeQuoteOf(ctx, member, eventMemberId);
  const { dues, newMembershipDue, pendingPayment } = memberDuesOf(ctx, member);
  if (pendingPayment) return { problem: PAYMENT_TEXT.paymentPending };
  if (paymentType === PAYMENT_TYPE.NEW_MEMBERSHIP) {
    if (!newMembershipDue || !(newMembershipDue.amount > 0)) return { problem: QUOTE_TEXT.noNewMembershipDue };
    return { paymentType, renewalYears: [], ...newMembershipLinesOf(member, newMembershipDue) };
  }
  const years = renewalYearsOf(dues).map((row) => row.year);
  if (years.length === 0) return { problem: PAYMENT_TEXT.nothingDue };
  const lines = renewalLinesOf(feeRowsOf(ctx.db), member, years);
  if (!(lines.amount > 0)) return { problem: PAYMENT_TEXT.nothingDue };
  return { paymentType: PAYMENT_TYPE.RENEWAL, renewalYears: years, ...lines };
}

export const miscellaneousItemById = (itemId) => MISCELLANEOUS_ITEMS.find((item) => item.id === itemId);

/** A miscellaneous sale's quote (item and quantity already validated). */
export const miscellaneousQuoteOf = (item, quantity) => ({ paymentType: PAYMENT_TYPE.MISCELLANEOUS, renewalYears: [], ...miscellaneousLinesOf(item, quantity) });
