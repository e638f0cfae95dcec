// A member as the payment screens see them (the renewal page and the office lookup): who they are, what they
// owe now (computed, never stored), the payment that is waiting, if any, the card checkout still open, if any,
// and the standing (Active, Renewal due, Lapsed) that follows from them.
import { openCheckoutView } from './checkouts.mjs';
import { memberDuesOf, standingOf } from './dues.mjs';
import { memberTypeById, standingFieldsOf } from '../members/members.mjs';

export function memberPaymentViewOf(ctx, member) {
  const { dues, newMembershipDue, pendingPayment } = memberDuesOf(ctx, member);
  return {
    member: {
      memberID: member.memberID,
      memberNo: member.memberNo,
      // the member's account: the office screens never take one's own payment (lib/auth/own-case.mjs)
      userid: member.userid,
      firstName: member.firstName,
      lastName: member.lastName,
      memberType: member.memberTypeName ?? memberTypeById(ctx.db, member.membertypeid)?.typeDes ?? '',
      membertypeid: member.membertypeid,
      status: member.status,
      lastRenewalYear: member.lastRenewalYear ?? null,
      // standing, standingName, validTillDate (the day the standing was read from) and graceUntil
      ...standingFieldsOf(standingOf(ctx, member)),
      totalDueAmount: newMembershipDue ? newMembershipDue.amount : dues.totalDueAmount,
    },
    dues,
    newMembershipDue,
    pendingPayment,
    openCheckout: openCheckoutView(ctx, member.memberID),
  };
}
