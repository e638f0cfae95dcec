/** The application header the user-details calls carry (contract: applicationView + the account). */
export interface ApplicationHeader {
  userID?: number;
  userId?: number;
  username?: string;
  firstName?: string;
  applicationId?: number;
  /** The APPLICANT status (spec §4): 0 draft, 3 submitted, 17 in council review, 16 rejected. */
  status?: number;
  /** The application row's status: 14 draft, 15 submitted, 2 approved, 16 rejected. */
  applicationStatus?: number;
  statusName?: string;
  title?: string;
  nameWithInitials?: string;
  lastName?: string;
  fullName?: string;
  nicNumber?: string;
  dob?: string;
  mobileNo?: string;
  email?: string;
  addressNo?: string;
  addressSt?: string;
  addressCity?: string;
  membertypeid?: number | string;
  memberTypeName?: string;
  linkedin?: string;
  whatsapp?: string;
  facebook?: string;
  instagram?: string;
  twitter?: string;
  hasCv?: boolean;
  cvFileName?: string;
  decisionComment?: string;
  /** when the council decided (ISO), null until then */
  decidedAt?: string | null;
}

/** Whose application a page shows: the signed-in applicant's, or (staff) the applicant of userId. */
export type ApplicantMode = { kind: 'self' } | { kind: 'staff'; userId: number };

/** What the institute answered a write: its code and its words. */
export interface Reply {
  code: string | undefined;
  status: string | undefined;
  /** Set when the answer is at one of the account's limits (its upload storage): its words are shown as they are. */
  limit?: string;
}
