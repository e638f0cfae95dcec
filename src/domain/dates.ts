/** Dates are DD/MM/YYYY in forms and YYYY-MM-DD on the wire (spec §5). */
import { isWireDate } from './wireDates.mjs';
import { sriLankaToday } from './sriLankaTime.mjs';

const FORM = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const WIRE = /^(\d{4})-(\d{2})-(\d{2})/;

const isRealDate = (y: number, m: number, d: number): boolean => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** DD/MM/YYYY -> YYYY-MM-DD; null when the text is not a real calendar date. */
export const formDateToWire = (text: string): string | null => {
  const match = FORM.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  return isRealDate(+y, +m, +d) ? `${y}-${m}-${d}` : null;
};

/** YYYY-MM-DD (optionally with a time) -> DD/MM/YYYY; '' for empty or malformed input. */
export const wireDateToForm = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  const match = WIRE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

/** A real YYYY-MM-DD date: the one rule the mock API checks too (wireDates.mjs). */
export const isValidWireDate = (value: unknown): boolean => isWireDate(value);

/**
 * Today in Sri Lanka as YYYY-MM-DD, for "cannot be later than today" rules: the day the API decides by, whatever
 * the browser's zone (a member abroad at 01:00 Colombo time may enter the Colombo date the server accepts).
 */
export const todayWire = (now: Date = new Date()): string => sriLankaToday(now.getTime());
