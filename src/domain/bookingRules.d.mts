export declare const BOOKING_STATE: Readonly<{ CONFIRMED: 'confirmed'; HELD: 'held' }>;
export type BookingState = 'confirmed' | 'held';
export declare const BOOKED_BY: Readonly<{ STAFF: 'staff'; MEMBER: 'member' }>;
export type BookedBy = 'staff' | 'member';
export declare const BOOKING_PAYMENT: Readonly<{ FREE: 'free'; PAID: 'paid'; HELD: 'held'; AWAITING_APPROVAL: 'awaitingApproval'; OFFLINE: 'offline' }>;
export type BookingPayment = 'free' | 'paid' | 'held' | 'awaitingApproval' | 'offline';
export declare const DEFAULT_BOOKING_HOLD_MINUTES: 30;
export declare const DEFAULT_CANCEL_CUTOFF_HOURS: 24;
export declare const CANCEL_CUTOFF_HOURS_MAX: 720;
export type BookingTextKey =
  | 'booked' | 'alreadyBooked' | 'eventFull' | 'bookingClosed' | 'notFound' | 'noFeeDue' | 'paymentWaiting' | 'cancelled' | 'cancelledPaid'
  | 'feedReset' | 'feedNotFound';
export declare const BOOKING_TEXT: Readonly<Record<BookingTextKey, string>>;
export declare const heldText: (minutes: number) => string;
export declare const cutoffPassedText: (hours: number) => string;
export declare const bookingRefusalOf: (standingCode: string) => string | null;
export declare const eventInstant: (wallClock: string) => number;
export declare const cutoffHoursOf: (event: { cancelCutoffHours?: unknown } | null | undefined) => number;
export declare const cancelDeadlineOf: (event: { startAt: string; cancelCutoffHours?: unknown }) => number;
export declare const isCancellable: (event: { startAt: string; cancelCutoffHours?: unknown }, now: number) => boolean;
export declare const isBookable: (event: { startAt: string }, now: number) => boolean;
