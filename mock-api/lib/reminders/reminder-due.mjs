// Which reminder step a member is due today, and which comes next. Pure: the valid-till date, the schedule's
// offsets (earliest first), today and the last day of the grace period (all YYYY-MM-DD Sri Lanka days).
//
// A step is due from its own day until the next step's day comes: a step missed for longer (the API was off,
// the schedule changed) is skipped, never sent late in a burst beside the next one. The last step stays due while
// the member is not yet Lapsed (up to the grace period's end), or on its own day when it falls later.
import { addDays } from '../../../src/domain/memberStanding.mjs';

/** { step, dueOn } of the step due today, or null. */
export function dueStepOf({ validTill, steps, today, graceUntil }) {
  for (let at = steps.length - 1; at >= 0; at -= 1) {
    const dueOn = addDays(validTill, steps[at]);
    if (dueOn > today) continue;
    const next = steps[at + 1];
    const lastDay = next === undefined ? (graceUntil && graceUntil > dueOn ? graceUntil : dueOn) : addDays(addDays(validTill, next), -1);
    return today <= lastDay ? { step: steps[at], dueOn } : null;
  }
  return null;
}

/**
 * { step, dueOn } of the first step whose day is after today and that `sent(step)` does not name (a run dated ahead
 * by `npm run reminders -- --date` may have sent it), or null when none is left for this valid-till date.
 */
export function nextStepOf({ validTill, steps, today, sent = () => false }) {
  for (const step of steps) {
    const dueOn = addDays(validTill, step);
    if (dueOn > today && !sent(step)) return { step, dueOn };
  }
  return null;
}
