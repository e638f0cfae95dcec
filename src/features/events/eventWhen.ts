/**
 * Event times as people read them. startAt / endAt travel as 'YYYY-MM-DDTHH:MM' Sri Lanka wall-clock time
 * (no zone), so they are shown as written: never through the browser's own time zone.
 */
import { eventsText } from './eventsText';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

// our own names rather than Intl: the same text on every browser and ICU build
const WEEKDAYS = eventsText('weekdays').split(','); // Mon first
const MONTHS = eventsText('months').split(',');

/** 'Sat 5 Dec 2026' of a calendar date (UTC arithmetic: no time zone involved). */
export const dayText = (y: number, month: number, d: number): string => {
  const weekday = (new Date(Date.UTC(y, month - 1, d)).getUTCDay() + 6) % 7;
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[month - 1]} ${y}`;
};

const partsOf = (value: string) => {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [y, mo, d] = match.slice(1, 4).map(Number);
  return { day: dayText(y, mo, d), date: value.slice(0, 10), time: `${match[4]}:${match[5]}` };
};

/** 'Sat 5 Dec 2026, 09:00 – 12:30', or both days when it runs over several days; the raw text if malformed. */
export const eventWhen = (startAt: string, endAt: string): string => {
  const start = partsOf(startAt);
  const end = partsOf(endAt);
  if (!start || !end) return [startAt, endAt].filter(Boolean).join(' – ');
  if (start.date === end.date) return `${start.day}, ${start.time} – ${end.time}`;
  return `${start.day}, ${start.time} – ${end.day}, ${end.time}`;
};

/** The form's 'YYYY-MM-DD HH:MM' of a wire 'YYYY-MM-DDTHH:MM' (and back): people type a space, not a T. */
export const toTypedDateTime = (value: unknown): unknown => (typeof value === 'string' ? value.replace('T', ' ') : value);
export const toWireDateTime = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().replace(/^(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2})$/, '$1T$2') : value;
