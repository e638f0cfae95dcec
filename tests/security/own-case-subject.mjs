// A staff identity who is also the subject of every kind of decision: an account in a staff role holding every
// screen and permission, with its own member row, pending payment, pending employment record, transfer request,
// CPD registration, event registration, submitted application and a council review naming it. The access matrix
// sends each decision route this account's own case (tests/security/access-matrix.test.mjs).
import { nextId } from '../../mock-api/lib/storage/ids.mjs';
import { paymentRowOf } from '../../mock-api/lib/payments/payment-rows.mjs';
import { addRole, addUser, tokenFor } from './support.mjs';

/** Every administration screen and permission a staff role may be given (the administrator's own aside). */
export const everyStaffGrant = (api) =>
  api.db.get('menus').value().filter((row) => row.url && (row.type === 'item' || row.type === 'permission') && !row.selfService && !row.adminOnly).map((row) => row.id);

/** A copy of a collection's first row under new ids: every field a list or view reads is there. */
const pushCopy = (api, collection, idField, changes) => {
  const id = nextId(api.db, collection, idField);
  const row = { ...api.db.get(collection).value()[0], id, [idField]: id, ...changes };
  api.db.get(collection).push(row).value();
  return row;
};

/**
 * Adds the account and its cases; answers the token and the ids a route's own-case call names:
 * { token, userId, memberID, memberNo, paymentId, queueKey, transferId, CPDMemberID, eventMemberId, applicationId, reviewId }.
 */
export function addOwnCaseSubject(api, { userID, roleId }) {
  addRole(api, { userRoleID: roleId, menuIds: everyStaffGrant(api) });
  const user = addUser(api, { userID, roleId });
  const member = pushCopy(api, 'members', 'memberID', { memberNo: 'Q9001', userid: userID, email: user.email, nicNumber: '199012345678', status: 2 });
  const who = { memberID: member.memberID, memberNo: member.memberNo, userid: userID };
  const paymentId = nextId(api.db, 'payments', 'paymentId');
  api.db.get('payments').push(paymentRowOf(paymentId, member, { paymentType: 'Membership Renewal', paymentMode: 'Payment Slip', amount: 1000, createdAt: '2026-01-05T10:00:00.000Z' })).value();
  const employment = pushCopy(api, 'employment', 'employerid', { userid: userID, status: 1, decidedAt: null, decidedBy: null });
  const transfer = pushCopy(api, 'memberTransfers', 'transferId', { ...who, status: 1, decidedAt: null, decidedBy: null, comment: null });
  const registration = pushCopy(api, 'cpdRegistrations', 'CPDMemberID', { UserID: userID, MemberID: member.memberID, MemberNo: member.memberNo, Status: 1, comment: '', DecidedAt: null, DecidedBy: null });
  const attendance = pushCopy(api, 'eventMembers', 'eventMemberId', { ...who, attended: false, attendedAt: null, cpdActivityId: null });
  const application = pushCopy(api, 'applications', 'applicationId', { userId: userID, status: 15, nicNumber: '199112345678', memberNo: null, decidedAt: null, decidedBy: null });
  const review = pushCopy(api, 'committeeReviews', 'reviewId', { applicationId: application.applicationId, applicantUserId: userID, reviewerUserId: userID, recommendation: null, reviewedAt: null });
  api.db.write();
  return {
    token: tokenFor(user),
    userId: userID,
    memberID: member.memberID,
    memberNo: member.memberNo,
    paymentId,
    queueKey: `employment-${employment.employerid}`,
    transferId: transfer.transferId,
    CPDMemberID: registration.CPDMemberID,
    eventMemberId: attendance.eventMemberId,
    applicationId: application.applicationId,
    reviewId: review.reviewId,
  };
}
