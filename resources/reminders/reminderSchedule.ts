import { date, defineResource, lines, number, paged, text, type RecordOf } from '../../src/framework/declare';
import { REMINDER_LIMITS, stepDaysOf, stepsProblem } from '../../src/domain/renewalReminderRules.mjs';
import { msg } from '../../src/i18n/keys';

const DAY_PROBLEM = msg('reminders.dayInvalid');

/** The schedule's rules over all its steps (how many, none alike), in the API's words (the catalogue's reminders.*). */
const scheduleProblem = (value: unknown): string | null => {
  const steps: unknown[] = Array.isArray(value) ? value : [];
  return stepsProblem(steps.map((step) => stepDaysOf((step as { days?: unknown } | null)?.days)));
};

/**
 * The renewal reminders' schedule (the Renewal Reminders screen's first part): steps in days from the valid-till
 * date, negative before it. One record; staff holding the screen edit it, the API refuses what this refuses.
 */
export const reminderSchedule = defineResource({
  name: 'reminderSchedule',
  title: msg('routes.renewalReminders'),
  menu: false,
  idField: 'id',
  noun: msg('reminders.scheduleNoun'),
  singleton: { id: 1, updateLabel: msg('reminders.editSchedule') },
  dialog: { title: msg('reminders.scheduleTitle') },
  fields: {
    id: number({ readOnly: true, hideOnShow: true }),
    steps: lines({
      label: msg('reminders.steps'),
      noun: msg('reminders.step'),
      min: { value: 1, message: msg('reminders.stepsRequired') },
      check: scheduleProblem,
      fields: {
        days: number({
          label: msg('reminders.days'),
          required: msg('reminders.daysRequired'),
          integer: DAY_PROBLEM,
          min: { value: REMINDER_LIMITS.dayMin, message: DAY_PROBLEM },
          max: { value: REMINDER_LIMITS.dayMax, message: DAY_PROBLEM },
        }),
      },
    }),
    updatedAt: date({ label: msg('reminders.updatedAt'), readOnly: true, withTime: true }),
    updatedBy: text({ label: msg('reminders.updatedBy'), readOnly: true }),
  },
  api: paged({ getOne: 'GET renewal-reminders/schedule', update: 'PUT renewal-reminders/schedule' }),
  notify: { updated: msg('reminders.saved') },
});

export type ReminderSchedule = RecordOf<typeof reminderSchedule>;
