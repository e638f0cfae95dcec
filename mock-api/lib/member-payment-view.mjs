// A member as the payment screens see them (the renewal page and the office lookup): who they are, what they
// owe now (computed, never stored), the payment that is waiting, if any, and the card checkout still open, if any.
import { openCheckoutView } from './checkouts.mjs';
import { memberDuesOf } from './dues.mjs';
import { memberTypeById } from './members.mjs';

export function memberPaymentViewOf(ctx, member) {
  const { dues, newMembershipDue, pendingPayment } = memberDuesOf(ctx, member);
  return {
    member: {
      memberID: member.memberID,
      memberNo: member.memberNo,
      // the member's account: the office screens never take one's own payment (lib/own-case.mjs)
      userid: member.userid,
      firstName: member.firstName,
      lastName: member.lastName,
      memberType: member.memberTypeName ?? memberTypeById(ctx.db, member.membertypeid)?.typeDes ?? '',
      membertypeid: member.membertypeid,
      status: member.status,
      lastRenewalYear: member.lastRenewalYear ?? null,
      validTillDate: member.validTillDate ?? null,
      totalDueAmount: newMembershipDue ? newMembershipDue.amount : dues.totalDueAmount,
    },
    dues,
    newMembershipDue,
    pendingPayment,
    openCheckout: openCheckoutView(ctx, member.memberID),
  };
}
