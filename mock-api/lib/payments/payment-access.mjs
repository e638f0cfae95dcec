// Who may read a member's dues and payments: the member themselves (the token's user), or the administrator
// and staff holding a payment screen (menus 140..143). Everyone else gets 403, whatever the path names.
import { allows, screens } from '../http/access.mjs';
import { memberById } from '../members/members.mjs';
import { PAYMENT_SCREENS } from '../registry/screens.mjs';

const PAYMENT_STAFF = screens(...PAYMENT_SCREENS);

export const isPaymentStaff = (db, user) => allows(db, PAYMENT_STAFF, user);

/**
 * The member a request about `memberID` may read: { member } when allowed, { status: 403 } when not (a member
 * asking about someone else, or staff without a payment screen), { status: 404 } when no member has the id
 * (member ids are sequential numbers, so saying which exist tells nobody anything).
 */
export function paymentMemberFor(db, user, memberID) {
  const member = memberById(db, memberID);
  if (!member) return { status: 404 };
  if (member.userid === user.userID || isPaymentStaff(db, user)) return { member };
  return { status: 403 };
}
