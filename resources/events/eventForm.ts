/**
 * The event form's checks: every field answers with the rule the mock API applies, eventProblems of
 * src/domain/eventRules.mjs over the whole form (so "ends after it starts" sees both times). People type
 * 'YYYY-MM-DD HH:MM'; the wire (and the rule) take 'YYYY-MM-DDTHH:MM'.
 */
import { eventProblems, type EventForm } from '../../src/domain/eventRules.mjs';

/** 'YYYY-MM-DD HH:MM' as typed -> 'YYYY-MM-DDTHH:MM'; anything else as it is (the rule then names it). */
export const typedToWire = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().replace(/^(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2})$/, '$1T$2') : value;

/** The wire's 'YYYY-MM-DDTHH:MM' as the form shows it. */
export const wireToTyped = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/^(\d{4}-\d{2}-\d{2})T/, '$1 ') : value);

/** Field `name`'s problem in the form `values` (with `value` as its own current value), or null. */
export const eventCheck =
  (name: keyof EventForm) =>
  (value: unknown, values: Readonly<Record<string, unknown>>): string | null => {
    const form = { ...values, [name]: value };
    const problems = eventProblems({ ...form, startAt: typedToWire(form.startAt), endAt: typedToWire(form.endAt) });
    return problems[name] ?? null;
  };

/** '05/12/2026 09:30 – 12:00' (or both days): Sri Lanka wall-clock time as written, never re-zoned. */
export const eventWhenText = (record: Readonly<Record<string, unknown>>): string => {
  const parts = (value: unknown) => /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(String(value ?? ''));
  const start = parts(record.startAt);
  const end = parts(record.endAt);
  if (!start) return String(record.startAt ?? '');
  const day = (m: RegExpExecArray) => `${m[3]}/${m[2]}/${m[1]}`;
  if (!end) return `${day(start)} ${start[4]}`;
  return day(start) === day(end) ? `${day(start)} ${start[4]} – ${end[4]}` : `${day(start)} ${start[4]} – ${day(end)} ${end[4]}`;
};
