// Members booking event seats themselves: a free event at once, a paid one held and then paid by card through
// the gateway sandbox or by bank deposit (held until finance decides), holds ending (time, cancelled checkout,
// rejection), two members racing for the last seat, booking twice, cancelling before and after the cut-off, a
// lapsed member refused, and each member seeing only their own bookings; Event Assignment sees who booked and paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXT, cutoffPassedText, heldText } from '../../src/domain/bookingRules.mjs';
import { EVENT_TEXT } from '../../src/domain/eventRules.mjs';
import { PAYMENT_STATUS, PAYMENT_TEXT } from '../../src/domain/paymentRules.mjs';
import { DECIDE } from '../../src/domain/permissions.mjs';
import { SCREEN } from '../../mock-api/lib/registry/screens.mjs';
import { STANDING } from '../../src/domain/memberStanding.mjs';
import { accountProblem } from '../../mock-api/lib/users/accounts.mjs';
import { standingOf } from '../../mock-api/lib/payments/dues.mjs';
import { nextId } from '../../mock-api/lib/storage/ids.mjs';
import { addRole, addUser, menuIdOf } from '../security/support.mjs';
import { NOW, CARDS, cardForm, postForm, startGatewayApi, waitFor } from './gateway-support.mjs';
import { tokenFor } from '../security/support.mjs';
import { multipart, samplePdf } from './members-support.mjs';
import { as } from './helpers.mjs';
import { NOTIFICATIONS } from '../../mock-api/lib/notifications/notification-store.mjs';

const HOLD_MINUTES = 30;
const LAPSED_TEXT = 'Your membership has lapsed: renew it to book events.';
let api;
let members;
let lapsed;
let finance;
let assigner;
/** How far the API's clock has been moved on (holds running out). */
let elapsed = 0;
const advance = (ms) => {
  elapsed += ms;
  api.later(ms);
};
/** A token valid at the API's current moment. */
const tokenOfUser = (user) => tokenFor(user, { now: NOW + elapsed });

const rows = (collection) => api.db.get(collection).value();
const ctxOf = () => ({ db: api.db, now: () => NOW, config: api.config });

/** Members who may sign in, by standing, each with a token. */
function membersByStanding() {
  const byCode = {};
  for (const member of rows('members')) {
    const user = api.db.get('users').find({ userID: member.userid }).value();
    if (!user || user.userRoleID !== 22 || accountProblem(user, NOW) !== null || !member.email) continue;
    const code = standingOf(ctxOf(), member).code;
    (byCode[code] ??= []).push({ member, user, get token() { return tokenOfUser(user); } });
  }
  return byCode;
}

/** An upcoming event (starts 10 April 2026, Sri Lanka time) with these fields. */
function addEvent(changes = {}) {
  const eventId = nextId(api.db, 'events', 'eventId');
  const event = {
    id: eventId, eventId, title: 'Workshop on Slope Stability', eventType: 'Workshop', venue: 'Hotel Galadari, Colombo 01', description: 'Hands-on.',
    startAt: '2026-04-10T09:00', endAt: '2026-04-10T13:00', cpdHours: 4, feeLkr: 0, capacity: 20, cancelCutoffHours: 24, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null, ...changes,
  };
  api.db.get('events').push(event).value();
  api.db.write();
  return event;
}

const book = (who, eventId) => as(api.request, who.token).post('/api/event/book').send({ eventId });
const cancel = (who, eventMemberId) => as(api.request, who.token).delete(`/api/event/my-bookings/${eventMemberId}`);
const myEvents = async (who) => (await as(api.request, who.token).get('/api/event/my-events')).body;
const bookingOf = (who, eventId) => rows('eventMembers').find((r) => r.eventId === eventId && r.memberID === who.member.memberID);
const mailsOf = (who) => rows('outbox').filter((mail) => mail.to === who.member.email);
/** The member's notifications in the portal (every mail for them is one, with the screen it opens). */
const noticesOf = (who) => rows(NOTIFICATIONS).filter((notice) => notice.userId === who.member.userid);
const staffToken = (urls, id) => {
  const role = addRole(api, { userRoleID: id, menuIds: urls.map((url) => menuIdOf(api, url) ?? url) });
  const user = addUser(api, { userID: id + 1, roleId: role.userRoleID });
  return { get token() { return tokenOfUser(user); } };
};

