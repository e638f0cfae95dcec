/** The application declarations: the staff's list, the applicant page's tables, council reviews. */
import { APPLICATION_RECORDS } from './applicationRecords';
import { applicationPayments } from './applicationPayments';
import { applications } from './applications';
import { committeeReviews, councilAssignments } from './committeeReviews';

export { applications, applicationPayments, committeeReviews, councilAssignments, APPLICATION_RECORDS };

export const applicationResources = [applications, ...Object.values(APPLICATION_RECORDS), applicationPayments, committeeReviews, councilAssignments];
