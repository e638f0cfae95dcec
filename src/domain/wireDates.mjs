// Wire dates (YYYY-MM-DD) shared by the forms and the mock API, plain ESM like fieldRules.mjs (dates.ts holds
// the form conversions; this is the part Node needs too). No RegExp is ever built from input.

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export const isWireDate = (value) => {
  if (typeof value !== 'string') return false;
  const match = WIRE_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** The local calendar day of an instant (ms or Date) as YYYY-MM-DD, for "not after today" rules. */
export const wireDateOf = (instant) => {
  const date = new Date(instant);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** A real YYYY-MM-DD date that is not later than `today` (YYYY-MM-DD); text comparison is date order. */
export const isPastOrTodayWireDate = (value, today) => isWireDate(value) && value <= today;

/** YYYY-MM-DD as people read it here (DD/MM/YYYY), for texts the server writes (queue summaries, mails). */
export const readableDate = (value) => (isWireDate(value) ? value.split('-').reverse().join('/') : String(value ?? ''));
