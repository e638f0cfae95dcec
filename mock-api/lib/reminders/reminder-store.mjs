// Where renewal reminders live: the schedule (one settings row staff edit) and every reminder sent (one row per
// member, valid-till date and step, so a step is never sent twice for the same membership period).
import { DEFAULT_REMINDER_STEPS } from '../../../src/domain/renewalReminderRules.mjs';
import { insertRow, saveRows } from '../storage/changes.mjs';

export const REMINDERS = Object.freeze({ SCHEDULE: 'reminderSchedule', SENT: 'remindersSent' });

const SCHEDULE_ID = 1;

/** The schedule row, or the default one (not stored) before staff first save theirs. */
export function scheduleOf(db) {
  const row = db.get(REMINDERS.SCHEDULE).find({ id: SCHEDULE_ID }).value();
  return row ?? { id: SCHEDULE_ID, steps: DEFAULT_REMINDER_STEPS.map((days) => ({ days })), updatedAt: null, updatedBy: null };
}

/** The schedule's offsets in days, earliest first. */
export const stepDaysIn = (db) => scheduleOf(db).steps.map((step) => step.days).sort((a, b) => a - b);

/** Stores the schedule's steps (earliest first) with who changed it and when; answers the row. */
export function saveSchedule(db, days, { at, by }) {
  const steps = [...days].sort((a, b) => a - b).map((step) => ({ days: step }));
  const stored = db.get(REMINDERS.SCHEDULE).find({ id: SCHEDULE_ID }).value();
  if (stored) {
    Object.assign(stored, { steps, updatedAt: at, updatedBy: by });
    saveRows(db, REMINDERS.SCHEDULE, stored);
    return stored;
  }
  return insertRow(db, REMINDERS.SCHEDULE, { id: SCHEDULE_ID, steps, updatedAt: at, updatedBy: by });
}

const sentKey = (memberID, validTill, step) => `${memberID}\u0000${validTill}\u0000${step}`;

/** The keys of every reminder sent (member, valid-till date, step). */
export const sentKeysOf = (db) => new Set(db.get(REMINDERS.SENT).value().map((row) => sentKey(row.memberID, row.validTill, row.step)));

export const wasSent = (keys, memberID, validTill, step) => keys.has(sentKey(memberID, validTill, step));

/** Records a reminder sent; `keys` (sentKeysOf) learns it too. */
export function recordSent(db, keys, row) {
  keys.add(sentKey(row.memberID, row.validTill, row.step));
  return insertRow(db, REMINDERS.SENT, row);
}
