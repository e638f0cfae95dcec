// Members booking their own seats (eventMembers rows with a booking state, src/domain/bookingRules.mjs). A seat is
// checked and taken in one synchronous step (no await between the count and the insert), so two members taking
// the last seat at once cannot both have it. A paid booking is held while its payment is open: the hold ends when
// the payment is approved (confirmed), or when it runs out, its card checkout is cancelled or finance rejects the
// payment (the seat is released and the member told). Holds end on read, like card checkouts: every route that
// counts seats first calls releaseEndedHolds, so no timer is needed. A bank deposit keeps the hold until finance
// decides: the member has paid, the seat must not go to someone else meanwhile.
import { BOOKED_BY, BOOKING_PAYMENT, BOOKING_STATE, BOOKING_TEXT, DEFAULT_BOOKING_HOLD_MINUTES, bookingRefusalOf, cancelDeadlineOf, cutoffHoursOf, cutoffPassedText, isBookable, isCancellable } from '../../../src/domain/bookingRules.mjs';
import { PAYMENT_STATUS, PAYMENT_TEXT, PAYMENT_TYPE } from '../../../src/domain/paymentRules.mjs';
import { EVENT_COLLECTIONS, eventById, registrationsOfEvent, seatsLeftOf } from './events.mjs';
import { memberNameOf, registrationOf } from './event-members.mjs';
import { BOOKING_MAIL, sendBookingMail } from './booking-mail.mjs';
import { standingOf } from '../payments/dues.mjs';
import { paymentById } from '../payments/payment-rows.mjs';
import { ORDER_STATE, orderByOrderId, orderStateOf } from '../payments/gateway.mjs';
import { eventFeeLinesOf } from '../payments/payment-lines.mjs';
import { nextId } from '../storage/ids.mjs';
import { insertRow, removeWhere, saveRows } from '../storage/changes.mjs';
import { groupBy } from '../storage/indexes.mjs';

/** The booking state of a registration: rows staff made (and the seed's) have none and are confirmed. */
export const bookingStateOf = (row) => row.bookingState ?? BOOKING_STATE.CONFIRMED;
export const bookedByOf = (row) => row.bookedBy ?? BOOKED_BY.STAFF;

/** Minutes a paid booking is held (config BOOKING_HOLD_MINUTES). */
export const holdMinutesOf = (ctx) => ctx.config?.bookingHoldMinutes ?? DEFAULT_BOOKING_HOLD_MINUTES;

/** The payments row a booking's payment made: the bank deposit's, or the one the gateway's answer created. */
export function paymentOfBooking(db, row) {
  if (Number.isInteger(row.paymentId)) return paymentById(db, row.paymentId);
  const order = row.orderId ? orderByOrderId(db, row.orderId) : undefined;
  return order?.paymentId ? paymentById(db, order.paymentId) : undefined;
}

const CHECKOUT_GIVEN_UP = new Set([ORDER_STATE.VOIDED, ORDER_STATE.CANCELLED, ORDER_STATE.DECLINED]);

/** Why a held booking no longer holds its seat ('expired' | 'cancelled' | 'rejected'), or null while it does. */
export function holdEndOf(ctx, row) {
  if (bookingStateOf(row) !== BOOKING_STATE.HELD) return null;
  const payment = paymentOfBooking(ctx.db, row);
  if (payment?.status === PAYMENT_STATUS.PENDING || payment?.status === PAYMENT_STATUS.APPROVED) return null;
  if (payment?.status === PAYMENT_STATUS.REJECTED) return 'rejected';
  const order = row.orderId ? orderByOrderId(ctx.db, row.orderId) : undefined;
  if (order && CHECKOUT_GIVEN_UP.has(orderStateOf(ctx, order))) return 'cancelled';
  return ctx.now() >= Date.parse(row.heldUntil) ? 'expired' : null;
}

/** Releases every held seat whose hold has ended, telling each member; answers how many were released. */
export function releaseEndedHolds(ctx) {
  const held = groupBy(ctx.db, EVENT_COLLECTIONS.MEMBERS, 'bookingState').get(BOOKING_STATE.HELD) ?? [];
  const ended = held.filter((row) => holdEndOf(ctx, row) !== null);
  for (const row of ended) {
    removeWhere(ctx.db, EVENT_COLLECTIONS.MEMBERS, { eventMemberId: row.eventMemberId });
    const event = eventById(ctx.db, row.eventId);
    if (event) sendBookingMail(ctx, row.memberID, BOOKING_MAIL.RELEASED, event);
  }
  return ended.length;
}