beforeAll(async () => {
  api = await startGatewayApi();
  const byCode = membersByStanding();
  members = [...(byCode[STANDING.ACTIVE] ?? []), ...(byCode[STANDING.RENEWAL_DUE] ?? [])];
  lapsed = byCode[STANDING.LAPSED]?.[0];
  finance = staffToken([SCREEN.APPROVE_TRANSACTIONS, DECIDE.TRANSACTIONS], 960);
  assigner = staffToken([SCREEN.EVENT_ASSIGN], 970);
  expect(members.length).toBeGreaterThan(12);
  expect(lapsed).toBeDefined();
  // a whole seeded API on a listening server: as long as the gateway tests' own start, which a busy machine stretches
}, 30_000);
afterAll(() => api?.stop());

describe('booking a free event', () => {
  it('confirms the seat at once, mails the member with a link to My Events, and shows it on their screen', async () => {
    const event = addEvent({ title: 'Free Evening Talk on Dams' });
    const who = members[0];
    const response = await book(who, event.eventId);
    expect(response.body).toMatchObject({ statusCode: '00', message: BOOKING_TEXT.booked, data: { eventId: event.eventId, state: 'confirmed', bookedBy: 'member', payment: 'free', heldUntil: null } });
    expect(bookingOf(who, event.eventId)).toMatchObject({ bookingState: 'confirmed', bookedBy: 'member' });
    expect(mailsOf(who).at(-1)).toMatchObject({ subject: 'Booking confirmed: Free Evening Talk on Dams' });
    expect(noticesOf(who).at(-1)).toMatchObject({ title: 'Booking confirmed: Free Evening Talk on Dams', kind: 'booking', link: '/member/my-events' });
    const screen = await myEvents(who);
    expect(screen.upcoming.find((e) => e.eventId === event.eventId).booking).toMatchObject({ state: 'confirmed' });
    expect(screen.bookings.map((b) => b.eventId)).toContain(event.eventId);
    expect(screen).toMatchObject({ statusCode: '00', refusal: null, holdMinutes: HOLD_MINUTES });
  });

  it('refuses booking twice, a started event and an unknown one, with their texts', async () => {
    const event = addEvent();
    const who = members[1];
    expect((await book(who, event.eventId)).body.statusCode).toBe('00');
    expect((await book(who, event.eventId)).body).toMatchObject({ statusCode: '02', message: BOOKING_TEXT.alreadyBooked });
    expect(rows('eventMembers').filter((r) => r.eventId === event.eventId)).toHaveLength(1);
    const running = addEvent({ startAt: '2026-03-16T14:00', endAt: '2026-03-16T18:00' });
    expect((await book(who, running.eventId)).body).toMatchObject({ statusCode: '02', message: BOOKING_TEXT.bookingClosed });
    expect((await book(who, 999999)).body).toMatchObject({ statusCode: '01', message: EVENT_TEXT.notFound });
    const past = addEvent({ startAt: '2026-01-10T09:00', endAt: '2026-01-10T12:00' });
    expect((await book(who, past.eventId)).body).toMatchObject({ statusCode: '01', message: EVENT_TEXT.notFound });
  });

  it('refuses a lapsed member with the reason, and the screen says it', async () => {
    const event = addEvent();
    expect((await book(lapsed, event.eventId)).body).toMatchObject({ statusCode: '02', message: LAPSED_TEXT });
    expect(bookingOf(lapsed, event.eventId)).toBeUndefined();
    expect((await myEvents(lapsed)).refusal).toBe(LAPSED_TEXT);
  });

  it('answers 404 No Member to a signed-in user without a member record', async () => {
    const response = await as(api.request, finance.token).post('/api/event/book').send({ eventId: addEvent().eventId });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: '01', message: 'No Member' });
  });
});

