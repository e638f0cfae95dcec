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