/** Is there a seat left at the event (counting held seats)? */
const hasSeat = (db, event) => seatsLeftOf(event, registrationsOfEvent(db, event.eventId).length) !== 0;

/** A new registration row of the member at the event. */
function registrationRow(ctx, { event, member, state, bookedBy, heldUntil = null }) {
  const eventMemberId = nextId(ctx.db, EVENT_COLLECTIONS.MEMBERS, 'eventMemberId');
  return {
    id: eventMemberId, eventMemberId, eventId: event.eventId, memberID: member.memberID, userid: member.userid, memberNo: member.memberNo,
    memberName: memberNameOf(member), registeredAt: new Date(ctx.now()).toISOString(), attended: false, attendedAt: null, cpdActivityId: null,
    bookingState: state, bookedBy, heldUntil, paymentId: null, orderId: null,
  };
}

/** Why the member may not book at all today (their standing), or null. */
export const memberBookingRefusal = (ctx, member) => bookingRefusalOf(standingOf(ctx, member).code);

/**
 * The member books a seat at the event: { problem } or { booking } (confirmed for a free event, held for a paid
 * one). Synchronous from the checks to the insert: the seat counted is the seat taken.
 */
export function bookSeat(ctx, { event, member }) {
  const refusal = memberBookingRefusal(ctx, member);
  if (refusal) return { problem: refusal };
  if (!isBookable(event, ctx.now())) return { problem: BOOKING_TEXT.bookingClosed };
  releaseEndedHolds(ctx);
  if (registrationOf(ctx.db, event.eventId, member.memberID)) return { problem: BOOKING_TEXT.alreadyBooked };
  if (!hasSeat(ctx.db, event)) return { problem: BOOKING_TEXT.eventFull };
  const paid = event.feeLkr > 0;
  const heldUntil = paid ? new Date(ctx.now() + holdMinutesOf(ctx) * 60_000).toISOString() : null;
  const booking = registrationRow(ctx, { event, member, state: paid ? BOOKING_STATE.HELD : BOOKING_STATE.CONFIRMED, bookedBy: BOOKED_BY.MEMBER, heldUntil });
  insertRow(ctx.db, EVENT_COLLECTIONS.MEMBERS, booking);
  if (!paid) sendBookingMail(ctx, member.memberID, BOOKING_MAIL.CONFIRMED, event);
  return { booking };
}

/** The member's own registration by id, or undefined. */
export const ownBooking = (db, member, eventMemberId) => {
  const row = Number.isInteger(eventMemberId) ? db.get(EVENT_COLLECTIONS.MEMBERS).find({ eventMemberId }).value() : undefined;
  return row && row.memberID === member.memberID ? row : undefined;
};

/** What the registration's fee amounts to (BOOKING_PAYMENT). */
export function bookingPaymentOf(ctx, row, event) {
  const payment = paymentOfBooking(ctx.db, row);
  if (payment?.status === PAYMENT_STATUS.APPROVED) return BOOKING_PAYMENT.PAID;
  if (payment?.status === PAYMENT_STATUS.PENDING) return BOOKING_PAYMENT.AWAITING_APPROVAL;
  if (bookingStateOf(row) === BOOKING_STATE.HELD) return BOOKING_PAYMENT.HELD;
  return event && event.feeLkr > 0 ? BOOKING_PAYMENT.OFFLINE : BOOKING_PAYMENT.FREE;
}

/**
 * The member cancels their own booking: { problem } or { text }. Refused after the event's cut-off and while a
 * payment waits for finance; a held booking's open checkout is simply left to lapse (the seat is free at once).
 * A paid confirmed booking is cancelled without a refund: the text says to contact the institute.
 */
export function cancelBooking(ctx, row) {
  const event = eventById(ctx.db, row.eventId);
  if (!event) return { problem: BOOKING_TEXT.notFound };
  if (!isCancellable(event, ctx.now())) return { problem: cutoffPassedText(cutoffHoursOf(event)) };
  const payment = paymentOfBooking(ctx.db, row);
  if (payment?.status === PAYMENT_STATUS.PENDING) return { problem: BOOKING_TEXT.paymentWaiting };
  const paid = payment?.status === PAYMENT_STATUS.APPROVED;
  removeWhere(ctx.db, EVENT_COLLECTIONS.MEMBERS, { eventMemberId: row.eventMemberId });
  sendBookingMail(ctx, row.memberID, BOOKING_MAIL.CANCELLED, event, { paid });
  return { text: paid ? BOOKING_TEXT.cancelledPaid : BOOKING_TEXT.cancelled, paid };
}

