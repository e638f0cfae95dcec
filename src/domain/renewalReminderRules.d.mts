// Types of renewalReminderRules.mjs (the schedule's rules and texts shared by the mock API and the screens).
export declare const DEFAULT_REMINDER_STEPS: readonly number[];
export declare const REMINDER_LIMITS: Readonly<{ dayMin: number; dayMax: number; stepsMax: number }>;
export declare const REMINDER_TEXT: Readonly<{
  saved: string;
  stepsRequired: string;
  stepsTooMany: string;
  dayInvalid: string;
  duplicate: string;
  runDone: string;
  subject: string;
}>;
export declare function stepDaysOf(value: unknown): number;
export declare function stepsProblem(days: readonly number[]): string | null;
export declare function stepLabel(days: number): string;
