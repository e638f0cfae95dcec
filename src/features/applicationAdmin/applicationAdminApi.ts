/**
 * The staff's application calls (spec §7 "Applications and PDF") through the
 * app's http client: a statusCode other than '00' (or a 4xx) arrives as an HttpError with the server's words.
 */
import { http } from '../../providers/http';
import type { ApplicantDetails, CouncilMember } from './applicationTypes';

export const fetchApplicant = (userId: number) =>
  http.get<{ memberData: ApplicantDetails }>(`application/getApplicantDetails/${userId}`).then((json) => json.memberData);

export const fetchCouncilMembers = () => http.get<unknown>('application/council-members').then((json) => (Array.isArray(json) ? (json as CouncilMember[]) : []));

export const assignReviewers = (applicationId: number, reviewerUserIds: number[]) =>
  http.post('application/committee-assign', { applicationId, reviewerUserIds });

/** 2 approves, 16 rejects (spec §7 PUT updateroleapplicationApprovalOrReject). */
export const decideApplication = (applicationId: number, status: 2 | 16, comment: string) =>
  http.put<{ memberNo?: string }>(`application/updateroleapplicationApprovalOrReject/applicationId/${applicationId}/status/${status}`, { comment });

export const saveRecommendation = (reviewId: number, recommendation: string, comment: string) =>
  http.post('application/committee-review', { reviewId, recommendation, comment });

/** The lists the PDF is built from (spec §7): each asked for with the user id, page 1, 100 rows. */
export const PDF_SOURCES = [
  'application/employeeDetails',
  'application/accadamicQualification',
  'application/professionalDetails',
  'application/payment-details-for-approve-application',
  'application/committee-member-list',
] as const;

export const PDF_PAGE = { page: 1, perPage: 100 } as const;

export const fetchPdfSources = (userId: number) => Promise.all(PDF_SOURCES.map((path) => http.get(`${path}/${userId}`, { ...PDF_PAGE })));

export const generateApplicationPdf = (userId: number) =>
  http.post<{ pdf?: string; fileName?: string }>('application/generateapplicationpdf', { userId });