describe('the last seat', () => {
  it('two members racing for it: exactly one gets it, the other is told the event is full', async () => {
    const event = addEvent({ capacity: 1 });
    const [a, b] = [members[2], members[3]];
    const answers = await Promise.all([
      api.request.post('/api/event/book').set('Authorization', `Bearer ${a.token}`).send({ eventId: event.eventId }),
      api.request.post('/api/event/book').set('Authorization', `Bearer ${b.token}`).send({ eventId: event.eventId }),
    ]);
    const codes = answers.map((r) => r.body.statusCode).sort();
    expect(codes).toEqual(['00', '02']);
    expect(answers.find((r) => r.body.statusCode === '02').body.message).toBe(BOOKING_TEXT.eventFull);
    expect(rows('eventMembers').filter((r) => r.eventId === event.eventId)).toHaveLength(1);
  });

  it('many members at once for three seats: never more than three bookings', async () => {
    const event = addEvent({ capacity: 3 });
    const racers = members.slice(4, 12);
    const answers = await Promise.all(racers.map((who) => book(who, event.eventId)));
    expect(answers.filter((r) => r.body.statusCode === '00')).toHaveLength(3);
    expect(answers.filter((r) => r.body.message === BOOKING_TEXT.eventFull)).toHaveLength(racers.length - 3);
    expect(rows('eventMembers').filter((r) => r.eventId === event.eventId)).toHaveLength(3);
  });
});

