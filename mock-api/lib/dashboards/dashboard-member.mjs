// The member dashboard's header card, and who may read it: the member themselves, or staff holding a member
// screen or a payment screen (they see the same member data elsewhere).
import { isMemberStaff, memberById, memberNameOf, MEMBER_STATUS_NAMES } from '../members/members.mjs';
import { isPaymentStaff } from '../payments/payment-access.mjs';
import { sriLankaDateTime } from './dashboard-time.mjs';
import { standingOf } from '../payments/dues.mjs';

/** { member } when `user` may read member `memberID`, { status: 404 } when none has it, { status: 403 } otherwise. */
export function dashboardMemberFor(db, user, memberID) {
  const member = memberById(db, memberID);
  if (!member) return { status: 404 };
  if (member.userid === user.userID || isMemberStaff(db, user) || isPaymentStaff(db, user)) return { member };
  return { status: 403 };
}


/**
 * The card: the standing today (lib/payments/dues.mjs standingOf) with the valid-till day it was read from (the end of the
 * last paid year, null before any) and the grace period's last day; memberSince the Sri Lanka day the row was made.
 */
export function memberDashboardOf(ctx, member) {
  const { db } = ctx;
  const standing = standingOf(ctx, member);
  const lastRenewalYear = Number.isInteger(member.lastRenewalYear) ? member.lastRenewalYear : null;
  const chapter = Number.isInteger(member.chapterId) ? db.get('chapters').find({ chapterId: member.chapterId }).value() : undefined;
  return {
    memberID: member.memberID,
    memberNo: member.memberNo,
    name: memberNameOf(member),
    memberTypeName: member.memberTypeName ?? '',
    status: member.status,
    statusName: MEMBER_STATUS_NAMES[member.status] ?? '',
    standing: standing.code,
    standingName: standing.label,
    validTill: standing.validTill,
    graceUntil: standing.graceUntil,
    lastRenewalYear,
    memberSince: sriLankaDateTime(member.createdAt)?.slice(0, 10) ?? null,
    chapter: chapter ? { chapterId: chapter.chapterId, name: chapter.name } : null,
  };
}
