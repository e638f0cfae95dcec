export declare const GOAL_STATUS: Readonly<{ PENDING: 1; IN_PROGRESS: 2; COMPLETE: 3 }>;
export declare const GOAL_STATUS_NAMES: Readonly<Record<number, string>>;
export declare const UNEXPECTED_STATUS: 'Unexpected Status';
export declare const goalStatusName: (code: unknown) => string;
export declare const GOAL_STATUS_OPTIONS: readonly { developmentgoalstatusId: number; developmentgoalstatusName: string }[];
export declare const CPD_MEMBERSHIP: Readonly<{ PENDING: 1; APPROVED: 2; REJECTED: 3 }>;
export declare const CPD_MEMBERSHIP_NAMES: Readonly<Record<number, string>>;
export declare const GOAL_LIMITS: Readonly<{ titleMin: 5; titleMax: 50; descriptionMin: 10; descriptionMax: 150; keywordsMax: 30; outcomeMin: 10; outcomeMax: 150 }>;
export declare const GOAL_TEXT: Readonly<Record<
  | 'required' | 'titleShort' | 'titleLong' | 'descriptionShort' | 'descriptionLong' | 'keywordsLong' | 'outcomeShort' | 'outcomeLong'
  | 'saved' | 'notSaved' | 'updated' | 'notAvailable' | 'notUpdated' | 'somethingWrong' | 'endAfterStart' | 'invalidDate'
  | 'statusInvalid' | 'deleted' | 'notDeleted',
  string
>>;
export declare const CPD_TEXT: Readonly<Record<
  | 'approved' | 'notApproved' | 'commentBeforeApprove' | 'rejected' | 'notRejected' | 'commentBeforeReject' | 'somethingWrong'
  | 'badCredentials' | 'unknownAuthError' | 'commentTooLong' | 'registered' | 'alreadyRegistered' | 'notRegistered'
  | 'notApprovedMember' | 'startDateRequired' | 'startDateRange' | 'primarySkillRequired' | 'entryLevelRequired' | 'notAMember'
  | 'mailSent' | 'notDecided',
  string
>>;
export declare const COMMENT_MAX: number;
export declare const decisionCommentProblem: (comment: unknown, action: 'approve' | 'reject') => string | null;
export interface GoalForm { goaltitle?: unknown; goaldescription?: unknown; keywords?: unknown; desiredoutcome?: unknown; startDate?: unknown; endDate?: unknown; status?: unknown }
export declare function goalProblems(goal: GoalForm): Partial<Record<keyof GoalForm, string>>;
export interface CpdCategory { id: number; name: string; minField: 'minFormal' | 'minInformal' | 'minContribution' | 'minWorkBased'; hint: string }
export declare const CPD_CATEGORIES: readonly CpdCategory[];
export declare const categoryName: (id: unknown) => string;
export declare const ACTIVITY_STATUS: Readonly<{ PLANNED: 1; COMPLETED: 2 }>;
export declare const ACTIVITY_STATUS_OPTIONS: readonly { cpdactivitystatusId: number; cpdactivitystatusName: string }[];
export declare const PRIMARY_SKILLS: readonly { primarySkillId: number; primarySkillName: string }[];
export declare const ENTRY_LEVELS: readonly { entryLevelId: number; entryLevelName: string }[];
export declare const ACTIVITY_LIMITS: Readonly<{ titleMin: number; titleMax: number; providerMax: number; descriptionMax: number; hoursMax: number }>;
export declare const ACTIVITY_TEXT: Readonly<Record<
  | 'titleRequired' | 'titleShort' | 'titleLong' | 'categoryRequired' | 'dateRequired' | 'dateInFuture' | 'hoursRequired'
  | 'hoursPositive' | 'hoursTooMany' | 'hoursPerDay' | 'hoursDecimals' | 'providerRequired' | 'providerLong' | 'descriptionLong'
  | 'statusRequired' | 'goalUnknown' | 'saved' | 'notSaved' | 'updated' | 'notAvailable' | 'deleted',
  string
>>;
export declare function hoursProblem(value: unknown): string | null;
export interface CpdSettings { yearStartMonth: number; yearStartDay: number; hoursPerYear: number; minFormal: number; minInformal: number; minContribution: number; minWorkBased: number }
export declare const DEFAULT_SETTINGS: Readonly<CpdSettings>;
export declare const SETTINGS_LIMITS: Readonly<{ hoursPerYearMax: number; yearFirst: number; yearLast: number }>;
export declare const SETTINGS_TEXT: Readonly<Record<'saved' | 'updated' | 'notFound' | 'duplicate' | 'effectiveYear' | 'yearStartMonth' | 'yearStartDay' | 'hoursPerYear' | 'minimum' | 'minimumsTotal', string>>;
export declare const settingsInForce: <R extends CpdSettings & { effectiveYear: number }>(rows: readonly R[], year: number) => R | (CpdSettings & { effectiveYear: number });
export interface CpdYear { year: number; from: string; to: string }
export declare function cpdYearOf(day: string, settings?: Partial<CpdSettings>): CpdYear;
export declare function cpdYearBounds(year: number, settings?: Partial<CpdSettings>): { from: string; to: string };
export interface ActivityLike { ActivityStatus: number; ActivityDate: string; CategoryID: number; Hours: number }
export interface CategoryCompliance { categoryId: number; category: string; done: number; minimum: number; met: boolean }
export interface Compliance { year: number; from: string; to: string; required: number; done: number; remaining: number; byCategory: CategoryCompliance[]; compliant: boolean }
export declare function complianceOf(activities: readonly ActivityLike[], settings: CpdSettings, year: number): Compliance;
export declare const categoryShortfallsOf: (compliance: Compliance) => { category: string; needed: number }[];
export declare function cpdStartDateProblem(value: unknown, today: string): string | null;
export declare const AUDIT_TEXT: Readonly<Record<'created' | 'shareInvalid' | 'yearInvalid' | 'noApproved' | 'notFound', string>>;
export declare const DECLARATION_TEXT: Readonly<Record<'statement' | 'signed' | 'alreadySigned' | 'yearInvalid', string>>;
