// One run of the renewal reminders: every Active member whose step is due today (lib/reminders/reminder-due.mjs)
// and not yet sent for this valid-till date gets one mail in the outbox, recorded so it is never sent again.
// Who has paid (valid-till moved on, nothing due), is cancelled or pending, or has a payment awaiting approval
// gets none. The timer, the staff's "Run now" and `npm run reminders` all call runReminders.
import { MEMBER_STATUS } from '../../../src/domain/memberRules.mjs';
import { PAYMENT_TYPE } from '../../../src/domain/paymentRules.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { standingOf, todayOf } from '../payments/dues.mjs';
import { quoteOf } from '../payments/payment-quotes.mjs';
import { dueStepOf } from './reminder-due.mjs';
import { reminderMailOf } from './reminder-mail.mjs';
import { recordSent, sentKeysOf, stepDaysIn, wasSent } from './reminder-store.mjs';

/** The members a run looks at: Active (stored status) with a valid-till date; with it their standing today. */
export function remindableMembers(ctx) {
  return ctx.db.get('members').value()
    .filter((member) => member.status === MEMBER_STATUS.ACTIVE && !member.newMembershipDue)
    .map((member) => ({ member, standing: standingOf(ctx, member) }))
    .filter(({ standing }) => standing.validTill);
}

/** Sends the reminders due today; answers { sent } (how many). */
export function runReminders(ctx) {
  const { db } = ctx;
  const today = todayOf(ctx);
  const steps = stepDaysIn(db);
  const keys = sentKeysOf(db);
  let sent = 0;
  for (const { member, standing } of remindableMembers(ctx)) {
    const due = dueStepOf({ validTill: standing.validTill, steps, today, graceUntil: standing.graceUntil });
    if (!due || wasSent(keys, member.memberID, standing.validTill, due.step)) continue;
    const quote = quoteOf(ctx, member, PAYMENT_TYPE.RENEWAL);
    if (quote.problem || !member.email) continue;
    const mail = sendMail(ctx, reminderMailOf(db, { member, validTill: standing.validTill, today, quote }));
    recordSent(db, keys, {
      memberID: member.memberID,
      memberNo: member.memberNo,
      step: due.step,
      validTill: standing.validTill,
      dueOn: due.dueOn,
      amount: quote.amount,
      sentAt: mail.sentAt,
      outboxId: mail.id,
    });
    sent += 1;
  }
  return { sent };
}
