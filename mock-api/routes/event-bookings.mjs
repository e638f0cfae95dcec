// Members serving themselves at events (lib/events/bookings.mjs): the member's events screen (upcoming events with
// their own booking, and every booking of theirs), booking a seat, cancelling it before the event's cut-off, each
// event's "Add to calendar" file, and the member's private calendar feed with its reset. The member calls name
// nobody but the caller (a booking id of someone else's reads as none); paying a held booking goes through the
// renewal's card gateway and bank-deposit calls with the payment type Event Fee.
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC, SIGNED_IN } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, messageReply } from '../lib/http/reply.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { memberOfUser } from '../lib/members/members.mjs';
import { EVENT_COLLECTIONS, byStartAt, eventById, isUpcoming, publicEventOf, sriLankaNow } from '../lib/events/events.mjs';
import { BOOKING_STATE, BOOKING_TEXT, heldText } from '../../src/domain/bookingRules.mjs';
import { EVENT_TEXT } from '../../src/domain/eventRules.mjs';
import { bookSeat, bookingStateOf, bookingView, cancelBooking, holdMinutesOf, memberBookingRefusal, ownBooking, releaseEndedHolds } from '../lib/events/bookings.mjs';
import { ICS_TYPE, calendarText, icsFileName } from '../lib/calendar/ical.mjs';
import { feedMemberId, feedOf, feedUrlOf, resetFeed } from '../lib/calendar/feeds.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { TOO_MANY, array, byRoute, envelope, idParam, integer, json, nullable, object, text } from '../lib/contract/schemas.mjs';
import { BOOKING, MY_BOOKING, MY_EVENT } from '../lib/contract/shapes/bookings.mjs';
import { NO_MEMBER } from '../lib/contract/shapes/payments.mjs';
import { MSG } from '../lib/common-texts.mjs';

const { OK, NOT_FOUND, FAILED } = STATUS_CODE;
const NO_MEMBER_TEXT = MSG.noMember;
const WHY = {
  screen: 'A member sees the upcoming events with their own booking of each, and every booking of theirs with its state.',
  book: 'A member books a seat at an upcoming event themselves: a free one at once, a paid one held while its fee is paid.',
  cancel: "A member cancels their own booking up to the event's cut-off, freeing the seat.",
  ics: 'Anyone may add an upcoming event to their calendar: the .ics file carries its time (Sri Lanka) and venue.',
  feed: "A member subscribes their calendar to their bookings at a private address, and may revoke it.",
};
const NOT_A_MEMBER = json(`'01' '${NO_MEMBER_TEXT}': the caller has no member record.`, NO_MEMBER);
const CALENDAR = (description) => ({ description, content: { 'text/calendar': { schema: text() } } });
const FEED_URL_FIELDS = { feedUrl: text({ description: 'The private address of the feed (a calendar app subscribes to it).' }) };
const FEED_URL = envelope([OK], FEED_URL_FIELDS, { required: ['feedUrl'] });

