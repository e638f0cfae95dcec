/**
 * The member's events screen (/member/my-events): which actions each upcoming event offers (book, pay a held
 * seat, cancel before the cut-off), a member who may not book reading why and getting no Book button, booking
 * and its refusal in the server's words, cancelling after a confirmation that says a paid fee is not refunded,
 * and the private calendar feed's reset. The rules themselves are the server's (tests/api/event-bookings.test.mjs).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberEventsPage } from '../../../src/features/events/member/MemberEventsPage';
import { bookingActionsOf, bookingStatusKeys } from '../../../src/features/events/member/bookingActions';
import type { Booking, MyEvent, MyEvents } from '../../../src/features/events/member/myEventsApi';
import { events } from '../../../src/i18n/en/events';
import { renderPage, stubApi, type Routes } from '../memberAdmin/memberApi';
import { MEMBER_ID, signIn } from '../dashboard/fixtures';

const NOW = Date.parse('2026-11-23T04:30:00Z');
const LAPSED = 'Your membership has lapsed: renew it to book events.';
const T = events.member;

const event = (changes: Partial<MyEvent> = {}): MyEvent => ({
  eventId: 7, title: 'Seminar on Bridges', eventType: 'Seminar', venue: 'BMICH, Colombo 07', description: '', startAt: '2026-12-10T09:00', endAt: '2026-12-10T12:00',
  cpdHours: 3, feeLkr: 0, seatsLeft: 10, booking: null, ...changes,
});
const booking = (changes: Partial<Booking> = {}): Booking => ({
  eventMemberId: 70, eventId: 7, state: 'confirmed', bookedBy: 'member', payment: 'free', registeredAt: '2026-11-20T00:00:00.000Z', heldUntil: null,
  cancellableUntil: '2026-12-09T03:30:00.000Z', attended: false, ...changes,
});

describe('the actions an upcoming event offers', () => {
  it('book: only without a booking, a reason not to, a full house or a start already past', () => {
    expect(bookingActionsOf(event(), null, NOW)).toEqual({ book: true, pay: false, cancel: false, full: false });
    expect(bookingActionsOf(event(), LAPSED, NOW).book).toBe(false);
    expect(bookingActionsOf(event({ seatsLeft: 0 }), null, NOW)).toMatchObject({ book: false, full: true });
    expect(bookingActionsOf(event({ seatsLeft: null }), null, NOW).book).toBe(true);
    expect(bookingActionsOf(event({ startAt: '2026-11-23T09:59' }), null, NOW).book).toBe(false);
    expect(bookingActionsOf(event({ startAt: '2026-11-23T10:01' }), null, NOW).book).toBe(true);
  });

  it('pay: a held seat whose payment is not yet with finance; cancel: before the cut-off, unattended, no deposit waiting', () => {
    const held = booking({ state: 'held', payment: 'held', heldUntil: '2026-11-23T05:00:00.000Z' });
    expect(bookingActionsOf(event({ booking: held }), null, NOW)).toEqual({ book: false, pay: true, cancel: true, full: false });
    const waiting = booking({ state: 'held', payment: 'awaitingApproval' });
    expect(bookingActionsOf(event({ booking: waiting }), null, NOW)).toMatchObject({ pay: false, cancel: false });
    expect(bookingActionsOf(event({ booking: booking() }), null, Date.parse('2026-12-09T03:29:59Z')).cancel).toBe(true);
    expect(bookingActionsOf(event({ booking: booking() }), null, Date.parse('2026-12-09T03:30:00Z')).cancel).toBe(false);
    expect(bookingActionsOf(event({ booking: booking({ attended: true }) }), null, NOW).cancel).toBe(false);
    expect(bookingActionsOf(event({ booking: booking() }), LAPSED, NOW).cancel).toBe(true);
  });

  it("says a booking's state once: held seats as awaiting payment, a free booking without a second 'Free'", () => {
    expect(bookingStatusKeys(booking())).toEqual({ state: 'events.member.stateConfirmed', payment: null });
    expect(bookingStatusKeys(booking({ payment: 'paid' }))).toEqual({ state: 'events.member.stateConfirmed', payment: 'events.payment.paid' });
    expect(bookingStatusKeys(booking({ state: 'held', payment: 'held' }))).toEqual({ state: 'events.payment.held', payment: null });
    expect(bookingStatusKeys(booking({ state: 'held', payment: 'awaitingApproval' }))).toEqual({ state: 'events.member.stateHeld', payment: 'events.payment.awaitingApproval' });
  });
});

const MY_EVENTS = 'GET event/my-events';
const FEED = 'GET event/my-calendar-feed';
const FEED_URL = 'https://portal.example.org/api/event/calendar-feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const answer = (changes: Partial<MyEvents> = {}) => ({ statusCode: '00', status: 'success', upcoming: [event()], bookings: [], refusal: null, holdMinutes: 30, ...changes });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  signIn({ userRoleID: 22, userRoleName: 'Member' }, ['/member/my-events'], { memberID: MEMBER_ID, memberNo: 'M0001' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = (routes: Routes) => {
  const api = stubApi({ [FEED]: () => ({ statusCode: '00', status: 'success', feedUrl: FEED_URL }), ...routes });
  renderPage(<MemberEventsPage />, '/member/my-events');
  return api;
};
const upcoming = () => screen.findByRole('region', { name: T.upcoming });

describe('the member events screen', () => {
  it('a member who may not book reads why, and no event offers Book', async () => {
    open({ [MY_EVENTS]: () => answer({ refusal: LAPSED }) });
    const region = await upcoming();
    expect(await within(region).findByText(LAPSED)).toBeInTheDocument();
    expect(within(region).getByText('Seminar on Bridges')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: T.book })).toBeNull();
    expect(within(region).getByRole('link', { name: T.addToCalendar })).toHaveAttribute('href', '/api/event/ics/7');
  });

  it("books a seat with the event's id and shows the server's text; a refusal shows the server's words", async () => {
    const api = open({
      [MY_EVENTS]: () => answer({ upcoming: [event(), event({ eventId: 8, title: 'Full Workshop', seatsLeft: 1 })] }),
      'POST event/book': (request) => {
        const { eventId } = request.body as { eventId: number };
        if (eventId === 8) return { statusCode: '02', status: 'This event is full', message: 'This event is full' };
        return { statusCode: '00', status: 'Your seat is booked', message: 'Your seat is booked', data: booking() };
      },
    });
    const region = await upcoming();
    const [first, second] = await within(region).findAllByRole('button', { name: T.book });
    await userEvent.click(first);
    expect(await screen.findByText('Your seat is booked')).toBeInTheDocument();
    expect(api.calls('POST event/book')[0].body).toEqual({ eventId: 7 });
    await waitFor(() => expect(api.calls(MY_EVENTS).length).toBeGreaterThanOrEqual(2));
    await userEvent.click(second);
    expect(await screen.findByText('This event is full')).toBeInTheDocument();
  });

  it('a held seat says until when and offers the card payment of its Event Fee and the bank deposit', async () => {
    const held = booking({ state: 'held', payment: 'held', heldUntil: '2026-11-23T05:00:00.000Z' });
    const api = open({
      [MY_EVENTS]: () => answer({ upcoming: [event({ feeLkr: 2500, booking: held })] }),
      'POST application/get-payment-details-for-pg': () => ({ statusCode: '02', status: 'This booking is no longer available' }),
    });
    const region = await upcoming();
    expect(await within(region).findByText('Your seat is held until 23/11/2026 10:30: pay the fee to confirm it')).toBeInTheDocument();
    expect(within(region).getByText('Pay the fee of LKR 2,500.00')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: /pay by card/i }));
    await waitFor(() => expect(api.calls('POST application/get-payment-details-for-pg')).toHaveLength(1));
    expect(api.calls('POST application/get-payment-details-for-pg')[0].body).toEqual({ paymentType: 'Event Fee', eventMemberId: 70, returnPath: '/member/my-events' });
    expect(await within(region).findByText('This booking is no longer available')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: T.payByDeposit }));
    expect(await within(region).findByRole('region', { name: /bank deposit/i })).toBeInTheDocument();
  });

  it('cancels after a confirmation that warns a paid fee is not refunded automatically', async () => {
    const api = open({
      [MY_EVENTS]: () => answer({ upcoming: [event({ feeLkr: 2500, booking: booking({ payment: 'paid' }) })] }),
      'DELETE event/my-bookings/70': () => ({ statusCode: '00', status: 'Your booking has been cancelled', message: 'Your booking has been cancelled' }),
    });
    const region = await upcoming();
    await userEvent.click(await within(region).findByRole('button', { name: T.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.confirmCancelPaid.replace('%{title}', 'Seminar on Bridges'))).toBeInTheDocument();
    expect(api.calls('DELETE event/my-bookings/70')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: T.cancelIt }));
    await waitFor(() => expect(api.calls('DELETE event/my-bookings/70')).toHaveLength(1));
    expect(await screen.findByText('Your booking has been cancelled')).toBeInTheDocument();
  });

  it('shows the private feed address; Reset link asks first, then shows the new address', async () => {
    const NEW_URL = FEED_URL.replace('AAAA', 'BBBB');
    const api = open({
      [MY_EVENTS]: () => answer(),
      'POST event/my-calendar-feed/reset': () => ({ statusCode: '00', status: 'reset', message: 'Your calendar link has been reset: the old link no longer works', feedUrl: NEW_URL }),
    });
    const feed = await screen.findByRole('region', { name: T.feedTitle });
    await waitFor(() => expect(within(feed).getByLabelText(T.feedLabel)).toHaveValue(FEED_URL));
    await userEvent.click(within(feed).getByRole('button', { name: T.resetLink }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.confirmReset)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: T.resetIt }));
    await waitFor(() => expect(within(feed).getByLabelText(T.feedLabel)).toHaveValue(NEW_URL));
    expect(api.calls('POST event/my-calendar-feed/reset')).toHaveLength(1);
  });
});
