// Renewal reminders: staff holding the Renewal Reminders screen read and set the schedule and see what was sent
// and what is next; the administrator runs the schedule at once (demos, tests). The timer runs it by itself.
import { secureRoutes } from '../lib/http/routes.mjs';
import { ADMIN_ONLY, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, badAnswer } from '../lib/http/reply.mjs';
import { isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { REMINDER_TEXT, stepDaysOf, stepsProblem } from '../../src/domain/renewalReminderRules.mjs';
import { saveSchedule, scheduleOf } from '../lib/reminders/reminder-store.mjs';
import { runReminders } from '../lib/reminders/reminder-run.mjs';
import { scheduledRowsOf, sentRowsOf } from '../lib/reminders/reminder-lists.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, envelope, json, page } from '../lib/contract/schemas.mjs';
import { REMINDER_REFUSED, REMINDER_RUN, REMINDER_SCHEDULE, REMINDER_SCHEDULE_FORM, REMINDER_SCHEDULED, REMINDER_SENT } from '../lib/contract/shapes/reminders.mjs';

const WHY = addition('Members are reminded to renew before and after their membership runs out, on a schedule staff set (the spec has no reminders).');
const SENT_LIST = { filterColumns: ['memberNo', 'memberName', 'stepLabel'], defaultSort: { column: 'sentAt', direction: 'desc' } };
const SCHEDULED_LIST = { filterColumns: ['memberNo', 'memberName', 'stepLabel'], defaultSort: { column: 'dueOn', direction: 'asc' } };

/** The offsets of a schedule form, or { problem }. */
function stepsOf(body) {
  const steps = body.steps;
  if (!Array.isArray(steps) || !steps.every(isPlainObject)) return { problem: REMINDER_TEXT.stepsRequired };
  const days = steps.map((step) => stepDaysOf(step.days));
  const problem = stepsProblem(days);
  return problem ? { problem } : { days };
}

export function renewalReminderRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const HOLDERS = screens(SCREEN.RENEWAL_REMINDERS);
  const scheduleLog = logs({ entity: 'Renewal reminders', action: 'update', detail: (req, body) => `Reminder schedule set to ${body.data.steps.map((step) => step.days).join(', ')} days` });
  const runLog = logs({ entity: 'Renewal reminders', action: 'run', detail: (req, body) => `Reminder run: ${body.sent} sent` });

  routes.get('/renewal-reminders/schedule', HOLDERS, contract({
    summary: 'The reminder schedule: its steps in days from the valid-till date',
    source: WHY,
    responses: { 200: json('The schedule (the default one until staff save theirs).', envelope([STATUS_CODE.OK], { data: REMINDER_SCHEDULE }, { required: ['data'] })) },
  }), (req, res) => res.json({ statusCode: STATUS_CODE.OK, status: 'success', data: scheduleOf(db) }));

  routes.put('/renewal-reminders/schedule', HOLDERS, contract({
    summary: 'Sets the reminder schedule',
    source: WHY,
    body: REMINDER_SCHEDULE_FORM,
    responses: { 200: json(`'00' '${REMINDER_TEXT.saved}'.`, envelope([STATUS_CODE.OK], { data: REMINDER_SCHEDULE }, { message: true, required: ['data'] })), 400: REMINDER_REFUSED },
  }), scheduleLog, (req, res) => {
    if (!isPlainObject(req.body)) return badAnswer(res, MSG.malformedJson);
    const { days, problem } = stepsOf(req.body);
    if (problem) return badAnswer(res, problem, { problems: { steps: problem } });
    const data = saveSchedule(db, days, { at: new Date(ctx.now()).toISOString(), by: req.auth.user.username });
    return answer(res, STATUS_CODE.OK, REMINDER_TEXT.saved, { data });
  });

  routes.get('/renewal-reminders/sent', HOLDERS, contract({
    summary: 'The renewal reminders sent, newest first',
    source: WHY,
    query: PAGED_QUERY,
    responses: { 200: json('One page of reminders sent.', page(REMINDER_SENT)) },
  }), (req, res) => res.json(pagedList(sentRowsOf(db), req.query, SENT_LIST)));

  routes.get('/renewal-reminders/scheduled', HOLDERS, contract({
    summary: "Each member's next renewal reminder, soonest first",
    source: WHY,
    query: PAGED_QUERY,
    responses: { 200: json('One page of members with their next step and its day.', page(REMINDER_SCHEDULED)) },
  }), (req, res) => res.json(pagedList(scheduledRowsOf(ctx), req.query, SCHEDULED_LIST)));

  routes.post('/renewal-reminders/run', ADMIN_ONLY, contract({
    summary: 'Sends the reminders due today now (the timer does the same every REMINDER_INTERVAL_MS)',
    source: WHY,
    responses: { 200: json("'00' with how many were sent.", REMINDER_RUN) },
  }), runLog, (req, res) => {
    const { sent } = runReminders(ctx);
    return answer(res, STATUS_CODE.OK, REMINDER_TEXT.runDone.replace('%{count}', String(sent)), { sent });
  });

  return routes.router;
}
