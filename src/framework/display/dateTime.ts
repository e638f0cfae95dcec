/**
 * Timestamps as tables and views show them, on the Sri Lanka clock (UTC+05:30) whatever the browser's zone,
 * so a time reads the same on every machine and as the server's reports print it; '' when unreadable.
 */
import { formatSriLankaDateTime, sriLankaClock } from '../../domain/sriLankaTime.mjs';

const two = (n: number) => String(n).padStart(2, '0');

/** The Sri Lanka wall clock of a timestamp as a Date read with its UTC getters (never the browser's zone). */
const readClock = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const clock = sriLankaClock(value);
  return clock ? new Date(`${clock}Z`) : null;
};

/** DD/MM/YYYY HH:mm. */
export const formatDateTime = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? formatSriLankaDateTime(value) : '');

const hour12 = (at: Date) => at.getUTCHours() % 12 || 12;

const TOKENS: Record<string, (at: Date) => string> = {
  yyyy: (at) => String(at.getUTCFullYear()),
  dd: (at) => two(at.getUTCDate()),
  d: (at) => String(at.getUTCDate()),
  MM: (at) => two(at.getUTCMonth() + 1),
  M: (at) => String(at.getUTCMonth() + 1),
  HH: (at) => two(at.getUTCHours()),
  H: (at) => String(at.getUTCHours()),
  hh: (at) => two(hour12(at)),
  h: (at) => String(hour12(at)),
  mm: (at) => two(at.getUTCMinutes()),
  ss: (at) => two(at.getUTCSeconds()),
  a: (at) => (at.getUTCHours() < 12 ? 'AM' : 'PM'),
};

// longest tokens first, so 'dd' is not read as two 'd's
const TOKEN_PATTERN = /yyyy|dd|d|MM|M|HH|H|hh|h|mm|ss|a/g;

/** A timestamp by a pattern of TOKENS, e.g. 'dd.MM.yyyy, h:mm a' -> '05.03.2026, 2:07 PM'. */
export const formatDatePattern = (value: unknown, pattern: string): string => {
  const at = readClock(value);
  return at ? pattern.replace(TOKEN_PATTERN, (token) => TOKENS[token](at)) : '';
};
