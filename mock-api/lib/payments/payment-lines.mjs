// The description (transactionDes) and receipt lines (items) of a payments row, one builder per payment type,
// so the member's, the office's, the gateway's and the seed's rows read alike.
import { formatMoney } from '../../../src/domain/money.mjs';
import { feeInForce } from '../../../src/domain/paymentRules.mjs';

/** Description and receipt lines of a renewal of `years` (the fee in force each year). */
export function renewalLinesOf(feeRows, member, years) {
  const items = years.map((year) => ({ description: `Annual subscription ${year} (${member.memberTypeName})`, amount: feeInForce(feeRows, member.membertypeid, year)?.annualSubscription ?? 0 }));
  return { items, amount: items.reduce((sum, item) => sum + item.amount, 0), transactionDes: `Annual subscription ${years.join(', ')} (${member.memberTypeName})` };
}

/** Description and receipt lines of a new-membership payment (newMembershipDue shape) and the year it subscribes. */
export function newMembershipLinesOf(member, due) {
  return {
    items: [{ description: `Entrance fee (${member.memberTypeName})`, amount: due.entrance }, { description: `Annual subscription ${due.year} (${member.memberTypeName})`, amount: due.subscription }],
    amount: due.amount,
    subscriptionYear: due.year,
    transactionDes: `Entrance fee and annual subscription ${due.year} (${member.memberTypeName})`,
  };
}

/** Description and receipt line of a member's seat at an event (its fee in LKR). */
export function eventFeeLinesOf(event) {
  const description = `Event fee: ${event.title} (${event.startAt.replace('T', ' ')})`;
  return { items: [{ description, amount: event.feeLkr }], amount: event.feeLkr, transactionDes: description };
}

/** Description and receipt line of `quantity` of a miscellaneous item. */
export function miscellaneousLinesOf(item, quantity) {
  const amount = item.amount * quantity;
  return { items: [{ description: `${item.name} × ${quantity}`, amount }], amount, transactionDes: `${item.name} × ${quantity} (${formatMoney(item.amount)} each)` };
}
