export declare const APPLICATION_STATUS: Readonly<{ DRAFT: 14; SUBMITTED: 15; APPROVED: 2; REJECTED: 16 }>;
export declare const APPLICATION_STATUS_NAMES: Readonly<Record<number, string>>;
export declare const UNDER_COUNCIL_REVIEW: string;
export declare const applicationStatusName: (status: number, hasReviewers?: boolean) => string;
export declare const APPLICANT_STATUS: Readonly<{ NONE: 0; SUBMITTED: 3; COUNCIL_REVIEW: 17; REJECTED: 16 }>;
export declare const applicantFlags: (status: unknown) => { submitted: boolean; inCouncilReview: boolean };
export declare const applicantStatusOf: (applicationStatus: number, hasReviewers?: boolean) => number;
export declare const UPDATE_CODE_TEXT: Readonly<Record<string, string>>;
export declare const UPDATE_FALLBACK_TEXT: string;
export declare const SUBMIT_CODE_TEXT: Readonly<Record<string, string>>;
export declare const SUBMIT_FALLBACK_TEXT: string;
export declare const APPLICATION_TEXT: Readonly<Record<
  'alreadySubmitted' | 'locked' | 'notSubmitted' | 'rejectCommentRequired' | 'approved' | 'rejected' | 'pdfFailed' | 'noCv' | 'cvFailed' | 'cvNotPdf' | 'linkedinInvalid' | 'whatsappInvalid' | 'nicLocked' | 'dobLocked',
  string
>>;
export declare const cvTooLargeText: (bytes: number) => string;
export declare const RECOMMENDATIONS: readonly string[];
export declare const APPLICANT_FIELD_MAX: Readonly<Record<'initials' | 'nic' | 'name' | 'fullName' | 'addressLine' | 'social' | 'comment', number>>;
export declare const socialProblem: (field: string, value: unknown) => string | null;
export declare const LOCKED_ONCE_STORED: Readonly<{ nicNumber: 'nicLocked'; dob: 'dobLocked' }>;
export declare const lockedHeaderFields: (stored: { readonly nicNumber?: unknown; readonly dob?: unknown } | null | undefined) => Array<'nicNumber' | 'dob'>;
