export declare const EVENT_TYPES: readonly string[];
export declare const EVENT_LIMITS: Readonly<{ titleMin: 5; titleMax: 150; venueMin: 3; venueMax: 200; descriptionMax: 2000; cpdHoursMax: 24; feeMax: 1000000; capacityMax: 10000 }>;
export type EventTextKey =
  | 'required' | 'titleLength' | 'venueLength' | 'descriptionLong' | 'typeInvalid' | 'dateTimeInvalid' | 'endAfterStart' | 'cpdHours'
  | 'fee' | 'capacity' | 'saved' | 'updated' | 'deleted' | 'notFound' | 'hasRegistrations' | 'memberRegistered' | 'alreadyRegistered'
  | 'eventFull' | 'memberNotFound' | 'registrationNotFound' | 'registrationRemoved' | 'attendanceMarked' | 'attendanceMarkedNoCpd'
  | 'attendanceCleared' | 'notStarted' | 'attendedCannotRemove' | 'monthInvalid' | 'cancelCutoffHours';
export declare const EVENT_TEXT: Readonly<Record<EventTextKey, string>>;
export declare const isEventDateTime: (value: unknown) => boolean;
export interface EventForm { title?: unknown; eventType?: unknown; venue?: unknown; description?: unknown; startAt?: unknown; endAt?: unknown; cpdHours?: unknown; feeLkr?: unknown; capacity?: unknown; cancelCutoffHours?: unknown }
export declare function eventProblems(event: EventForm): Partial<Record<keyof EventForm, string>>;
export interface EventFields { title: string; eventType: string; venue: string; description: string; startAt: string; endAt: string; cpdHours: number; feeLkr: number; capacity: number | null; cancelCutoffHours: number }
export declare const eventFieldsOf: (event: EventForm) => EventFields;
export declare const isMonth: (value: unknown) => boolean;
export declare const capacityBelowRegistrationsText: (registered: number) => string;
