export declare const MINUTES_COMMITTEES: readonly string[];
export declare const MINUTES_COMMITTEE_OPTIONS: readonly Readonly<{ id: string; name: string }>[];
export declare const isMinutesCommittee: (value: unknown) => value is string;
export declare const MINUTES_LIMITS: Readonly<{ titleMin: 5; titleMax: 150 }>;
export type MinutesTextKey =
  | 'required' | 'titleLength' | 'committeeInvalid' | 'dateInvalid' | 'dateInFuture' | 'pdfRequired' | 'fileTooLarge'
  | 'uploaded' | 'updated' | 'deleted' | 'notSaved' | 'notFound';
export declare const MINUTES_TEXT: Readonly<Record<MinutesTextKey, string>>;
export declare const meetingDateProblem: (value: unknown, today: string) => string | null;
export interface MinutesForm { title?: unknown; committee?: unknown; meetingDate?: unknown }
export declare function minutesProblems(form: MinutesForm, today: string): Partial<Record<keyof MinutesForm, string>>;
export declare const minutesFieldsOf: (form: MinutesForm) => { title: string; committee: string; meetingDate: string };
/** A row of the minutes list. */
export interface MeetingMinutes { minutesId: number; title: string; committee: string; meetingDate: string; fileId: number; fileName: string; uploadedAt: string; uploadedBy: string }
