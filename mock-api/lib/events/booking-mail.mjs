// The mails of a member's booking: confirmed (a free event at once, a paid one when its payment is approved),
// cancelled by the member, and a held seat released (its payment not made in time, cancelled or rejected).
// Each names the member's events screen as its `link`, so the portal's notifications can open it.
import { formatMoney } from '../../../src/domain/money.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { memberById } from '../members/members.mjs';
import { findUserById } from '../users/users.mjs';
import { SCREEN } from '../registry/screens.mjs';
import { NOTIFICATION_KIND } from '../../../src/domain/notificationRules.mjs';

/** The member's events screen: where each booking mail leads. */
export const MEMBER_EVENTS_PATH = SCREEN.MEMBER_EVENTS;

export const BOOKING_MAIL = Object.freeze({ CONFIRMED: 'confirmed', CANCELLED: 'cancelled', RELEASED: 'released', PAID_NO_SEAT: 'paidNoSeat' });

const when = (event) => `${event.startAt.replace('T', ' ')} to ${event.endAt.replace('T', ' ')} (Sri Lanka time)`;

const MAILS = {
  [BOOKING_MAIL.CONFIRMED]: (event) => ({
    subject: `Booking confirmed: ${event.title}`,
    lines: [`Your seat at ${event.title} is confirmed.`, '', `When: ${when(event)}`, `Venue: ${event.venue}`, '', 'Your bookings and their calendar files are on the My Events page.'],
  }),
  [BOOKING_MAIL.CANCELLED]: (event, { paid }) => ({
    subject: `Booking cancelled: ${event.title}`,
    lines: [`Your booking for ${event.title} (${when(event)}) has been cancelled.`, ...(paid ? ['', `The fee of ${formatMoney(event.feeLkr)} is not refunded automatically: contact the institute about a refund.`] : [])],
  }),
  [BOOKING_MAIL.RELEASED]: (event) => ({
    subject: `Booking not confirmed: ${event.title}`,
    lines: [`The seat held for you at ${event.title} (${when(event)}) has been released: its fee was not paid in time, or the payment was cancelled or rejected.`, '', 'You may book again on the My Events page while seats are left.'],
  }),
  [BOOKING_MAIL.PAID_NO_SEAT]: (event) => ({
    subject: `Payment received, no seat left: ${event.title}`,
    lines: [`Your payment for ${event.title} arrived after your held seat was released, and the event is now full.`, '', 'Contact the institute about a refund.'],
  }),
};

/** Mails the member about their booking of `event`; false when they have no address. */
export function sendBookingMail(ctx, memberID, kind, event, details = {}) {
  const member = memberById(ctx.db, memberID);
  const to = member?.email || findUserById(ctx.db, member?.userid)?.email || '';
  if (!to) return false;
  const { subject, lines } = MAILS[kind](event, details);
  sendMail(ctx, { to, subject, body: [`Dear ${member.firstName || 'member'},`, '', ...lines].join('\n'), link: MEMBER_EVENTS_PATH, kind: NOTIFICATION_KIND.BOOKING, userId: member.userid });
  return true;
}
