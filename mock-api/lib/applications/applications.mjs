// Membership applications (spec §4 "Application", §7 "Applications and PDF"): one row per applicant user in
// the `applications` collection, its council reviews in `committeeReviews`, and the shapes the screens get.
import { APPLICATION_STATUS, applicantStatusOf, applicationStatusName } from '../../../src/domain/applicationRules.mjs';
import { groupBy } from '../storage/indexes.mjs';

export const APPLICATIONS = 'applications';
export const COMMITTEE_REVIEWS = 'committeeReviews';

/**
 * An application row: { id, applicationId, userId, status (APPLICATION_STATUS), membertypeid, memberTypeName,
 * title, nameWithInitials, lastName, fullName, nicNumber, dob (YYYY-MM-DD), mobileNo, email, addressNo,
 * addressSt, addressCity, linkedin, whatsapp, facebook, instagram, twitter, cvFileId, cvFileName,
 * createdAt, updatedAt, submittedAt, decidedAt, decidedBy, decisionComment, memberNo (once approved),
 * registeredBy (staff username when registered on someone's behalf, else null) }.
 */
export const applicationOfUser = (db, userId) => db.get(APPLICATIONS).find({ userId }).value();
export const applicationById = (db, applicationId) =>
  Number.isInteger(applicationId) ? db.get(APPLICATIONS).find({ applicationId }).value() : undefined;

/** Council review rows: { id, reviewId, applicationId, applicantUserId, reviewerUserId, reviewerName, assignedAt, assignedBy, recommendation|null, comment, reviewedAt|null }. */
export const reviewsOfApplication = (db, applicationId) => [...(groupBy(db, COMMITTEE_REVIEWS, 'applicationId').get(applicationId) ?? [])];

/**
 * The reviews of the application's current submission: a rejected application may be corrected and submitted
 * again, and the earlier round's reviews stay as history (lists, PDF) without making the new one "under review".
 */
export const currentReviews = (db, application) => reviewsOfApplication(db, application.applicationId).filter((review) => isCurrentReview(application, review));

/** Is the review one of the application's current submission (not of an earlier, rejected round)? */
export const isCurrentReview = (application, review) => !application.submittedAt || review.assignedAt >= application.submittedAt;

/** Submitted, approved or rejected-and-not-reopened: the applicant may no longer change it. */
export const isLocked = (application) =>
  application?.status === APPLICATION_STATUS.SUBMITTED || application?.status === APPLICATION_STATUS.APPROVED;

/** The application as the screens get it: names of its status for both lists and the applicant's flags. */
export function applicationView(db, application) {
  const { id, ...row } = application;
  const hasReviewers = currentReviews(db, application).length > 0;
  return {
    ...row,
    statusName: applicationStatusName(row.status, hasReviewers),
    applicantStatus: applicantStatusOf(row.status, hasReviewers),
    hasCv: Number.isInteger(row.cvFileId),
  };
}
