/** The member's events screen's calls (routes/event-bookings.mjs), through the app's http client. */
import type { BookedBy, BookingPayment, BookingState } from '../../../domain/bookingRules.mjs';
import { http } from '../../../providers/http';
import type { PublicEvent } from '../publicEventsApi';

export interface Booking {
  eventMemberId: number;
  eventId: number;
  state: BookingState;
  bookedBy: BookedBy;
  payment: BookingPayment;
  registeredAt: string;
  /** ISO instant the hold ends (held bookings only). */
  heldUntil: string | null;
  /** ISO instant after which the member may no longer cancel. */
  cancellableUntil: string | null;
  attended: boolean;
}

export interface MyEvent extends PublicEvent {
  booking: Booking | null;
}

export interface MyBooking extends Booking {
  title: string;
  venue: string;
  startAt: string;
  endAt: string;
  feeLkr: number;
}

export interface MyEvents {
  upcoming: MyEvent[];
  bookings: MyBooking[];
  /** Why the member may not book now (their standing), or null. */
  refusal: string | null;
  holdMinutes: number;
}

export const MY_EVENTS_KEY = ['memberEvents'] as const;
export const FEED_KEY = ['memberEvents', 'feed'] as const;

export const fetchMyEvents = () => http.get<MyEvents>('event/my-events');

/** Books a seat; resolves the server's text (booked, or held for the payment). Throws the refusal's words. */
export const bookEvent = (eventId: number) => http.post<{ message: string; data: Booking }>('event/book', { eventId });

export const cancelBooking = (eventMemberId: number) => http.del<{ message: string }>(`event/my-bookings/${eventMemberId}`);

export const fetchFeedUrl = () => http.get<{ feedUrl: string }>('event/my-calendar-feed');

export const resetFeedUrl = () => http.post<{ feedUrl: string; message: string }>('event/my-calendar-feed/reset', {});
