// Council reviews of the seeded applications: applications under council review have two or three of the
// council staff (users 47..49) assigned, some of whom have recorded a recommendation; decided applications
// keep the reviews that led to the decision.
import { RECOMMENDATIONS } from '../../src/domain/applicationRules.mjs';
import { isoAfter } from './dates.mjs';

const COUNCIL = [47, 48, 49];
const ASSIGNED_BY = 'admin@example.org';
const COMMENTS = {
  Recommend: 'Qualifications and experience meet the requirements of the grade.',
  'Recommend with conditions': 'Recommend once the applicant completes the pending professional examination.',
  'Do not recommend': 'The employment history does not show the required years of relevant experience.',
};

/** Reviewers and which of them have answered, by the application's state and its index among that state. */
const plan = (state, n) => {
  if (state === 'council') {
    const reviewers = [0, 1, 2].slice(0, 2 + (n % 2)).map((t) => COUNCIL[(n + t) % COUNCIL.length]);
    return reviewers.map((reviewerUserId, t) => ({ reviewerUserId, recommendation: (n + t) % 2 === 0 ? RECOMMENDATIONS[(n + t) % RECOMMENDATIONS.length] : null }));
  }
  // Two of every four approved applications and one of every three rejected ones (the plan's share of each) had reviews.
  if (state === 'approved' && n % 4 < 2) return COUNCIL.slice(0, 2).map((reviewerUserId) => ({ reviewerUserId, recommendation: 'Recommend' }));
  if (state === 'rejected' && n % 3 === 0) return [{ reviewerUserId: COUNCIL[2], recommendation: 'Do not recommend' }];
  return [];
};

/** The reviews of `applications`, ids from firstReviewId. */
export function committeeReviewRows(applications, stateOf, userById, firstReviewId = 1) {
  const rows = [];
  const seen = {};
  for (const application of applications) {
    const state = stateOf.get(application.userId);
    const n = seen[state] ?? 0;
    seen[state] = n + 1;
    if (!application.submittedAt) continue;
    const assignedAt = isoAfter(application.submittedAt.slice(0, 10), 1, 9);
    for (const { reviewerUserId, recommendation } of plan(state, n)) {
      const reviewer = userById.get(reviewerUserId);
      const reviewId = firstReviewId + rows.length;
      rows.push({
        id: reviewId,
        reviewId,
        applicationId: application.applicationId,
        applicantUserId: application.userId,
        reviewerUserId,
        reviewerName: `${reviewer.firstName} ${reviewer.lastName}`,
        assignedAt,
        assignedBy: ASSIGNED_BY,
        recommendation,
        comment: recommendation ? COMMENTS[recommendation] : '',
        reviewedAt: recommendation ? isoAfter(application.submittedAt.slice(0, 10), 3 + (reviewId % 3), 15) : null,
      });
    }
  }
  return rows;
}
