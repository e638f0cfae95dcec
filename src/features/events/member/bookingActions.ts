/**
 * Which actions the member's events screen offers for an upcoming event, from the member's booking of it and the
 * server's facts (the rules themselves are the server's: src/domain/bookingRules.mjs; this only decides what to
 * show, the server refuses anything else with its own words).
 */
import { BOOKING_STATE, isBookable } from '../../../domain/bookingRules.mjs';
import type { MessageKey } from '../../../i18n/keys';
import type { Booking, MyEvent } from './myEventsApi';

export interface BookingActions {
  /** "Book a seat": no booking yet, the member may book, a seat is left and the event has not started. */
  book: boolean;
  /** "Pay": a held booking whose payment is not yet waiting for finance. */
  pay: boolean;
  /** "Cancel booking": booked, not attended, and before the event's cut-off. */
  cancel: boolean;
  /** No seat left for someone without a booking. */
  full: boolean;
}

const isFull = (event: MyEvent) => event.seatsLeft !== null && event.seatsLeft <= 0;

export const isCancellableNow = (booking: Booking, now: number): boolean =>
  !booking.attended && booking.cancellableUntil !== null && now < Date.parse(booking.cancellableUntil) && booking.payment !== 'awaitingApproval';

export function bookingActionsOf(event: MyEvent, refusal: string | null, now: number): BookingActions {
  const { booking } = event;
  if (!booking) {
    const full = isFull(event);
    return { book: refusal === null && !full && isBookable(event, now), pay: false, cancel: false, full };
  }
  return {
    book: false,
    pay: booking.state === BOOKING_STATE.HELD && booking.payment === 'held',
    cancel: isCancellableNow(booking, now),
    full: false,
  };
}

/**
 * The words of a booking's state: "Booked" or "Held", then what its fee amounts to when that adds something (a
 * held seat's "awaiting payment" is its state already; a free event's fee says "Free" beside it).
 */
export function bookingStatusKeys(booking: Booking): { state: MessageKey; payment: MessageKey | null } {
  if (booking.state === BOOKING_STATE.HELD) return { state: booking.payment === 'held' ? 'events.payment.held' : 'events.member.stateHeld', payment: booking.payment === 'held' ? null : `events.payment.${booking.payment}` };
  return { state: 'events.member.stateConfirmed', payment: booking.payment === 'free' ? null : `events.payment.${booking.payment}` };
}
