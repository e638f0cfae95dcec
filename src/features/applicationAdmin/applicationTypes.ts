/** The shapes of the staff's application calls (applicationView plus the user's names). */
import type { ApplicationHeader } from '../applications/applicationTypes';

/** The header the applicant's own page gets, plus what only staff see of it. */
export interface ApplicantDetails extends ApplicationHeader {
  applicationId: number;
  createdAt?: string;
  submittedAt?: string;
  memberNo?: string;
}

export interface CouncilMember {
  userId: number;
  name: string;
  username: string;
}

/** What a page opens the view on: the applicant's user id and the application's id (from a stashed row). */
export interface OpenedApplication {
  userId: number;
  applicationId: number;
}
