// Reads a form body (multipart text or JSON) field by field and keeps the first problem, so a route's
// validation reads as a list of fields. Field names may have aliases (startDate / startdate).
import { isPastOrTodayWireDate, isWireDate } from '../../../src/domain/wireDates.mjs';
import { MSG } from '../common-texts.mjs';
import { RECORD_TEXT } from '../../../src/domain/memberRules.mjs';

const firstPresent = (body, names) => names.map((name) => body[name]).find((value) => value !== undefined && value !== null);

/**
 * @param {object} body
 * @param {string} today YYYY-MM-DD
 */
export function formReader(body, today) {
  let problem = null;
  const fail = (text) => {
    problem ??= text;
    return '';
  };
  const raw = (names) => firstPresent(body, [].concat(names));
  return {
    body,
    get problem() {
      return problem;
    },
    fail,
    /** Trimmed text; '' when absent. A value that is not text is a problem (a number is taken as its digits). */
    text(names, { label, max, required }) {
      const value = raw(names);
      if (value === undefined) return required ? fail(required) : '';
      if (typeof value !== 'string' && typeof value !== 'number') return fail(MSG.mustBeText(label));
      const text = String(value).trim();
      if (!text && required) return fail(required);
      if (text.length > max) return fail(MSG.tooLong(label, max));
      return text;
    },
    /** A YYYY-MM-DD date not after today, or null when absent and optional. */
    date(names, { label, required }) {
      const value = raw(names);
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return required ? fail(required) : null;
      if (!isWireDate(text)) return fail(`${label} must be a date (YYYY-MM-DD)`);
      if (!isPastOrTodayWireDate(text, today)) return fail(RECORD_TEXT.dateAfterToday);
      return text;
    },
    /** 'on', 'true', true, '1' -> true. */
    flag(names) {
      const value = raw(names);
      return value === true || ['on', 'true', '1'].includes(String(value ?? '').trim().toLowerCase());
    },
  };
}
