// What staff see of the reminders: each reminder sent (newest first) and each member's next one.
import { stepLabel } from '../../../src/domain/renewalReminderRules.mjs';
import { memberById, memberNameOf } from '../members/members.mjs';
import { todayOf } from '../payments/dues.mjs';
import { derived } from '../storage/indexes.mjs';
import { PAYMENTS } from '../payments/payment-rows.mjs';
import { FEES } from '../payments/fees.mjs';
import { dueStepOf, nextStepOf } from './reminder-due.mjs';
import { remindableMembers } from './reminder-run.mjs';
import { REMINDERS, sentKeysOf, stepDaysIn, wasSent } from './reminder-store.mjs';


/** The sent reminders as the list shows them. */
export const sentRowsOf = (db) =>
  derived(db, 'reminders:sent', [REMINDERS.SENT, 'members'], () =>
    db.get(REMINDERS.SENT).value().map(({ id, ...row }) => ({ reminderId: id, ...row, memberName: memberNameOf(memberById(db, row.memberID)), stepLabel: stepLabel(row.step) })));

/**
 * Each remindable member's next reminder today: the step due now and not yet sent (it goes at the next run), else
 * the first step still ahead for the present valid-till date; members with neither are not listed.
 */
export function scheduledRowsOf(ctx) {
  const { db } = ctx;
  const today = todayOf(ctx);
  return derived(db, `reminders:scheduled:${today}`, ['members', REMINDERS.SCHEDULE, REMINDERS.SENT, FEES, PAYMENTS], () => {
    const steps = stepDaysIn(db);
    const keys = sentKeysOf(db);
    const rows = [];
    for (const { member, standing } of remindableMembers(ctx)) {
      const { validTill, graceUntil } = standing;
      const sent = (step) => wasSent(keys, member.memberID, validTill, step);
      const due = dueStepOf({ validTill, steps, today, graceUntil });
      const next = due && !sent(due.step) ? due : nextStepOf({ validTill, steps, today, sent });
      if (!next) continue;
      rows.push({ memberID: member.memberID, memberNo: member.memberNo, memberName: memberNameOf(member), step: next.step, stepLabel: stepLabel(next.step), dueOn: next.dueOn, validTill });
    }
    return rows;
  });
}
