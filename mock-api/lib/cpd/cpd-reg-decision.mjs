// Deciding a pending CPD registration (spec §4 "CPD membership", §8 CPD approve / reject) and the decision
// mails the approval screen asks for afterwards (spec §7: send-cpd-member-…-email; the decision itself sends none).
import { CPD_CATEGORIES, CPD_MEMBERSHIP, cpdYearBounds } from '../../../src/domain/cpdRules.mjs';
import { readableDate, wireDateOf } from '../../../src/domain/wireDates.mjs';
import { memberOfUser } from '../members/members.mjs';
import { findUserById } from '../users/users.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { CPD, settingsForYear } from './cpd-store.mjs';
import { cpdYearOfDay } from './cpd-registrations.mjs';
import { saveRows } from '../storage/changes.mjs';
import { NOTIFICATION_KIND } from '../../../src/domain/notificationRules.mjs';
import { LINK } from '../notifications/notification-links.mjs';

export const DECISIONS = Object.freeze({
  approve: { status: CPD_MEMBERSHIP.APPROVED },
  reject: { status: CPD_MEMBERSHIP.REJECTED },
});

/**
 * Approves or rejects the stored row when it is still Pending: Status, comment, DecidedAt/By. Answers the row,
 * or false when it is not pending (deciding twice changes nothing).
 */
export function decideRegistration(ctx, row, { action, comment, actor }) {
  if (!row || row.Status !== CPD_MEMBERSHIP.PENDING) return false;
  saveRows(ctx.db, CPD.REGISTRATIONS, Object.assign(row, { Status: DECISIONS[action].status, comment, DecidedAt: new Date(ctx.now()).toISOString(), DecidedBy: actor }));
  return row;
}

/** The member's address: the member row's e-mail, else the account's. */
function recipientOf(db, row) {
  const member = memberOfUser(db, row.UserID);
  const user = findUserById(db, row.UserID);
  return { to: member?.email || user?.email || '', name: [row.Title, row.FirstName].filter(Boolean).join(' ') || 'member' };
}

/** "20 hours, at least 10 of them Formal learning and 2 Professional contribution" of the settings in force. */
function requirementOf(settings) {
  const minimums = CPD_CATEGORIES.filter((category) => Number(settings[category.minField]) > 0).map((category) => `${settings[category.minField]} of ${category.name}`);
  return `${settings.hoursPerYear} hours${minimums.length ? `, at least ${minimums.join(' and ')}` : ''}`;
}

/** The mail of a decided registration: the comment and, for an approval, what the current CPD year requires. */
export function registrationMailOf(db, row, today) {
  const lines = [`Dear ${recipientOf(db, row).name},`, ''];
  const registration = `Your CPD registration (member ${row.MemberNo}, start date ${readableDate(row.CPDStartDate)}, ${row.PrimarySkills}, ${row.EntryLevel})`;
  if (row.Status === CPD_MEMBERSHIP.APPROVED) {
    const { year } = cpdYearOfDay(db, today > row.CPDStartDate ? today : row.CPDStartDate);
    const settings = settingsForYear(db, year);
    const { from, to } = cpdYearBounds(year, settings);
    lines.push(
      `${registration} has been approved.`,
      '',
      `Comment: ${row.comment || '-'}`,
      '',
      `In the CPD year ${readableDate(from)} to ${readableDate(to)} the institute requires ${requirementOf(settings)}.`,
      'Record your development goals and CPD activities on the CPD pages of the portal.',
    );
    return { subject: 'CPD registration approved', body: lines.join('\n') };
  }
  lines.push(`${registration} has been rejected.`, '', `Comment: ${row.comment || '-'}`, '', 'You may register again from the CPD Member Registration page.');
  return { subject: 'CPD registration rejected', body: lines.join('\n') };
}

/** Mails the member the decision of a decided registration; false when there is no address. */
export function sendRegistrationMail(ctx, row) {
  const { to } = recipientOf(ctx.db, row);
  if (!to) return false;
  sendMail(ctx, { to, ...registrationMailOf(ctx.db, row, wireDateOf(ctx.now())), userId: row.UserID, kind: NOTIFICATION_KIND.CPD, link: LINK.CPD_REGISTRATION });
  return true;
}