/**
 * What paying a held booking costs ({ problem } or a quote as lib/payments/payment-quotes.mjs gives, naming the
 * booking): the event's fee, priced by the server.
 */
export function eventFeeQuoteOf(ctx, member, eventMemberId) {
  releaseEndedHolds(ctx);
  const row = ownBooking(ctx.db, member, eventMemberId);
  const event = row ? eventById(ctx.db, row.eventId) : undefined;
  if (!row || !event) return { problem: BOOKING_TEXT.notFound };
  if (bookingStateOf(row) !== BOOKING_STATE.HELD || !(event.feeLkr > 0)) return { problem: BOOKING_TEXT.noFeeDue };
  if (paymentOfBooking(ctx.db, row)?.status === PAYMENT_STATUS.PENDING) return { problem: PAYMENT_TEXT.paymentPending };
  return { paymentType: PAYMENT_TYPE.EVENT_FEE, renewalYears: [], eventId: event.eventId, eventMemberId: row.eventMemberId, ...eventFeeLinesOf(event) };
}

/** Links a held booking to the card order or the bank-deposit payment that pays it. */
export function linkBookingPayment(ctx, eventMemberId, { orderId, paymentId }) {
  const row = ctx.db.get(EVENT_COLLECTIONS.MEMBERS).find({ eventMemberId }).value();
  if (!row) return;
  if (orderId) row.orderId = orderId;
  if (paymentId) row.paymentId = paymentId;
  saveRows(ctx.db, EVENT_COLLECTIONS.MEMBERS, row);
}

/**
 * An approved event fee confirms its booking. Should the hold have ended before the money arrived (a gateway
 * tab left open), the seat is taken again when one is left; otherwise the member is told to ask for a refund.
 */
export function confirmPaidBooking(ctx, payment) {
  const event = eventById(ctx.db, payment.eventId);
  if (!event) return;
  const row = ctx.db.get(EVENT_COLLECTIONS.MEMBERS).find({ eventId: event.eventId, memberID: payment.memberID }).value();
  if (row) {
    if (bookingStateOf(row) === BOOKING_STATE.CONFIRMED && row.paymentId === payment.paymentId) return;
    Object.assign(row, { bookingState: BOOKING_STATE.CONFIRMED, paymentId: payment.paymentId, heldUntil: null });
    saveRows(ctx.db, EVENT_COLLECTIONS.MEMBERS, row);
  } else {
    const member = { memberID: payment.memberID, userid: payment.userId, memberNo: payment.memberNo, firstName: payment.firstName, lastName: payment.lastName };
    if (!hasSeat(ctx.db, event)) {
      sendBookingMail(ctx, payment.memberID, BOOKING_MAIL.PAID_NO_SEAT, event);
      return;
    }
    const booking = registrationRow(ctx, { event, member, state: BOOKING_STATE.CONFIRMED, bookedBy: BOOKED_BY.MEMBER });
    booking.paymentId = payment.paymentId;
    insertRow(ctx.db, EVENT_COLLECTIONS.MEMBERS, booking);
  }
  sendBookingMail(ctx, payment.memberID, BOOKING_MAIL.CONFIRMED, event);
}

/** A rejected event fee releases its held booking at once (and tells the member). */
export const releaseRejectedBooking = (ctx) => releaseEndedHolds(ctx);

/** The member's booking as their events screen shows it. */
export function bookingView(ctx, row, event) {
  return {
    eventMemberId: row.eventMemberId,
    eventId: row.eventId,
    state: bookingStateOf(row),
    bookedBy: bookedByOf(row),
    payment: bookingPaymentOf(ctx, row, event),
    registeredAt: row.registeredAt,
    heldUntil: bookingStateOf(row) === BOOKING_STATE.HELD ? row.heldUntil ?? null : null,
    cancellableUntil: event ? new Date(cancelDeadlineOf(event)).toISOString() : null,
    attended: Boolean(row.attended),
  };
}
