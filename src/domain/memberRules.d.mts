export declare const CONTACT_NUMBER_PATTERN: RegExp;
export declare const CONTACT_NUMBER_MIN: number;
export declare const CONTACT_NUMBER_MAX: number;
export declare const LETTERS_AND_SPACES: RegExp;
export declare const MEMBER_TEXT: Readonly<{
  contactRequired: string;
  contactInvalid: string;
  contactTooLong: string;
  addressLine1Required: string;
  addressLine2Required: string;
  designationLetters: string;
  designationRequired: string;
}>;
export declare const contactNumberProblem: (value: unknown) => string | null;
export declare const designationProblem: (value: unknown) => string | null;
export declare const QUALIFICATION_LEVELS: readonly string[];
export declare const STUDY_MODES: readonly string[];
export declare const ENTRY_METHODS: readonly string[];
export declare const MEMBER_STATUS: Readonly<{ PENDING: 1; ACTIVE: 2; CANCELLED: 16 }>;
export declare const NIC_PATTERN: RegExp;
export declare const MEMBER_FIELD_MAX: Readonly<{
  organisation: number;
  designation: number;
  address: number;
  addressLine: number;
  qualification: number;
  grade: number;
  fileName: number;
}>;
export declare const RECORD_TEXT: Readonly<Record<
  | 'pdfRequired' | 'fileTooLarge' | 'sameJobDate' | 'sameStartEnd' | 'endBeforeStart' | 'sameAcademicDates'
  | 'sameQualificationDate' | 'receivedBeforeStart' | 'sameMembershipDate' | 'dateAfterToday' | 'approvedNotDeletable' | 'approvedNotEditable'
  | 'recordNotFound' | 'deleted' | 'changeRequestOpen',
  string
>>;
export type EntitlementKey = 'votingRights' | 'postNominals' | 'journal' | 'library' | 'cpdPortal';
export declare const ENTITLEMENT_KEYS: readonly EntitlementKey[];
export declare const defaultEntitlements: (memberTypeName: string) => Record<EntitlementKey, boolean>;
