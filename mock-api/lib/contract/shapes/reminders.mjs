// The contracts of the renewal reminders: the schedule, the reminders sent and scheduled, and a run.
import { REMINDER_LIMITS } from '../../../../src/domain/renewalReminderRules.mjs';
import { STATUS_CODE } from '../../constants.mjs';
import { PROBLEMS, array, byRoute, envelope, integer, json, named, nullable, number, object, text } from '../schemas.mjs';

const STEP = named('ReminderStep', object({ days: integer({ min: REMINDER_LIMITS.dayMin, max: REMINDER_LIMITS.dayMax, description: 'Days from the valid-till date: negative before it, positive after it.' }) }, { required: ['days'] }));

export const REMINDER_SCHEDULE = named('ReminderSchedule', object(
  { id: integer({ min: 1 }), steps: array(STEP, { max: REMINDER_LIMITS.stepsMax, description: 'Earliest first.' }), updatedAt: nullable(text()), updatedBy: nullable(text()) },
  { required: ['id', 'steps', 'updatedAt', 'updatedBy'] },
));

const RULES = "400 '05' with the schedule's text (src/domain/renewalReminderRules.mjs REMINDER_TEXT) as status and problems.steps";
export const REMINDER_SCHEDULE_FORM = named('ReminderScheduleForm', byRoute(object(
  { steps: byRoute(array(object({ days: integer() }), { max: REMINDER_LIMITS.stepsMax }), RULES) },
  { required: ['steps'] },
), "400 '05' 'Malformed JSON body' (with message)", ['type']));

export const REMINDER_REFUSED = json(RULES, named('ReminderScheduleRefused', envelope([STATUS_CODE.MISSING_FIELDS], { problems: PROBLEMS }, { message: true })));

export const REMINDER_SENT = named('ReminderSent', object({
  reminderId: integer({ min: 1 }),
  memberID: integer({ min: 1 }),
  memberNo: text(),
  memberName: text(),
  step: integer(),
  stepLabel: text({ description: "'30 days before', '7 days after'" }),
  validTill: text({ format: 'date', description: 'The valid-till date the step counted from.' }),
  dueOn: text({ format: 'date' }),
  amount: number({ description: 'LKR, as the renewal page charged it that day.' }),
  sentAt: text({ description: 'ISO instant.' }),
  outboxId: integer({ min: 1, description: 'The mail in the outbox.' }),
}, { required: ['reminderId', 'memberID', 'memberNo', 'step', 'validTill', 'sentAt', 'outboxId'] }));

export const REMINDER_SCHEDULED = named('ReminderScheduled', object({
  memberID: integer({ min: 1 }),
  memberNo: text(),
  memberName: text(),
  step: integer(),
  stepLabel: text(),
  dueOn: text({ format: 'date', description: 'The Sri Lanka day the step falls due (today or earlier: at the next run).' }),
  validTill: text({ format: 'date' }),
}, { required: ['memberID', 'memberNo', 'step', 'dueOn', 'validTill'] }));

export const REMINDER_RUN = named('ReminderRun', envelope([STATUS_CODE.OK], { sent: integer({ min: 0 }) }, { message: true, required: ['sent'] }));