describe('booking a paid event', () => {
  it('holds the seat, card payment through the sandbox confirms it; Event Assignment shows it booked by the member and paid', async () => {
    const event = addEvent({ title: 'Paid Seminar on Tunnels', feeLkr: 3500, capacity: 5 });
    const who = members[0];
    const booked = await book(who, event.eventId);
    expect(booked.body).toMatchObject({ statusCode: '00', message: heldText(HOLD_MINUTES), data: { state: 'held', payment: 'held', heldUntil: new Date(NOW + HOLD_MINUTES * 60_000).toISOString() } });
    const { eventMemberId } = booked.body.data;
    // the seat counts while held
    const publicRow = (await api.request.get('/api/event/public-events').query({ perPage: 50 })).body.data.find((e) => e.eventId === event.eventId);
    expect(publicRow.seatsLeft).toBe(4);
    const order = await as(api.request, who.token).post('/api/application/get-payment-details-for-pg').send({ paymentType: 'Event Fee', eventMemberId, returnPath: '/member/my-events', amount: 1 });
    expect(order.body).toMatchObject({ statusCode: '00', fields: { amount: '3500.00', currency: 'LKR' } });
    expect(order.body.fields.return_url).toContain('/member/my-events?order_id=');
    const pay = await postForm(api, '/api/payment-sandbox/pay', { ...order.body.fields, ...cardForm(CARDS.success) });
    expect(pay.status).toBe(303);
    await waitFor(() => bookingOf(who, event.eventId)?.bookingState === 'confirmed');
    const payment = rows('payments').find((p) => p.orderId === order.body.fields.order_id);
    expect(payment).toMatchObject({ paymentType: 'Event Fee', status: PAYMENT_STATUS.APPROVED, amount: 3500, eventId: event.eventId, eventMemberId });
    expect(bookingOf(who, event.eventId)).toMatchObject({ bookingState: 'confirmed', paymentId: payment.paymentId, heldUntil: null });
    expect(mailsOf(who).map((m) => m.subject)).toContain('Booking confirmed: Paid Seminar on Tunnels');
    const staffView = (await as(api.request, assigner.token).get('/api/event/eventmembers').query({ eventId: event.eventId })).body.data;
    expect(staffView).toEqual([expect.objectContaining({ memberNo: who.member.memberNo, bookingState: 'confirmed', bookedBy: 'member', payment: 'paid' })]);
    // a paid event fee does not count as a subscription, nor block a renewal
    expect((await as(api.request, who.token).get(`/api/application/getSubscription/${who.member.memberID}`)).body.data.map((row) => row.paymentId)).not.toContain(payment.paymentId);
  });

  it('a free booking or someone else\'s has no fee to pay', async () => {
    const free = addEvent();
    const who = members[5];
    const booked = (await book(who, free.eventId)).body.data;
    const order = await as(api.request, who.token).post('/api/application/get-payment-details-for-pg').send({ paymentType: 'Event Fee', eventMemberId: booked.eventMemberId });
    expect(order.body).toMatchObject({ statusCode: '02', status: BOOKING_TEXT.noFeeDue });
    const paid = addEvent({ feeLkr: 1000 });
    const held = (await book(who, paid.eventId)).body.data;
    const stranger = await as(api.request, members[6].token).post('/api/application/get-payment-details-for-pg').send({ paymentType: 'Event Fee', eventMemberId: held.eventMemberId });
    expect(stranger.body).toMatchObject({ statusCode: '02', status: BOOKING_TEXT.notFound });
  });

  it('a bank deposit keeps the hold past its time until finance approves it (confirmed)', async () => {
    const event = addEvent({ title: 'Deposit Paid Conference', feeLkr: 12000 });
    const who = members[7];
    const { eventMemberId } = (await book(who, event.eventId)).body.data;
    const slip = { field: 'slip', buffer: await samplePdf('Slip'), filename: 'slip.pdf' };
    const deposit = await multipart(api.request, '/api/application/bank-deposit-save', who.token, { paymentType: 'Event Fee', eventMemberId: String(eventMemberId), referenceNumber: 'DEP-77', depositDate: '2026-03-16' }, slip);
    expect(deposit.body).toMatchObject({ statusCode: '00', amount: 12000 });
    advance(HOLD_MINUTES * 60_000 * 3);
    expect((await myEvents(who)).bookings.find((b) => b.eventId === event.eventId)).toMatchObject({ state: 'held', payment: 'awaitingApproval' });
    // a pending deposit cannot be cancelled by the member
    expect((await cancel(who, eventMemberId)).body).toMatchObject({ statusCode: '02', message: BOOKING_TEXT.paymentWaiting });
    const approved = await as(api.request, finance.token).put('/api/application/approve-transactions').send({ paymentId: deposit.body.paymentId, approve: 'approve' });
    expect(approved.body.statusCode).toBe('00');
    expect(bookingOf(who, event.eventId)).toMatchObject({ bookingState: 'confirmed', paymentId: deposit.body.paymentId });
  });

  it('finance rejecting the deposit releases the seat and tells the member', async () => {
    const event = addEvent({ title: 'Rejected Deposit Workshop', feeLkr: 500, capacity: 1 });
    const who = members[8];
    const { eventMemberId } = (await book(who, event.eventId)).body.data;
    const slip = { field: 'slip', buffer: await samplePdf('Slip'), filename: 'slip.pdf' };
    const deposit = await multipart(api.request, '/api/application/bank-deposit-save', who.token, { paymentType: 'Event Fee', eventMemberId: String(eventMemberId), referenceNumber: 'DEP-78', depositDate: '2026-03-16' }, slip);
    const rejected = await as(api.request, finance.token).put('/api/application/approve-transactions').send({ paymentId: deposit.body.paymentId, approve: 'reject', rejectReason: 'No such deposit' });
    expect(rejected.body.statusCode).toBe('00');
    expect(bookingOf(who, event.eventId)).toBeUndefined();
    expect(mailsOf(who).map((m) => m.subject)).toContain('Booking not confirmed: Rejected Deposit Workshop');
    // the payment's decision sends the member back to their events, where the seat can be booked again, and never
    // to the renewal page, which pays no event fee
    const decision = mailsOf(who).find((mail) => mail.subject.startsWith('Payment rejected: '));
    expect(decision?.body).toContain('The seat it held has been released; you may book the event again from the My Events page while seats are left.');
    expect(decision?.body).not.toContain('Membership Renewal');
    expect(noticesOf(who).find((notice) => notice.title === decision?.subject)).toMatchObject({ kind: 'payment', link: '/member/my-events' });
    expect((await book(members[9], event.eventId)).body.statusCode).toBe('00');
  });

  it('an unpaid hold ends after its time: the seat is free again and the member is told', async () => {
    const event = addEvent({ title: 'Expiring Hold Seminar', feeLkr: 2000, capacity: 1 });
    const [holder, next] = [members[10], members[11]];
    expect((await book(holder, event.eventId)).body.data.state).toBe('held');
    expect((await book(next, event.eventId)).body).toMatchObject({ statusCode: '02', message: BOOKING_TEXT.eventFull });
    advance(HOLD_MINUTES * 60_000);
    expect((await book(next, event.eventId)).body).toMatchObject({ statusCode: '00', data: { state: 'held' } });
    expect(bookingOf(holder, event.eventId)).toBeUndefined();
    expect(mailsOf(holder).at(-1)).toMatchObject({ subject: 'Booking not confirmed: Expiring Hold Seminar' });
    expect(noticesOf(holder).at(-1)).toMatchObject({ title: 'Booking not confirmed: Expiring Hold Seminar', kind: 'booking', link: '/member/my-events' });
  });

  it('a cancelled card checkout releases the held seat', async () => {
    const event = addEvent({ feeLkr: 750, capacity: 1 });
    const who = members[12];
    const { eventMemberId } = (await book(who, event.eventId)).body.data;
    const order = await as(api.request, who.token).post('/api/application/get-payment-details-for-pg').send({ paymentType: 'Event Fee', eventMemberId });
    const cancelled = await as(api.request, who.token).post(`/api/application/cancel-card-payment/${order.body.logId}`);
    expect(cancelled.body).toMatchObject({ statusCode: '00', message: PAYMENT_TEXT.checkoutCancelled });
    expect((await myEvents(who)).bookings.find((b) => b.eventId === event.eventId)).toBeUndefined();
  });
});

