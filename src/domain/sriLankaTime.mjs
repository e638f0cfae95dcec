// Sri Lanka time (UTC+05:30 all year, no daylight saving) for every date and time the portal shows or decides
// on, whatever the zone of the server or the browser: a payment made at 00:10 in Colombo is paid "today" in
// Colombo, on the list, in the report and on the receipt alike. Plain ESM, shared by the app and the mock API.

export const SRI_LANKA_ZONE = 'Asia/Colombo';
const OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * Milliseconds of an instant (ms, Date or ISO text); NaN when there is none. ISO text without a zone is a Sri
 * Lanka wall-clock time (as events are kept), never the reading machine's.
 */
const msOf = (instant) => {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return instant;
  if (typeof instant !== 'string' || instant.trim() === '') return Number.NaN;
  return WALL_CLOCK.test(instant) ? Date.parse(`${instant}Z`) - OFFSET_MS : Date.parse(instant);
};

/** 'YYYY-MM-DDTHH:mm:ss' of an instant on the Sri Lanka clock, or '' for no valid instant. */
export const sriLankaClock = (instant) => {
  const ms = msOf(instant);
  return Number.isFinite(ms) ? new Date(ms + OFFSET_MS).toISOString().slice(0, 19) : '';
};

/**
 * The Sri Lanka day (YYYY-MM-DD) of an instant; a value that already is a day (a wire date such as a paid
 * date) is that day, never moved by a zone. '' when unreadable.
 */
export const sriLankaDay = (value) => {
  if (typeof value === 'string' && WIRE_DAY.test(value)) return value;
  return sriLankaClock(value).slice(0, 10);
};

/** Today in Sri Lanka (YYYY-MM-DD). */
export const sriLankaToday = (now = Date.now()) => sriLankaDay(now);

/** The first day of today's month in Sri Lanka (YYYY-MM-01). */
export const sriLankaMonthStart = (now = Date.now()) => `${sriLankaToday(now).slice(0, 7)}-01`;

/** DD/MM/YYYY of a day or an instant, on the Sri Lanka calendar; '' when unreadable. */
export const formatSriLankaDate = (value) => {
  const day = sriLankaDay(value);
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
};

/** DD/MM/YYYY HH:mm of an instant on the Sri Lanka clock; '' when unreadable. */
export const formatSriLankaDateTime = (instant) => {
  const clock = sriLankaClock(instant);
  return clock ? `${formatSriLankaDate(clock.slice(0, 10))} ${clock.slice(11, 16)}` : '';
};

/** An instant as ISO 8601 with Sri Lanka's offset ('2026-11-28T07:37:24+05:30'), for machine-read files. */
export const sriLankaIso = (instant) => {
  const clock = sriLankaClock(instant);
  return clock ? `${clock}+05:30` : '';
};

/** 'yyyyMMddHHmmss' of an instant on the Sri Lanka clock (file names). */
export const sriLankaStamp = (instant) => sriLankaClock(instant).replace(/[-T:]/g, '');
