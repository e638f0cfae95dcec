export type OwnCaseKind =
  | 'payment' | 'officePayment' | 'memberDetails' | 'membership' | 'entitlements' | 'memberRecord'
  | 'transfer' | 'cpdRegistration' | 'attendance' | 'application' | 'reviewers' | 'review' | 'account';
export declare const OWN_CASE: Readonly<Record<OwnCaseKind, string>>;
export declare const ownCaseText: (kind: OwnCaseKind) => string;
export declare const isOwnCase: (subjectUserId: unknown, actingUserId: unknown) => boolean;