describe('cancelling a booking', () => {
  it('before the cut-off: removed, seat freed, mailed; after it: refused with the cut-off text', async () => {
    // starts 2026-03-18 09:00 Sri Lanka = 2026-03-18T03:30Z; cut-off 48 h: cancellable until 2026-03-16T03:30Z (before NOW)
    const late = addEvent({ startAt: '2026-03-18T09:00', endAt: '2026-03-18T12:00', cancelCutoffHours: 48 });
    const early = addEvent({ title: 'Cancellable Talk', startAt: '2026-04-20T09:00', endAt: '2026-04-20T12:00', cancelCutoffHours: 24, capacity: 1 });
    const who = members[13];
    const lateBooking = (await book(who, late.eventId)).body.data;
    const earlyBooking = (await book(who, early.eventId)).body.data;
    expect((await cancel(who, lateBooking.eventMemberId)).body).toMatchObject({ statusCode: '02', message: cutoffPassedText(48) });
    expect(bookingOf(who, late.eventId)).toBeDefined();
    expect((await cancel(who, earlyBooking.eventMemberId)).body).toMatchObject({ statusCode: '00', message: BOOKING_TEXT.cancelled });
    expect(bookingOf(who, early.eventId)).toBeUndefined();
    expect(mailsOf(who).at(-1)).toMatchObject({ subject: 'Booking cancelled: Cancellable Talk' });
    expect(noticesOf(who).at(-1)).toMatchObject({ title: 'Booking cancelled: Cancellable Talk', kind: 'booking', link: '/member/my-events' });
    expect((await book(members[14], early.eventId)).body.statusCode).toBe('00');
  });

  it("another member's booking reads as none ('01'), and nothing changes", async () => {
    const event = addEvent();
    const owner = members[15];
    const { eventMemberId } = (await book(owner, event.eventId)).body.data;
    expect((await cancel(members[16], eventMemberId)).body).toMatchObject({ statusCode: '01', message: BOOKING_TEXT.notFound });
    expect(bookingOf(owner, event.eventId)).toBeDefined();
  });
});

describe('what a member sees', () => {
  it('only their own bookings, never another member\'s', async () => {
    const event = addEvent();
    const [a, b] = [members[17], members[18]];
    await book(a, event.eventId);
    const seenByB = await myEvents(b);
    expect(seenByB.upcoming.find((e) => e.eventId === event.eventId).booking).toBeNull();
    const own = rows('eventMembers').filter((r) => r.memberID === b.member.memberID).map((r) => r.eventMemberId).sort();
    expect(seenByB.bookings.map((x) => x.eventMemberId).sort()).toEqual(own);
    expect(JSON.stringify(seenByB)).not.toContain(a.member.memberNo);
  });
});
