// The shapes of the event calls (routes/events.mjs): the rows they answer and the event form they take. Limits
// and texts are src/domain/eventRules.mjs's, the form's own; the form's rules answer 200 '02' with every refused
// field in `problems`, so the request check leaves them to the route (byRoute).
import { EVENT_LIMITS, EVENT_TYPES } from '../../../../src/domain/eventRules.mjs';
import { WHEN } from '../../events/events.mjs';
import { byRoute, integer, named, nullable, number, object, text, boolean } from '../schemas.mjs';
import { BOOKED_BY, BOOKING_PAYMENT, BOOKING_STATE, CANCEL_CUTOFF_HOURS_MAX } from '../../../../src/domain/bookingRules.mjs';

const CUTOFF = integer({ min: 0, max: CANCEL_CUTOFF_HOURS_MAX, description: 'Hours before the start after which a member may no longer cancel their booking (default 24).' });

/** 'YYYY-MM-DDTHH:MM', Sri Lanka time without a zone (eventRules.mjs isEventDateTime). */
const DATE_TIME = text({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$', description: 'YYYY-MM-DDTHH:MM, Sri Lanka time.' });
const STAMP = text({ description: 'When it was recorded (ISO 8601, UTC).' });

const EVENT_FIELDS = {
  eventId: integer({ min: 1 }),
  title: text({ min: EVENT_LIMITS.titleMin, max: EVENT_LIMITS.titleMax }),
  eventType: text({ values: EVENT_TYPES }),
  venue: text({ min: EVENT_LIMITS.venueMin, max: EVENT_LIMITS.venueMax }),
  description: text({ max: EVENT_LIMITS.descriptionMax }),
  startAt: DATE_TIME,
  endAt: DATE_TIME,
  cpdHours: number({ min: 0, max: EVENT_LIMITS.cpdHoursMax, description: 'At most two decimals.' }),
  feeLkr: number({ min: 0, max: EVENT_LIMITS.feeMax, description: 'LKR, at most two decimals; 0 is free.' }),
};
const SEATS_LEFT = nullable(integer({ min: 0, description: 'null: no limit.' }));

/** What anyone may see of an event (lib/events/events.mjs publicEventOf). */
export const PUBLIC_EVENT = named('PublicEvent', object({ ...EVENT_FIELDS, seatsLeft: SEATS_LEFT }, { required: [...Object.keys(EVENT_FIELDS), 'seatsLeft'] }));

/** An event as the staff screens get it (lib/events/events.mjs staffEventOf). */
export const STAFF_EVENT = named('StaffEvent', object(
  {
    id: integer({ min: 1, description: 'The eventId again (react-admin reads id).' }),
    ...EVENT_FIELDS,
    capacity: nullable(integer({ min: 1, max: EVENT_LIMITS.capacityMax, description: 'null: no limit.' })),
    createdAt: STAMP,
    updatedAt: nullable(STAMP),
    registeredCount: integer({ min: 0 }),
    attendedCount: integer({ min: 0 }),
    seatsLeft: SEATS_LEFT,
    cancelCutoffHours: CUTOFF,
  },
  { required: ['id', ...Object.keys(EVENT_FIELDS), 'capacity', 'registeredCount', 'attendedCount', 'seatsLeft'] },
));

/** A row of the event select (GET event/select-event). */
export const EVENT_CHOICE = named('EventChoice', object({ eventId: integer({ min: 1 }), title: text(), startAt: DATE_TIME }, { required: ['eventId', 'title', 'startAt'] }));

/** A member's registration for an event (lib/events/event-members.mjs registrationView). */
export const REGISTRATION = named('EventRegistration', object(
  {
    id: integer({ min: 1, description: 'The eventMemberId again.' }),
    eventMemberId: integer({ min: 1 }),
    eventId: integer({ min: 1 }),
    memberID: integer({ min: 1 }),
    userid: integer({ min: 1 }),
    memberNo: text(),
    memberName: text(),
    registeredAt: STAMP,
    attended: boolean(),
    attendedAt: nullable(STAMP),
    cpdActivityId: nullable(integer({ min: 1, description: 'The CPD activity the attendance credited.' })),
    eventTitle: text(),
    startAt: text({ description: "The event's start (YYYY-MM-DDTHH:MM), '' when the event is gone." }),
    bookingState: text({ values: Object.values(BOOKING_STATE), description: 'held: a member\'s paid booking whose payment is open.' }),
    bookedBy: text({ values: Object.values(BOOKED_BY), description: 'Registered by staff here, or booked by the member.' }),
    payment: text({ values: Object.values(BOOKING_PAYMENT), description: 'What the fee amounts to: free, paid, held, awaiting approval, or offline (staff registered a paid event).' }),
  },
  { required: ['id', 'eventMemberId', 'eventId', 'memberID', 'memberNo', 'memberName', 'attended', 'eventTitle', 'startAt', 'bookingState', 'bookedBy', 'payment'] },
));

/** A member the assignment screen may register (GET event/membersofevent). */
export const MEMBER_MATCH = named('EventMemberMatch', object({ memberID: integer({ min: 1 }), memberNo: text(), name: text() }, { required: ['memberID', 'memberNo', 'name'] }));

const FORM_RULE = "200 '02' with the form's text (src/domain/eventRules.mjs), every refused field in problems";
const formField = (schema) => byRoute(schema, FORM_RULE);

/** The event form (POST event/add-event, PUT event/update-event/{eventId}). */
export const EVENT_FORM = named('EventForm', object(
  {
    ...Object.fromEntries(Object.entries(EVENT_FIELDS).filter(([name]) => name !== 'eventId').map(([name, schema]) => [name, formField(schema)])),
    capacity: formField(nullable(integer({ min: 1, max: EVENT_LIMITS.capacityMax, description: 'Empty or null: no limit; an edit may not go below the members registered.' }))),
    cancelCutoffHours: formField(nullable(CUTOFF)),
  },
  { required: ['title', 'eventType', 'venue', 'startAt', 'endAt', 'cpdHours', 'feeLkr'] },
));

/** The staff list's filters: an unknown value is refused (absent: every event). */
export const EVENT_FILTERS = {
  when: text({ values: WHEN, description: 'upcoming, past or all (default all).' }),
  eventType: text({ values: EVENT_TYPES }),
};

/** 'YYYY-MM' of the calendar (eventRules.mjs isMonth). */
export const MONTH = text({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM.' });
