// iCalendar (RFC 5545) writing: the one place an .ics text is made, for one event's "Add to calendar" file and
// a member's subscribed feed alike. Events are kept as Sri Lanka wall-clock times, so they are written as such
// with TZID=Asia/Colombo and the zone itself (UTC+05:30 all year, no daylight saving) in a VTIMEZONE, which a
// calendar in any zone then shows at the right moment. Lines end in CRLF and are folded at 75 octets.
import { SRI_LANKA_ZONE } from '../../../src/domain/sriLankaTime.mjs';

export const ICS_TYPE = 'text/calendar; charset=utf-8';
const PRODUCT = '-//Institute//Membership Portal//EN';
/** The UID's domain part: a UID stays the same for an event whatever address the portal is served from. */
const UID_DOMAIN = 'events.membership-portal';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export const escapeText = (value) =>
  String(value ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded (RFC 5545 3.1): no line longer than 75 octets of UTF-8, each continuation starting with
 * one space; a character is never split across lines.
 */
export function foldLine(line) {
  const parts = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // a continuation line's leading space counts towards its 75 octets
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 'YYYY-MM-DDTHH:MM' wall-clock text as an iCalendar local DATE-TIME (YYYYMMDDTHHMMSS). */
export const localDateTime = (wallClock) => `${wallClock.slice(0, 10).replace(/-/g, '')}T${wallClock.slice(11, 13)}${wallClock.slice(14, 16)}00`;
/** An instant (ms) as an iCalendar UTC DATE-TIME (YYYYMMDDTHHMMSSZ). */
export const utcDateTime = (ms) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The stable UID of an event. */
export const eventUid = (eventId) => `event-${eventId}@${UID_DOMAIN}`;

const TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SRI_LANKA_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:+0530',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The VEVENT lines of an event; status: 'CONFIRMED' (default) or 'TENTATIVE' (a seat held, not yet paid). */
function eventLines(event, { stamp, status = 'CONFIRMED' }) {
  return [
    'BEGIN:VEVENT',
    `UID:${eventUid(event.eventId)}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART;TZID=${SRI_LANKA_ZONE}:${localDateTime(event.startAt)}`,
    `DTEND;TZID=${SRI_LANKA_ZONE}:${localDateTime(event.endAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.venue)}`,
    `DESCRIPTION:${escapeText([event.eventType, event.description].filter(Boolean).join('\n\n'))}`,
    `STATUS:${status}`,
    'END:VEVENT',
  ];
}

/**
 * A whole calendar: entries [{ event, status? }], stamp the instant (ms) it is written, name the calendar's
 * name (a subscribed feed's title). Answers the text, CRLF line endings, folded.
 */
export function calendarText(entries, { stamp, name }) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    `X-WR-TIMEZONE:${SRI_LANKA_ZONE}`,
    ...TIMEZONE,
    ...entries.flatMap(({ event, status }) => eventLines(event, { stamp, status })),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file name of an event's calendar file: its title's letters and digits. */
export const icsFileName = (event) => `${String(event.title).replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event'}.ics`;
