// Nobody decides their own case (src/domain/ownCase.mjs holds the words). Every decision route carries this one
// guard after its access policy: it finds whose case the request names (a user id, through the subject the
// request names: a payment, member, member number, application, transfer, CPD registration, event registration,
// council review, queue item or account) and answers 403 when that is the signed-in user, before anything
// changes. A member moved to a staff role keeps their member row (its userid), so their own payment, records and
// requests stay theirs. The guard is marked with its kind (`decides`), so the access matrix finds every decision
// route and checks that a staff member who is also the subject is refused.
import { isOwnCase, ownCaseText } from '../../../src/domain/ownCase.mjs';
import { STATUS_CODE } from '../constants.mjs';
import { idFrom, isPlainObject } from '../http/fields.mjs';
import { messageReply } from '../http/reply.mjs';
import { memberById, memberOfNumber } from '../members/members.mjs';
import { paymentById } from '../payments/payment-rows.mjs';
import { applicationById, COMMITTEE_REVIEWS } from '../applications/applications.mjs';
import { transferById } from '../members/transfers.mjs';
import { registrationById as cpdRegistrationById } from '../cpd/cpd-registrations.mjs';
import { registrationById as eventRegistrationById } from '../events/event-members.mjs';
import { DECISION_KINDS, findDecidable, withKeyParts } from '../members/member-decisions.mjs';

/** The user id whose case each kind of subject is (undefined when the request names none that exists). */
export const SUBJECT = Object.freeze({
  payment: (db, paymentId) => paymentById(db, idFrom(paymentId))?.userId,
  member: (db, memberID) => memberById(db, idFrom(memberID))?.userid,
  memberNo: (db, memberNo) => memberOfNumber(db, memberNo)?.userid,
  user: (db, userId) => idFrom(userId),
  application: (db, applicationId) => applicationById(db, idFrom(applicationId))?.userId,
  transfer: (db, transferId) => transferById(db, idFrom(transferId))?.userid,
  cpdRegistration: (db, CPDMemberID) => cpdRegistrationById(db, idFrom(CPDMemberID))?.UserID,
  eventRegistration: (db, eventMemberId) => eventRegistrationById(db, idFrom(eventMemberId))?.userid,
  review: (db, reviewId) => db.get(COMMITTEE_REVIEWS).find({ reviewId: idFrom(reviewId) ?? 0 }).value()?.applicantUserId,
  /** A change request or record of the approval queue, named by kind and id or by its queue key. */
  queueItem: (db, body) => {
    const named = withKeyParts(body);
    return typeof named.kind === 'string' && Object.hasOwn(DECISION_KINDS, named.kind) ? findDecidable(db, named.kind, idFrom(named.id))?.userid : undefined;
  },
});

/** The request body as an object (an absent or malformed body names no subject). */
export const bodyOf = (req) => (isPlainObject(req.body) ? req.body : {});

/** The answer to an own case: 403, '02', the words in status and message (what the screens show). */
export const refuseOwnCase = (res, kind) => messageReply(res, 403, STATUS_CODE.FAILED, ownCaseText(kind));

/**
 * The guard of a decision route: `subjectOf(req)` is the user id whose case the request names; the call is
 * refused when it is the signed-in user's. `kind` names the case (its words). Runs after the access policy and
 * any upload reader (a multipart body is read by then), before the handler.
 */
export function notOwnCase(kind, subjectOf) {
  const guard = (req, res, next) => (isOwnCase(subjectOf(req), req.auth.user.userID) ? refuseOwnCase(res, kind) : next());
  guard.decides = kind;
  return guard;
}
