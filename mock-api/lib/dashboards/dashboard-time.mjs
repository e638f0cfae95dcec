// Dashboard months and years are Sri Lanka's (UTC+05:30, no daylight saving), whatever the server's zone:
// a payment made at 00:10 on 1 December in Colombo counts in December.
import { sriLankaClock } from '../../../src/domain/sriLankaTime.mjs';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM-DDTHH:MM' of an instant (ms, Date or ISO text) on the Sri Lanka clock; null for no valid instant. */
export function sriLankaDateTime(instant) {
  return sriLankaClock(instant).slice(0, 16) || null;
}

/** The Sri Lanka day, month and year of now (ctx.now()). */
export function sriLankaNow(now) {
  const dateTime = sriLankaDateTime(now);
  return { dateTime, day: dateTime.slice(0, 10), month: dateTime.slice(0, 7), year: Number(dateTime.slice(0, 4)) };
}

/** 'YYYY-MM' of an ISO instant in Sri Lanka, or null. */
export const sriLankaMonthOf = (iso) => sriLankaDateTime(iso)?.slice(0, 7) ?? null;

/** The `count` months up to and including `month` ('YYYY-MM'), oldest first. */
export function monthsUpTo(month, count) {
  const [year, monthNo] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (monthNo - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** 'November 2026' of '2026-11'. */
export const monthLabel = (month) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
