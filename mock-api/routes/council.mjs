// Council review of submitted applications (beyond the spec's words, which name the screen only): staff
// assign council members to an application, each records a recommendation and comment, and the review rows
// are listed for a reviewer (their assignments) or for an applicant (the reviews of that application).
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { APPLICATION_SCREENS, PERMISSION, SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, forbidden } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { findUserById } from '../lib/users/users.mjs';
import { COMMITTEE_REVIEWS, applicationById, applicationOfUser, applicationView, currentReviews, isCurrentReview } from '../lib/applications/applications.mjs';
import { councilMembers, isCouncilMember, maySeeApplicationOf, seesAllApplications } from '../lib/applications/application-access.mjs';
import { APPLICANT_FIELD_MAX, APPLICATION_STATUS, RECOMMENDATIONS } from '../../src/domain/applicationRules.mjs';
import { insertRow, updateWhere } from '../lib/storage/changes.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/auth/own-case.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, array, byRoute, envelope, idParam, integer, json, object, page, text } from '../lib/contract/schemas.mjs';
import { COUNCIL_MEMBER, REVIEW_ROW } from '../lib/contract/shapes/applications.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

/** At most this many reviewers per assignment call (the council has a handful of members). */
const MAX_REVIEWERS = 10;
export const COUNCIL_TEXT = Object.freeze({
  assigned: 'Reviewers assigned',
  saved: 'Recommendation saved',
  applicationNotFound: 'Application not found',
  notSubmitted: 'Only a submitted application can be assigned to or reviewed by the council.',
  reviewersRequired: 'Select at least one council member',
  tooManyReviewers: `Select at most ${MAX_REVIEWERS} council members`,
  notCouncil: (id) => `User ${id} is not a council member`,
  applicantReviewer: 'An applicant cannot review their own application',
  reviewNotFound: 'Review not found',
  notYours: 'This review is assigned to another council member',
  recommendationInvalid: `Recommendation must be one of: ${RECOMMENDATIONS.join(', ')}`,
  commentRequired: 'A comment is required',
  commentTooLong: `Comment must be at most ${APPLICANT_FIELD_MAX.comment} characters`,
});
const LIST = {
  sortColumns: ['reviewId', 'applicationId', 'applicantName', 'nic', 'memberTypeName', 'applicationStatusName', 'reviewerName', 'recommendation', 'assignedAt', 'reviewedAt'],
  filterColumns: ['applicantName', 'nic', 'memberTypeName', 'applicationStatusName', 'reviewerName', 'recommendation'],
  defaultSort: { column: 'assignedAt', direction: 'desc' },
};


const WHY = addition('The spec names the Council review screen only: staff assign council members to a submitted application and each records a recommendation the deciders read.');
const OWN_CASE = json('The application is the caller\'s own (nobody decides their own case), or a caller this call is not for.', envelope([STATUS_CODE.FAILED]));
const outcome = (description, extra = {}) => json(description, envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], extra, { message: true }));
const THEIR_TEXT = "200 '02' with its text";
const nameOf = (user) => (user ? `${user.firstName} ${user.lastName}` : '');

/** The reviewer ids of an assignment: a non-empty list of distinct whole ids; or the problem. */
function reviewerIdsOf(value) {
  if (!Array.isArray(value) || value.length === 0) return { problem: COUNCIL_TEXT.reviewersRequired };
  if (value.length > MAX_REVIEWERS) return { problem: COUNCIL_TEXT.tooManyReviewers };
  const ids = value.map(idFrom);
  const bad = value.find((raw, i) => ids[i] === undefined);
  if (bad !== undefined) return { problem: COUNCIL_TEXT.notCouncil(String(bad).slice(0, 20)) };
  return { ids: [...new Set(ids)] };
}

