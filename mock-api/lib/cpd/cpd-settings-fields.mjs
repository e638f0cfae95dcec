// Validation of a CPD settings row as staff enter it (routes/cpd-settings.mjs): the SETTINGS_TEXT rules of
// src/domain/cpdRules.mjs, so the form and the server refuse the same values with the same words.
import { CPD_CATEGORIES, SETTINGS_LIMITS, SETTINGS_TEXT } from '../../../src/domain/cpdRules.mjs';
import { wholeNumberOf } from '../../../src/domain/paymentRules.mjs';

const within = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;
const MINIMUM_FIELDS = CPD_CATEGORIES.map((category) => category.minField);

/**
 * { fields: { effectiveYear, yearStartMonth, yearStartDay, hoursPerYear, minFormal, minInformal, minContribution,
 * minWorkBased } } or { problems: { field: text } } (numbers or digit text; a minimum may be left out: 0).
 */
export function settingsFieldsOf(body) {
  const number = (field) => wholeNumberOf(body[field]);
  const minimum = (field) => (body[field] === undefined || body[field] === null || body[field] === '' ? 0 : number(field));
  const fields = {
    effectiveYear: number('effectiveYear'),
    yearStartMonth: number('yearStartMonth'),
    yearStartDay: number('yearStartDay'),
    hoursPerYear: number('hoursPerYear'),
    ...Object.fromEntries(MINIMUM_FIELDS.map((field) => [field, minimum(field)])),
  };
  const problems = {};
  if (!within(fields.effectiveYear, SETTINGS_LIMITS.yearFirst, SETTINGS_LIMITS.yearLast)) problems.effectiveYear = SETTINGS_TEXT.effectiveYear;
  if (!within(fields.yearStartMonth, 1, 12)) problems.yearStartMonth = SETTINGS_TEXT.yearStartMonth;
  // 1..28: every month has the day, so a CPD year always starts on a real date.
  if (!within(fields.yearStartDay, 1, 28)) problems.yearStartDay = SETTINGS_TEXT.yearStartDay;
  const hoursValid = within(fields.hoursPerYear, 1, SETTINGS_LIMITS.hoursPerYearMax);
  if (!hoursValid) problems.hoursPerYear = SETTINGS_TEXT.hoursPerYear;
  const ceiling = hoursValid ? fields.hoursPerYear : SETTINGS_LIMITS.hoursPerYearMax;
  for (const field of MINIMUM_FIELDS) if (!within(fields[field], 0, ceiling)) problems[field] = SETTINGS_TEXT.minimum;
  const minimumsValid = MINIMUM_FIELDS.every((field) => !problems[field]);
  if (hoursValid && minimumsValid && MINIMUM_FIELDS.reduce((sum, field) => sum + fields[field], 0) > fields.hoursPerYear) problems.minimumsTotal = SETTINGS_TEXT.minimumsTotal;
  return Object.keys(problems).length > 0 ? { problems } : { fields };
}
