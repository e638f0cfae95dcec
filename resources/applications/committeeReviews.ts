/**
 * Council review rows (GET application/committee-member-list/{userid}): the reviews of one
 * applicant on the applicant page, and a council member's own assignments, which open the
 * application with the row kept in session storage.
 */
import { date, defineResource, multiline, number, paged, text } from '../../src/framework/declare';
import { msg } from '../../src/i18n/keys';

/** The session-storage key an opened assignment is kept under for the council review page. */
export const COUNCIL_REVIEW_KEY = 'application-council-review';

const reviewFields = {
  reviewId: number({ readOnly: true, hideOnShow: true }),
  applicationId: number({ label: msg('applicationAdmin.applicationId'), readOnly: true }),
  applicantUserId: number({ readOnly: true, hideOnShow: true }),
  applicantName: text({ label: msg('applicationAdmin.applicantName'), readOnly: true }),
  nic: text({ label: msg('applicationAdmin.nic'), readOnly: true }),
  memberTypeName: text({ label: msg('applicationAdmin.memberType'), readOnly: true }),
  applicationStatusName: text({ label: msg('applicationAdmin.applicationStatus'), readOnly: true }),
  reviewerName: text({ label: msg('applicationAdmin.reviewer'), readOnly: true }),
  recommendation: text({ label: msg('applicationAdmin.recommendation'), readOnly: true }),
  comment: multiline({ label: msg('applicationAdmin.comment'), readOnly: true }),
  assignedAt: date({ label: msg('applicationAdmin.assignedAt'), withTime: true, readOnly: true }),
  reviewedAt: date({ label: msg('applicationAdmin.reviewedAt'), withTime: true, readOnly: true }),
  userId: number({ readOnly: true, hideOnShow: true }),
};

/** The reviews of one applicant (their user id in the path). */
export const committeeReviews = defineResource({
  name: 'committeeReviews',
  title: msg('applicationAdmin.reviewsTitle'),
  idField: 'reviewId',
  fields: reviewFields,
  list: {
    columns: ['reviewerName', 'recommendation', 'comment', 'assignedAt', 'reviewedAt'],
    defaultSort: { field: 'reviewId', order: 'ASC' },
    card: { primary: 'reviewerName', secondary: ['recommendation', 'comment'] },
  },
  api: paged({ list: 'GET application/committee-member-list/{userId}' }),
});

/** A council member's assignments (their own user id in the path); view opens the application. */
export const councilAssignments = defineResource({
  name: 'councilAssignments',
  title: msg('applicationAdmin.assignmentsTitle'),
  idField: 'reviewId',
  recordTitle: 'applicantName',
  fields: reviewFields,
  list: {
    columns: ['applicationId', 'applicantName', 'nic', 'memberTypeName', 'applicationStatusName', 'recommendation', 'assignedAt'],
    defaultSort: { field: 'reviewId', order: 'ASC' },
    rowActions: ['view'],
    links: { view: { to: '/member/view-application-council?reviewId={reviewId}', stash: COUNCIL_REVIEW_KEY } },
    card: { primary: 'applicantName', secondary: ['nic', 'memberTypeName'], tertiary: 'applicationStatusName' },
  },
  api: paged({ list: 'GET application/committee-member-list/{userId}' }),
});