export function councilRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);

  const reviewRow = (review) => {
    const application = applicationById(db, review.applicationId);
    const applicant = findUserById(db, review.applicantUserId);
    const { id, assignedBy, ...row } = review;
    return {
      ...row,
      applicantName: [applicant?.firstName, application?.lastName || applicant?.lastName].filter(Boolean).join(' '),
      nic: application?.nicNumber ?? '',
      memberTypeName: application?.memberTypeName ?? '',
      applicationStatusName: application ? applicationView(db, application).statusName : '',
    };
  };

  // Assigning reviewers goes with deciding (its own permission), never on one's own application.
  const ASSIGNERS = screens(PERMISSION.DECIDE_APPLICATIONS);
  routes.get('/application/council-members', ASSIGNERS, contract({
    summary: 'The council members reviewers may be chosen from',
    source: WHY,
    responses: { 200: json('Every council member.', array(COUNCIL_MEMBER)) },
  }), (req, res) =>
    res.json(councilMembers(db).map((user) => ({ userId: user.userID, name: nameOf(user), username: user.username }))),
  );

  routes.post(
    '/application/committee-assign',
    ASSIGNERS,
    contract({
      summary: 'Assigns council members to review a submitted application (again: harmless)',
      source: WHY,
      body: object({
        applicationId: byRoute(integer({ min: 1 }), THEIR_TEXT),
        reviewerUserIds: byRoute(array(integer({ min: 1 }), { max: MAX_REVIEWERS, description: 'Council members\' user ids, at least one.' }), THEIR_TEXT),
      }, { required: ['applicationId', 'reviewerUserIds'] }),
      responses: { 200: outcome("'00' with how many were added; '02' the reason.", { added: integer({ min: 0 }) }), 403: OWN_CASE },
    }),
    notOwnCase('reviewers', (req) => SUBJECT.application(db, bodyOf(req).applicationId)),
    logs({ entity: 'application', action: 'assign', recordId: (req, body, res) => loggedSubject(res).applicationId, detail: (req, body, res) => loggedSubject(res).detail }),
    (req, res) => {
      const body = isPlainObject(req.body) ? req.body : {};
      const application = applicationById(db, idFrom(body.applicationId));
      if (!application) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.applicationNotFound);
      if (application.status !== APPLICATION_STATUS.SUBMITTED) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.notSubmitted);
      const { ids, problem } = reviewerIdsOf(body.reviewerUserIds);
      if (problem) return answer(res, STATUS_CODE.FAILED, problem);
      const notCouncil = ids.find((userId) => !isCouncilMember(db, findUserById(db, userId)));
      if (notCouncil !== undefined) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.notCouncil(notCouncil));
      if (ids.includes(application.userId)) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.applicantReviewer);
      // Assigning again is harmless: members already assigned keep their row (and any recommendation).
      const assigned = new Set(currentReviews(db, application).map((review) => review.reviewerUserId));
      const added = ids.filter((userId) => !assigned.has(userId));
      const at = new Date(now()).toISOString();
      for (const reviewerUserId of added) {
        const reviewer = findUserById(db, reviewerUserId);
        const reviewId = nextId(db, COMMITTEE_REVIEWS, 'reviewId');
        insertRow(db, COMMITTEE_REVIEWS, { id: reviewId, reviewId, applicationId: application.applicationId, applicantUserId: application.userId, reviewerUserId, reviewerName: nameOf(reviewer), assignedAt: at, assignedBy: req.auth.user.username, recommendation: null, comment: '', reviewedAt: null });
      }
      for (const reviewerUserId of added) {
        sendMail(ctx, { to: findUserById(db, reviewerUserId).email, userId: reviewerUserId, kind: NOTIFICATION_KIND.REVIEW, link: LINK.COUNCIL_REVIEW, subject: `Membership application #${application.applicationId} assigned to you for review`, body: `An application for ${application.memberTypeName} membership has been assigned to you. Open Council Application Review to record your recommendation.` });
      }
      logSubject(res, { applicationId: application.applicationId, detail: `Application #${application.applicationId}: council reviewers ${added.join(', ') || 'unchanged'}` });
      return answer(res, STATUS_CODE.OK, COUNCIL_TEXT.assigned, { added: added.length });
    },
  );

  /**
   * A council member's queue holds what still awaits a decision: a review of the current submission of an application
   * that is still submitted. Once the institute decides (or the round is over) the row leaves the queue; the
   * applicant's page keeps every round as history.
   */
  const awaitsDecision = (review) => {
    const application = applicationById(db, review.applicationId);
    return application?.status === APPLICATION_STATUS.SUBMITTED && isCurrentReview(application, review);
  };

  // Whose rows: the caller's own assignments (those awaiting a decision), or the reviews of an applicant's application. Staff seeing every
  // application may also ask for another reviewer's assignments; a council member only for their applications.
  routes.get('/application/committee-member-list/:userid', screens(...APPLICATION_SCREENS), contract({
    summary: "A reviewer's open assignments (their own id), or the reviews of an applicant's application",
    source: spec('§7 Member profile and records: application prefix', 'GET committee-member-list/{userid}'),
    params: object({ userid: idParam('403') }),
    query: PAGED_QUERY,
    responses: { 200: json('One page of reviews, newest assignment first.', page(REVIEW_ROW)) },
  }), (req, res) => {
    const userId = idFrom(req.params.userid) ?? 0;
    const caller = req.auth.user;
    const reviews = db.get(COMMITTEE_REVIEWS);
    let rows;
    if (userId === caller.userID) rows = reviews.filter((row) => row.reviewerUserId === userId && awaitsDecision(row)).value();
    else if (seesAllApplications(db, caller)) rows = reviews.filter((row) => row.reviewerUserId === userId || row.applicantUserId === userId).value();
    else if (applicationOfUser(db, userId) && maySeeApplicationOf(db, caller, userId)) rows = reviews.filter({ applicantUserId: userId }).value();
    else return forbidden(res);
    return res.json(pagedList(rows.map(reviewRow), req.query, LIST));
  });

  routes.post(
    '/application/committee-review',
    screens(SCREEN.COUNCIL_REVIEW),
    contract({
      summary: "Records the caller's recommendation and comment on an assigned review",
      source: WHY,
      body: object({
        reviewId: byRoute(integer({ min: 1 }), THEIR_TEXT),
        recommendation: byRoute(text({ values: RECOMMENDATIONS }), THEIR_TEXT),
        comment: byRoute(text({ min: 1, max: APPLICANT_FIELD_MAX.comment }), THEIR_TEXT),
      }, { required: ['reviewId', 'recommendation', 'comment'] }),
      responses: { 200: outcome("'00' saved; '02' the reason."), 403: OWN_CASE },
    }),
    notOwnCase('review', (req) => SUBJECT.review(db, bodyOf(req).reviewId)),
    logs({ entity: 'committeeReview', action: 'update', recordId: (req, body, res) => loggedSubject(res).reviewId, detail: (req, body, res) => loggedSubject(res).detail }),
    (req, res) => {
      const body = isPlainObject(req.body) ? req.body : {};
      const review = db.get(COMMITTEE_REVIEWS).find({ reviewId: idFrom(body.reviewId) ?? 0 }).value();
      if (!review) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.reviewNotFound);
      if (review.reviewerUserId !== req.auth.user.userID) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.notYours);
      const application = applicationById(db, review.applicationId);
      // Only the current submission's reviews: a row of an earlier (rejected) round is history.
      if (application?.status !== APPLICATION_STATUS.SUBMITTED || !currentReviews(db, application).some((row) => row.reviewId === review.reviewId)) {
        return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.notSubmitted);
      }
      if (typeof body.recommendation !== 'string' || !RECOMMENDATIONS.includes(body.recommendation)) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.recommendationInvalid);
      if (body.comment !== undefined && body.comment !== null && typeof body.comment !== 'string') return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.commentRequired);
      const comment = trimmed(body.comment);
      if (!comment) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.commentRequired);
      if (comment.length > APPLICANT_FIELD_MAX.comment) return answer(res, STATUS_CODE.FAILED, COUNCIL_TEXT.commentTooLong);
      // A reviewer may change their mind while the application is still open.
      updateWhere(db, COMMITTEE_REVIEWS, { reviewId: review.reviewId }, { recommendation: body.recommendation, comment, reviewedAt: new Date(now()).toISOString() });
      logSubject(res, { reviewId: review.reviewId, detail: `Council review #${review.reviewId} of application #${review.applicationId}: ${body.recommendation}` });
      return answer(res, STATUS_CODE.OK, COUNCIL_TEXT.saved);
    },
  );
  return routes.router;
}
