// The one NIC rule (spec §5 format, §8 member-update codes '04'..'09'), plain ESM so the applicant form and
// the mock API refuse the same numbers with the same code and words.
import { UPDATE_CODE_TEXT } from './applicationRules.mjs';
import { isWireDate } from './wireDates.mjs';

/** The texts of the NIC codes, taken from the member update codes so there is one wording. */
export const NIC_TEXT = Object.freeze(
  Object.fromEntries(['04', '05', '06', '07', '08', '09'].map((code) => [code, UPDATE_CODE_TEXT[code]])),
);

const OLD_LENGTH = 10;
const NEW_LENGTH = 12;
const DIGITS = /^\d+$/;
const OLD_LAST_LETTERS = new Set(['V', 'v', 'X', 'x']);
const FEMALE_OFFSET = 500;
const DAYS_IN_NIC_YEAR = 366;
/** The NIC counts days as if February always had 29 days (1 March is day 61 in every year). */
const NIC_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const FEBRUARY_29 = 60;

const isLeapYear = (year) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const pad = (value, width) => String(value).padStart(width, '0');

/** YYYY-MM-DD of an NIC day number, or null when that day does not exist in that year (29 Feb of a common year). */
function dateOfNicDay(year, dayOfYear) {
  if (dayOfYear === FEBRUARY_29 && !isLeapYear(year)) return null;
  let rest = dayOfYear;
  let month = 0;
  while (rest > NIC_MONTH_DAYS[month]) {
    rest -= NIC_MONTH_DAYS[month];
    month += 1;
  }
  return `${pad(year, 4)}-${pad(month + 1, 2)}-${pad(rest, 2)}`;
}

/** Year, day field and the digits part of a well-formed NIC (old 9 digits + V/X, or new 12 digits), else null. */
function nicParts(nic) {
  if (typeof nic !== 'string') return null;
  const text = nic.trim();
  if (text.length === OLD_LENGTH) {
    const digits = text.slice(0, 9);
    if (!OLD_LAST_LETTERS.has(text[9]) || !DIGITS.test(digits)) return null;
    return { year: 1900 + Number(digits.slice(0, 2)), dayField: Number(digits.slice(2, 5)) };
  }
  if (text.length === NEW_LENGTH && DIGITS.test(text)) {
    return { year: Number(text.slice(0, 4)), dayField: Number(text.slice(4, 7)) };
  }
  return null;
}

/** {year, dayOfYear, female} when the day field is a day of the NIC year (1..366, women +500), else null. */
function decodeDayField(dayField) {
  const female = dayField > FEMALE_OFFSET;
  const dayOfYear = female ? dayField - FEMALE_OFFSET : dayField;
  if (dayOfYear < 1 || dayOfYear > DAYS_IN_NIC_YEAR) return null;
  return { dayOfYear, female };
}

/**
 * {year, dayOfYear (1..366), female, birthDate 'YYYY-MM-DD' or null when the day does not exist that year},
 * or null when the NIC is not well formed or its day field is no day (0, 367..500, 867+).
 */
export function nicBirthOf(nic) {
  const parts = nicParts(nic);
  if (!parts) return null;
  const day = decodeDayField(parts.dayField);
  if (!day) return null;
  return { year: parts.year, dayOfYear: day.dayOfYear, female: day.female, birthDate: dateOfNicDay(parts.year, day.dayOfYear) };
}

const problem = (code) => ({ code, text: NIC_TEXT[code] });

/**
 * null when the NIC is well formed and encodes this birth date; else {code, text} with the first code that
 * applies, in the order '04' length, '05' last letter, '06' digits, '07' date of birth, '09' day field, '08' match.
 */
export function nicProblem(nic, dob, today) {
  const text = typeof nic === 'string' ? nic.trim() : '';
  if (text.length !== OLD_LENGTH && text.length !== NEW_LENGTH) return problem('04');
  if (text.length === OLD_LENGTH && !OLD_LAST_LETTERS.has(text[9])) return problem('05');
  if (!DIGITS.test(text.length === OLD_LENGTH ? text.slice(0, 9) : text)) return problem('06');
  if (!isWireDate(dob) || (typeof today === 'string' && dob > today)) return problem('07');
  const birth = nicBirthOf(text);
  if (!birth || birth.birthDate === null) return problem('09');
  if (birth.birthDate !== dob) return problem('08');
  return null;
}