export function eventBookingRoutes(ctx) {
  const { db, logs, limits } = ctx;
  const routes = secureRoutes(ctx);
  const noMember = (res) => messageReply(res, 404, NOT_FOUND, NO_MEMBER_TEXT);
  /** Runs handler(member) for the caller's own members row; 404 'No Member' otherwise. */
  const ownMember = (handler) => (req, res) => {
    const member = memberOfUser(db, req.auth.user.userID);
    return member ? handler(member, req, res) : noMember(res);
  };
  const bookingLog = (action, describe) =>
    logs({
      entity: 'event booking',
      action,
      recordId: (req, body) => body?.data?.eventMemberId ?? idFrom(req.params.eventMemberId) ?? null,
      detail: (req, body, res) => describe(req, body, res),
    });

  routes.get('/event/my-events', SIGNED_IN, contract({
    summary: "The caller's events screen: upcoming events with their own booking, and every booking of theirs",
    source: addition(WHY.screen),
    responses: {
      200: json("'00' with the upcoming events (soonest first), the member's bookings (latest start first), why they may not book (null when they may) and the hold time.", envelope([OK], {
        upcoming: array(MY_EVENT),
        bookings: array(MY_BOOKING),
        refusal: nullable(text({ description: "Why the member may not book now (their membership's standing), or null." })),
        holdMinutes: integer({ min: 1 }),
      }, { required: ['upcoming', 'bookings', 'refusal', 'holdMinutes'] })),
      404: NOT_A_MEMBER,
    },
  }), ownMember((member, req, res) => {
    releaseEndedHolds(ctx);
    const today = sriLankaNow(ctx.now());
    const mine = db.get(EVENT_COLLECTIONS.MEMBERS).filter({ memberID: member.memberID }).value();
    const byEvent = new Map(mine.map((row) => [row.eventId, row]));
    const upcoming = db.get(EVENT_COLLECTIONS.EVENTS).filter((e) => isUpcoming(e, today)).value().sort(byStartAt).map((event) => {
      const row = byEvent.get(event.eventId);
      return { ...publicEventOf(db, event), booking: row ? bookingView(ctx, row, event) : null };
    });
    const bookings = mine
      .map((row) => ({ row, event: eventById(db, row.eventId) }))
      .filter(({ event }) => event)
      .sort((a, b) => byStartAt(b.event, a.event))
      .map(({ row, event }) => ({ ...bookingView(ctx, row, event), title: event.title, venue: event.venue, startAt: event.startAt, endAt: event.endAt, feeLkr: event.feeLkr }));
    return res.json({ statusCode: OK, status: 'success', upcoming, bookings, refusal: memberBookingRefusal(ctx, member), holdMinutes: holdMinutesOf(ctx) });
  }));

  routes.post('/event/book', SIGNED_IN, contract({
    summary: 'Books the caller a seat at an upcoming event (a paid one is held while its fee is paid)',
    source: addition(WHY.book),
    body: object({ eventId: byRoute(integer({ min: 1 }), `200 '01' '${EVENT_TEXT.notFound}'`) }, { required: ['eventId'] }),
    responses: {
      200: json(`'00' '${BOOKING_TEXT.booked}' or the held text, with the booking; '01' '${EVENT_TEXT.notFound}'; '02' the reason (membership standing, '${BOOKING_TEXT.bookingClosed}', '${BOOKING_TEXT.alreadyBooked}', '${BOOKING_TEXT.eventFull}').`,
        envelope([OK, NOT_FOUND, FAILED], { data: BOOKING }, { message: true })),
      404: NOT_A_MEMBER,
    },
  }), bookingLog('create', (req, body) => `Event #${req.body?.eventId} booked by the member (${body?.data?.state})`), ownMember((member, req, res) => {
    const event = eventById(db, idFrom(req.body.eventId));
    if (!event || !isUpcoming(event, sriLankaNow(ctx.now()))) return answer(res, NOT_FOUND, EVENT_TEXT.notFound);
    const { booking, problem } = bookSeat(ctx, { event, member });
    if (problem) return answer(res, FAILED, problem);
    const text = bookingStateOf(booking) === BOOKING_STATE.HELD ? heldText(holdMinutesOf(ctx)) : BOOKING_TEXT.booked;
    return answer(res, OK, text, { data: bookingView(ctx, booking, event) });
  }));

  routes.delete('/event/my-bookings/:eventMemberId', SIGNED_IN, contract({
    summary: "Cancels one of the caller's bookings before the event's cut-off",
    source: addition(WHY.cancel),
    params: object({ eventMemberId: idParam(`200 '01' '${BOOKING_TEXT.notFound}' (also another member's booking)`) }),
    responses: {
      200: json(`'00' '${BOOKING_TEXT.cancelled}' (or, for a paid booking, '${BOOKING_TEXT.cancelledPaid}'); '01' '${BOOKING_TEXT.notFound}'; '02' the cut-off has passed or '${BOOKING_TEXT.paymentWaiting}'.`,
        envelope([OK, NOT_FOUND, FAILED], {}, { message: true })),
      404: NOT_A_MEMBER,
    },
  }), bookingLog('delete', (req, body) => `Booking #${req.params.eventMemberId} cancelled by the member${body?.statusCode === OK ? '' : ': refused'}`), ownMember((member, req, res) => {
    releaseEndedHolds(ctx);
    const row = ownBooking(db, member, idFrom(req.params.eventMemberId));
    if (!row) return answer(res, NOT_FOUND, BOOKING_TEXT.notFound);
    const { problem, text } = cancelBooking(ctx, row);
    return problem ? answer(res, FAILED, problem) : answer(res, OK, text);
  }));

  routes.get('/event/ics/:eventId', PUBLIC, contract({
    summary: "An upcoming event's calendar file (.ics, Sri Lanka time, with the venue)",
    source: addition(WHY.ics),
    params: object({ eventId: idParam(`404 '01' '${EVENT_TEXT.notFound}'`) }),
    responses: {
      200: CALENDAR('The event as an iCalendar file (attachment).'),
      404: json(`'01' '${EVENT_TEXT.notFound}': no such event, or it is over.`, envelope([NOT_FOUND], {}, { message: true })),
      429: json('Too many calendar requests from this address.', TOO_MANY),
    },
  }), limits.calendar, (req, res) => {
    const event = eventById(db, idFrom(req.params.eventId));
    if (!event || !isUpcoming(event, sriLankaNow(ctx.now()))) return messageReply(res, 404, NOT_FOUND, EVENT_TEXT.notFound);
    res.set('Content-Disposition', `attachment; filename="${icsFileName(event)}"`);
    return res.status(200).type(ICS_TYPE).send(calendarText([{ event }], { stamp: ctx.now() }));
  });

  routes.get('/event/my-calendar-feed', SIGNED_IN, contract({
    summary: "The private address of the caller's calendar feed of their bookings (made on first use)",
    source: addition(WHY.feed),
    responses: { 200: json("'00' with the feed's address.", FEED_URL), 404: NOT_A_MEMBER },
  }), ownMember((member, req, res) => res.json({ statusCode: OK, status: 'success', feedUrl: feedUrlOf(ctx, req, feedOf(ctx, member).token) })));

  routes.post('/event/my-calendar-feed/reset', SIGNED_IN, contract({
    summary: "Replaces the caller's calendar feed address: the old one stops working at once",
    source: addition(WHY.feed),
    responses: { 200: json(`'00' '${BOOKING_TEXT.feedReset}' with the new address.`, envelope([OK], FEED_URL_FIELDS, { message: true, required: ['feedUrl'] })), 404: NOT_A_MEMBER },
  }), logs({ entity: 'calendar feed', action: 'update', recordId: () => null, detail: () => 'Calendar feed address reset by the member' }), ownMember((member, req, res) =>
    answer(res, OK, BOOKING_TEXT.feedReset, { feedUrl: feedUrlOf(ctx, req, resetFeed(ctx, member).token) })));

  routes.get('/event/calendar-feed/:token', PUBLIC, contract({
    summary: "A member's calendar feed (.ics) of their confirmed and held bookings, by its private token",
    source: addition(WHY.feed),
    params: object({ token: byRoute(text({ max: 64, description: "The feed's token, '.ics' after it." }), `404 '01' for any token no member holds`) }),
    responses: {
      200: CALENDAR("The member's bookings as an iCalendar feed (held seats TENTATIVE)."),
      404: json(`'01' '${BOOKING_TEXT.feedNotFound}': no feed has this token (never was, or was reset).`, envelope([NOT_FOUND], {}, { message: true })),
      429: json('Too many calendar requests from this address.', TOO_MANY),
    },
  }), limits.calendar, (req, res) => {
    const memberID = feedMemberId(db, req.params.token);
    if (memberID === undefined) return messageReply(res, 404, NOT_FOUND, BOOKING_TEXT.feedNotFound);
    releaseEndedHolds(ctx);
    const entries = db.get(EVENT_COLLECTIONS.MEMBERS).filter({ memberID }).value()
      .map((row) => ({ row, event: eventById(db, row.eventId) }))
      .filter(({ event }) => event)
      .sort((a, b) => byStartAt(a.event, b.event))
      .map(({ row, event }) => ({ event, status: bookingStateOf(row) === BOOKING_STATE.HELD ? 'TENTATIVE' : 'CONFIRMED' }));
    return res.status(200).type(ICS_TYPE).send(calendarText(entries, { stamp: ctx.now(), name: 'My institute events' }));
  });

  return routes.router;
}
