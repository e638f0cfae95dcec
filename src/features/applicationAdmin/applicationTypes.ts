/** The shapes of the staff's application calls (issue 9 contract: applicationView plus the user's names). */
export interface ApplicantDetails {
  applicationId: number;
  userId?: number;
  /** The application row's status: 14 draft, 15 submitted, 2 approved, 16 rejected. */
  applicationStatus?: number;
  status?: number;
  statusName?: string;
  firstName?: string;
  lastName?: string;
  title?: string;
  nameWithInitials?: string;
  fullName?: string;
  nicNumber?: string;
  dob?: string;
  mobileNo?: string;
  email?: string;
  addressNo?: string;
  addressSt?: string;
  addressCity?: string;
  membertypeid?: number;
  memberTypeName?: string;
  linkedin?: string;
  whatsapp?: string;
  facebook?: string;
  instagram?: string;
  twitter?: string;
  hasCv?: boolean;
  cvFileName?: string;
  createdAt?: string;
  submittedAt?: string;
  decisionComment?: string;
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
