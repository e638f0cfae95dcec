// The words of a renewal reminder: whom it greets, what is due (the renewal page's own quote), until when the
// membership runs, and where to pay. Dates are Sri Lanka days as DD/MM/YYYY.
import { formatMoney } from '../../../src/domain/money.mjs';
import { formatSriLankaDate } from '../../../src/domain/sriLankaTime.mjs';
import { REMINDER_TEXT } from '../../../src/domain/renewalReminderRules.mjs';
import { getGlobalDetails } from '../master-data/global-details.mjs';
import { SCREEN } from '../registry/screens.mjs';
import { memberNameOf } from '../members/members.mjs';
import { NOTIFICATION_KIND } from '../../../src/domain/notificationRules.mjs';


/** The renewal page's address: Global Details' front URL (the portal's public address) and the page's path. */
export const renewalLinkOf = (db) => `${String(getGlobalDetails(db)?.frontURL ?? '').replace(/\/+$/, '')}${SCREEN.MEMBER_RENEWAL}`;

/** { to, subject, body } of a reminder; quote: { amount, renewalYears } (lib/payments/payment-quotes.mjs quoteOf). */
export function reminderMailOf(db, { member, validTill, today, quote }) {
  const years = quote.renewalYears.join(', ');
  const runsOut = validTill < today ? `ran out on ${formatSriLankaDate(validTill)}` : `is valid until ${formatSriLankaDate(validTill)}`;
  const body = [
    `Dear ${memberNameOf(member)},`,
    '',
    `Your membership ${member.memberNo} ${runsOut}.`,
    `Due now: ${formatMoney(quote.amount)} (subscription ${years}).`,
    '',
    `Renew online: ${renewalLinkOf(db)}`,
    '',
    'If you have paid already, please ignore this reminder.',
  ].join('\n');
  return { to: member.email, subject: REMINDER_TEXT.subject, body, userId: member.userid, kind: NOTIFICATION_KIND.REMINDER, link: SCREEN.MEMBER_RENEWAL };
}
