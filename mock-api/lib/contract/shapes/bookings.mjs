// The shapes of the member's booking calls (routes/event-bookings.mjs): a booking as the member's events screen
// gets it (lib/events/bookings.mjs bookingView), an upcoming event with the caller's booking, and a booking with
// its event's title, venue and times.
import { BOOKED_BY, BOOKING_PAYMENT, BOOKING_STATE } from '../../../../src/domain/bookingRules.mjs';
import { PUBLIC_EVENT } from './events.mjs';
import { boolean, integer, named, nullable, number, object, text } from '../schemas.mjs';

const STAMP = text({ description: 'ISO 8601, UTC.' });
const DATE_TIME = text({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$', description: 'YYYY-MM-DDTHH:MM, Sri Lanka time.' });

const BOOKING_FIELDS = {
  eventMemberId: integer({ min: 1 }),
  eventId: integer({ min: 1 }),
  state: text({ values: Object.values(BOOKING_STATE), description: 'held: a paid booking whose payment is open (a seat, until the hold ends).' }),
  bookedBy: text({ values: Object.values(BOOKED_BY) }),
  payment: text({ values: Object.values(BOOKING_PAYMENT) }),
  registeredAt: STAMP,
  heldUntil: nullable(STAMP),
  cancellableUntil: nullable(STAMP),
  attended: boolean(),
};

/** A booking of the caller's (lib/events/bookings.mjs bookingView). */
export const BOOKING = named('EventBooking', object(BOOKING_FIELDS, { required: Object.keys(BOOKING_FIELDS) }));

/** An upcoming event on the member's events screen, with the caller's booking of it (null: none). */
export const MY_EVENT = named('MemberEvent', object(
  { ...PUBLIC_EVENT.properties, booking: nullable(object(BOOKING_FIELDS, { required: Object.keys(BOOKING_FIELDS) })) },
  { required: [...PUBLIC_EVENT.required, 'booking'] },
));

/** One of the caller's bookings with its event's title, venue, times and fee. */
export const MY_BOOKING = named('MemberBooking', object(
  { ...BOOKING_FIELDS, title: text(), venue: text(), startAt: DATE_TIME, endAt: DATE_TIME, feeLkr: number({ min: 0 }) },
  { required: [...Object.keys(BOOKING_FIELDS), 'title', 'venue', 'startAt', 'endAt', 'feeLkr'] },
));
