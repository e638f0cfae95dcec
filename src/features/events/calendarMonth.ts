/**
 * The month calendar's arithmetic on 'YYYY-MM' and the events' Sri Lanka wall-clock times (UTC maths on
 * purpose: no browser time zone may move an event to another day).
 */
import { eventsText } from './eventsText';

/** Sri Lanka is UTC+05:30 all year (no daylight saving). */
const SRI_LANKA_OFFSET_MS = 330 * 60_000;

export interface CalendarEvent {
  eventId: number;
  title: string;
  eventType: string;
  venue: string;
  startAt: string;
  endAt: string;
  cpdHours?: number;
  feeLkr?: number;
  seatsLeft?: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** This month in Sri Lanka, 'YYYY-MM'. */
export const thisMonth = (now: number = Date.now()): string => new Date(now + SRI_LANKA_OFFSET_MS).toISOString().slice(0, 7);

export const shiftMonth = (month: string, delta: number): string => {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
};

/** 'December 2026'. */
export const monthLabel = (month: string): string => {
  const [y, m] = month.split('-').map(Number);
  return `${eventsText('monthNames').split(',')[m - 1]} ${y}`;
};

export const daysIn = (month: string): number => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** Empty cells before the 1st in a week starting on Monday. */
export const leadingBlanks = (month: string): number => {
  const [y, m] = month.split('-').map(Number);
  return (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
};

/** Each day of the month (1..31) with the events on it, soonest first; an event over several days shows on each. */
export const eventsByDay = (events: readonly CalendarEvent[], month: string): Map<number, CalendarEvent[]> => {
  const days = new Map<number, CalendarEvent[]>();
  const first = `${month}-01`;
  const last = `${month}-${pad(daysIn(month))}`;
  const sorted = [...events].sort((a, b) => a.startAt.localeCompare(b.startAt));
  for (const event of sorted) {
    const from = event.startAt.slice(0, 10) < first ? first : event.startAt.slice(0, 10);
    const to = event.endAt.slice(0, 10) > last ? last : event.endAt.slice(0, 10);
    if (!from.startsWith(month) || from > to) continue;
    for (let day = Number(from.slice(8, 10)); day <= Number(to.slice(8, 10)); day += 1) {
      days.set(day, [...(days.get(day) ?? []), event]);
    }
  }
  return days;
};

/** '09:30' on its first day; the hour it runs on a later day is implied. */
export const startTime = (event: CalendarEvent): string => event.startAt.slice(11, 16);
