// Events: the collections, Sri Lanka's "now", and the rows the event screens and the
// public calendar get. Times are stored as Sri Lanka wall-clock text ('YYYY-MM-DDTHH:MM', UTC+05:30, no
// daylight saving), so "upcoming" and "started" are plain text comparisons with sriLankaNow().
import { EVENT_TYPES, isMonth } from '../../../src/domain/eventRules.mjs';
import { groupBy } from '../storage/indexes.mjs';

export const EVENT_COLLECTIONS = Object.freeze({ EVENTS: 'events', MEMBERS: 'eventMembers' });

const SRI_LANKA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The Sri Lanka wall-clock minute of an instant (ms): 'YYYY-MM-DDTHH:MM'. */
export const sriLankaNow = (instant) => new Date(Number(instant) + SRI_LANKA_OFFSET_MS).toISOString().slice(0, 16);

export const eventById = (db, eventId) => (Number.isInteger(eventId) ? db.get(EVENT_COLLECTIONS.EVENTS).find({ eventId }).value() : undefined);
const NO_REGISTRATIONS = Object.freeze([]);
/** The event's registrations (kept grouped by event until they change: a list of 1,000 events counts them all). Read only. */
export const registrationsOfEvent = (db, eventId) => groupBy(db, EVENT_COLLECTIONS.MEMBERS, 'eventId').get(eventId) ?? NO_REGISTRATIONS;

/** Has the event begun at Sri Lanka time `now`? */
export const hasStarted = (event, now) => event.startAt <= now;
/** Upcoming: not yet over (an event running now is still upcoming). */
export const isUpcoming = (event, now) => event.endAt >= now;

/** Seats still free: null when the event has no capacity limit. */
export const seatsLeftOf = (event, registeredCount) => (event.capacity === null || event.capacity === undefined ? null : Math.max(0, event.capacity - registeredCount));

/** What anyone may see of an event (the public list, the calendar): nothing about who registered. */
export const publicEventOf = (db, event) => ({
  eventId: event.eventId,
  title: event.title,
  eventType: event.eventType,
  venue: event.venue,
  description: event.description,
  startAt: event.startAt,
  endAt: event.endAt,
  cpdHours: event.cpdHours,
  feeLkr: event.feeLkr,
  seatsLeft: seatsLeftOf(event, registrationsOfEvent(db, event.eventId).length),
});

/** An event as the staff screens get it: the stored fields and its registration figures. */
export const staffEventOf = (db, event) => {
  const registrations = registrationsOfEvent(db, event.eventId);
  return {
    ...event,
    id: event.eventId,
    registeredCount: registrations.length,
    attendedCount: registrations.filter((row) => row.attended).length,
    seatsLeft: seatsLeftOf(event, registrations.length),
  };
};

export const byStartAt = (a, b) => a.startAt.localeCompare(b.startAt) || a.eventId - b.eventId;

export const EVENT_LIST = Object.freeze({
  filterColumns: ['title', 'venue'],
  sortColumns: ['eventId', 'title', 'eventType', 'venue', 'startAt', 'endAt', 'cpdHours', 'feeLkr', 'capacity', 'registeredCount', 'attendedCount', 'seatsLeft', 'createdAt', 'updatedAt'],
  defaultSort: Object.freeze({ column: 'startAt', direction: 'desc' }),
});

export const WHEN = Object.freeze(['upcoming', 'past', 'all']);

/** The staff list's filters: when (upcoming | past | all, default all) and an event type (unknown ones filter nothing). */
export const eventFiltersOf = (query) => ({
  when: WHEN.includes(query.when) ? query.when : 'all',
  eventType: EVENT_TYPES.includes(query.eventType) ? query.eventType : null,
});

export const matchesWhen = (event, when, now) => when === 'all' || (when === 'upcoming' ? isUpcoming(event, now) : !isUpcoming(event, now));

/** The first minute of `month` ('YYYY-MM') and of the month after, for "touches the month". */
export const monthBounds = (month) => {
  if (!isMonth(month)) return null;
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01T00:00`, to: `${next}-01T00:00` };
};

/** Does the event overlap the month (starts before it ends and ends on or after it starts)? */
export const touchesMonth = (event, { from, to }) => event.startAt < to && event.endAt >= from;
