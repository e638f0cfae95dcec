// Renewal reminders: the schedule's rules and texts, shared by the mock API (which refuses a bad schedule) and
// the staff screen (which says the same before sending). A step is an offset in days from the valid-till date:
// negative before it, positive after it. Plain ESM like the other domain rules.

/** The schedule an institute starts with: a month and a week before the membership runs out, a week after. */
export const DEFAULT_REMINDER_STEPS = Object.freeze([-30, -7, 7]);

export const REMINDER_LIMITS = Object.freeze({ dayMin: -365, dayMax: 365, stepsMax: 6 });

export const REMINDER_TEXT = Object.freeze({
  saved: 'The reminder schedule has been saved',
  stepsRequired: 'Add at least one reminder step',
  stepsTooMany: `At most ${REMINDER_LIMITS.stepsMax} reminder steps`,
  dayInvalid: `Each step is a whole number of days from ${REMINDER_LIMITS.dayMin} to ${REMINDER_LIMITS.dayMax}`,
  duplicate: 'Two steps fall on the same day',
  runDone: 'Reminders sent: %{count}',
  subject: 'Your membership renewal',
});

const isWholeDay = (value) => Number.isInteger(value) && value >= REMINDER_LIMITS.dayMin && value <= REMINDER_LIMITS.dayMax;

/** A step's offset as a number: a whole number, or its digits as text (a form's value); NaN otherwise. */
export const stepDaysOf = (value) => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*[+-]?\d{1,4}\s*$/.test(value)) return Number(value);
  return Number.NaN;
};

/** The first problem of a list of offsets (numbers), or null: at least one, at most stepsMax, each a whole day in range, no two alike. */
export function stepsProblem(days) {
  if (!Array.isArray(days) || days.length === 0) return REMINDER_TEXT.stepsRequired;
  if (days.length > REMINDER_LIMITS.stepsMax) return REMINDER_TEXT.stepsTooMany;
  if (!days.every(isWholeDay)) return REMINDER_TEXT.dayInvalid;
  if (new Set(days).size !== days.length) return REMINDER_TEXT.duplicate;
  return null;
}

/** How a step reads: "30 days before", "1 day after", "On the valid-till day". */
export function stepLabel(days) {
  if (days === 0) return 'On the valid-till day';
  const count = Math.abs(days);
  return `${count} ${count === 1 ? 'day' : 'days'} ${days < 0 ? 'before' : 'after'}`;
}
