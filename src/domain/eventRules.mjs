// Events: the rules the event form and the mock API share. The spec names the calls only
// (§7 "Events"); fields, limits and texts are the portal's own choice, after CiviEvent and Wild Apricot.
import { CANCEL_CUTOFF_HOURS_MAX, DEFAULT_CANCEL_CUTOFF_HOURS } from './bookingRules.mjs';

export const EVENT_TYPES = Object.freeze(['Seminar', 'Workshop', 'Conference', 'Webinar', 'Site visit', 'Annual general meeting', 'Social']);

export const EVENT_LIMITS = Object.freeze({
  titleMin: 5,
  titleMax: 150,
  venueMin: 3,
  venueMax: 200,
  descriptionMax: 2000,
  cpdHoursMax: 24,
  feeMax: 1_000_000,
  capacityMax: 10_000,
});

export const EVENT_TEXT = Object.freeze({
  required: 'This field is required',
  titleLength: `Event title must be ${EVENT_LIMITS.titleMin} to ${EVENT_LIMITS.titleMax} characters`,
  venueLength: `Venue must be ${EVENT_LIMITS.venueMin} to ${EVENT_LIMITS.venueMax} characters`,
  descriptionLong: `Description must be at most ${EVENT_LIMITS.descriptionMax} characters`,
  typeInvalid: 'Choose an event type from the list',
  dateTimeInvalid: 'Enter a date and time as YYYY-MM-DD HH:MM',
  endAfterStart: 'The event must end after it starts',
  cpdHours: `CPD hours must be 0 to ${EVENT_LIMITS.cpdHoursMax}, with at most two decimals`,
  fee: 'Fee must be 0 (free) to LKR 1,000,000.00, with at most two decimals',
  capacity: `Capacity must be a whole number from 1 to ${EVENT_LIMITS.capacityMax}, or empty for no limit`,
  cancelCutoffHours: `Cancellation cut-off must be a whole number of hours from 0 to ${CANCEL_CUTOFF_HOURS_MAX}`,
  saved: 'Event has been saved successfully',
  updated: 'Event has been updated successfully',
  deleted: 'Event has been deleted',
  notFound: 'This event is no longer available',
  hasRegistrations: 'This event has registered members; remove their registrations before deleting it',
  memberRegistered: 'Member has been registered for the event',
  alreadyRegistered: 'This member is already registered for the event',
  eventFull: 'This event is full',
  memberNotFound: 'Choose an active member',
  registrationNotFound: 'This registration is no longer available',
  registrationRemoved: 'Registration has been removed',
  attendanceMarked: 'Attendance has been marked and the CPD hours credited',
  attendanceMarkedNoCpd: 'Attendance has been marked',
  attendanceCleared: 'Attendance has been cleared and the CPD credit withdrawn',
  notStarted: 'Attendance can be marked once the event has started',
  attendedCannotRemove: 'Attendance is marked for this member; clear it before removing the registration',
  monthInvalid: 'Give the month as YYYY-MM',
});

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DDTHH:MM' (Sri Lanka local time, no zone), a real calendar moment; else false. */
export const isEventDateTime = (value) => {
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
};

const trimmed = (value) => (typeof value === 'string' ? value.trim() : '');
const isEmpty = (value) => value === undefined || value === null || trimmed(String(value)) === '';
const numberOf = (value) => (typeof value === 'number' ? value : Number(String(value).trim()));
const twoDecimals = (n) => Math.round(n * 100) / 100 === n;

/** A money-like number in [0, max] with at most two decimals. */
const amountProblem = (value, max, text) => {
  if (isEmpty(value)) return EVENT_TEXT.required;
  const n = numberOf(value);
  return Number.isFinite(n) && n >= 0 && n <= max && twoDecimals(n) ? null : text;
};

/** Every problem of an event form, by field; {} when it may be saved. */
export function eventProblems(event) {
  const problems = {};
  const title = trimmed(event.title);
  if (!title) problems.title = EVENT_TEXT.required;
  else if (title.length < EVENT_LIMITS.titleMin || title.length > EVENT_LIMITS.titleMax) problems.title = EVENT_TEXT.titleLength;
  if (isEmpty(event.eventType)) problems.eventType = EVENT_TEXT.required;
  else if (!EVENT_TYPES.includes(event.eventType)) problems.eventType = EVENT_TEXT.typeInvalid;
  const venue = trimmed(event.venue);
  if (!venue) problems.venue = EVENT_TEXT.required;
  else if (venue.length < EVENT_LIMITS.venueMin || venue.length > EVENT_LIMITS.venueMax) problems.venue = EVENT_TEXT.venueLength;
  if (event.description !== undefined && event.description !== null && typeof event.description !== 'string') problems.description = EVENT_TEXT.descriptionLong;
  else if (trimmed(event.description).length > EVENT_LIMITS.descriptionMax) problems.description = EVENT_TEXT.descriptionLong;
  for (const field of ['startAt', 'endAt']) {
    if (isEmpty(event[field])) problems[field] = EVENT_TEXT.required;
    else if (!isEventDateTime(event[field])) problems[field] = EVENT_TEXT.dateTimeInvalid;
  }
  if (!problems.startAt && !problems.endAt && event.endAt <= event.startAt) problems.endAt = EVENT_TEXT.endAfterStart;
  const hours = amountProblem(event.cpdHours, EVENT_LIMITS.cpdHoursMax, EVENT_TEXT.cpdHours);
  if (hours) problems.cpdHours = hours;
  const fee = amountProblem(event.feeLkr, EVENT_LIMITS.feeMax, EVENT_TEXT.fee);
  if (fee) problems.feeLkr = fee;
  if (!isEmpty(event.capacity)) {
    const n = numberOf(event.capacity);
    if (!Number.isInteger(n) || n < 1 || n > EVENT_LIMITS.capacityMax) problems.capacity = EVENT_TEXT.capacity;
  }
  // Optional: an empty cut-off is the default (members booking themselves may cancel until then).
  if (!isEmpty(event.cancelCutoffHours)) {
    const n = numberOf(event.cancelCutoffHours);
    if (!Number.isInteger(n) || n < 0 || n > CANCEL_CUTOFF_HOURS_MAX) problems.cancelCutoffHours = EVENT_TEXT.cancelCutoffHours;
  }
  return problems;
}

/** The stored fields of a valid event form (trimmed, numbers as numbers, capacity null for no limit). */
export const eventFieldsOf = (event) => ({
  title: trimmed(event.title),
  eventType: event.eventType,
  venue: trimmed(event.venue),
  description: trimmed(event.description),
  startAt: event.startAt,
  endAt: event.endAt,
  cpdHours: numberOf(event.cpdHours),
  feeLkr: numberOf(event.feeLkr),
  capacity: isEmpty(event.capacity) ? null : numberOf(event.capacity),
  cancelCutoffHours: isEmpty(event.cancelCutoffHours) ? DEFAULT_CANCEL_CUTOFF_HOURS : numberOf(event.cancelCutoffHours),
});

/** 'YYYY-MM' of a calendar month, else false. */
export const isMonth = (value) => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** An edit may not leave fewer seats than members already registered. */
export const capacityBelowRegistrationsText = (registered) =>
  `Capacity cannot be less than the ${registered} member${registered === 1 ? '' : 's'} already registered`;
