// Event bookings by members: the states a booking (an eventMembers row) can be in, who may book and when a
// booking may still be cancelled, and the texts the member reads. Shared by the member's events screen and the
// mock API, plain ESM like eventRules.mjs.
import { STANDING } from './memberStanding.mjs';

/**
 * confirmed: the seat is the member's (staff registrations, free bookings, paid ones once the payment is approved);
 * held: a paid booking whose payment is open, counted as a seat until it is approved or the hold ends.
 */
export const BOOKING_STATE = Object.freeze({ CONFIRMED: 'confirmed', HELD: 'held' });
/** Who made the registration: staff in Event Assignment (and the seed), or the member themselves. */
export const BOOKED_BY = Object.freeze({ STAFF: 'staff', MEMBER: 'member' });
/**
 * What the registration's fee amounts to, for the member and for Event Assignment: a free event; paid (an
 * approved payment); held (a payment open, nothing paid yet); awaiting approval (a bank deposit or gateway
 * answer waiting for finance); offline (a paid event staff registered by hand: settled outside the portal).
 */
export const BOOKING_PAYMENT = Object.freeze({ FREE: 'free', PAID: 'paid', HELD: 'held', AWAITING_APPROVAL: 'awaitingApproval', OFFLINE: 'offline' });

/** How long a paid booking is held while its payment is open, unless BOOKING_HOLD_MINUTES says otherwise. */
export const DEFAULT_BOOKING_HOLD_MINUTES = 30;
/** A new event's cancellation cut-off: members may cancel until a day before the start. */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 24;
/** The longest cut-off staff may set: 30 days. */
export const CANCEL_CUTOFF_HOURS_MAX = 720;

/** The standings that may book: in force, or within the renewal grace period (as for the membership card). */
const BOOKING_STANDINGS = new Set([STANDING.ACTIVE, STANDING.RENEWAL_DUE]);

const NOT_CURRENT = Object.freeze({
  [STANDING.LAPSED]: 'Your membership has lapsed: renew it to book events.',
  [STANDING.CANCELLED]: 'Your membership is cancelled: a cancelled membership cannot book events.',
  [STANDING.PENDING]: 'Your membership is not active yet: pay the membership fee to book events.',
});

export const BOOKING_TEXT = Object.freeze({
  booked: 'Your seat is booked',
  alreadyBooked: 'You have already booked this event',
  eventFull: 'This event is full',
  bookingClosed: 'Booking has closed: this event has started',
  notFound: 'This booking is no longer available',
  noFeeDue: 'This booking has no fee to pay',
  paymentWaiting: 'Your payment for this booking is waiting for approval: contact the institute to cancel it',
  cancelled: 'Your booking has been cancelled',
  cancelledPaid: 'Your booking has been cancelled. The fee is not refunded automatically: contact the institute about a refund.',
  feedReset: 'Your calendar link has been reset: the old link no longer works',
  feedNotFound: 'This calendar link is not valid: it may have been reset',
});

/** The held text: how long the seat waits for the payment. */
export const heldText = (minutes) => `Your seat is held for ${minutes} minutes: pay the fee to confirm it`;
/** Why a cancellation is refused after the event's cut-off. */
export const cutoffPassedText = (hours) =>
  hours > 0 ? `This booking can no longer be cancelled: cancellation closes ${hours} hour${hours === 1 ? '' : 's'} before the event starts` : 'This booking can no longer be cancelled: the event has started';

/** The reason a member of this standing (its code) may not book, or null when they may. */
export const bookingRefusalOf = (standingCode) => (BOOKING_STANDINGS.has(standingCode) ? null : NOT_CURRENT[standingCode] ?? NOT_CURRENT[STANDING.LAPSED]);

const OFFSET_MS = (5 * 60 + 30) * 60_000;
/** The instant (ms) of an event time kept as Sri Lanka wall-clock text 'YYYY-MM-DDTHH:MM'. */
export const eventInstant = (wallClock) => Date.parse(`${wallClock}:00Z`) - OFFSET_MS;

/** The event's cut-off in hours (events saved before the field existed have the default). */
export const cutoffHoursOf = (event) => (Number.isInteger(event?.cancelCutoffHours) ? event.cancelCutoffHours : DEFAULT_CANCEL_CUTOFF_HOURS);

/** The last instant (ms) a booking of the event may be cancelled. */
export const cancelDeadlineOf = (event) => eventInstant(event.startAt) - cutoffHoursOf(event) * 3_600_000;

/** May a booking of `event` still be cancelled at `now` (ms)? */
export const isCancellable = (event, now) => now < cancelDeadlineOf(event);

/** May `event` still be booked at `now` (ms): until it starts. */
export const isBookable = (event, now) => now < eventInstant(event.startAt);
