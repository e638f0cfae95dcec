/**
 * The month calendar of Event Creation (GET application/get-for-calender?month=YYYY-MM): a grid at 1366 px,
 * an agenda at 375 px, previous / next month, an event over several days on each of its days, a click
 * opening the event's edit dialog with its whole row (capacity included), and the month arithmetic
 * in Sri Lanka time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventCreationPage } from '../../../src/features/events/EventCreationPage';
import { eventsByDay, leadingBlanks, monthLabel, shiftMonth, thisMonth } from '../../../src/features/events/calendarMonth';
import { resources } from '../../../resources';
import { EVENT_TEXT } from '../../../src/domain/eventRules.mjs';
import { ROLE } from '../../../src/domain/roles';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { chooseOption, dialogNamed, submitAndConfirm, typeInto } from '../admin-declared/fakeApi';
import { DESKTOP_WIDTH, PHONE_WIDTH, onScreenWidth } from '../framework/screenWidth';
import { paymentsApi, waitForCall, type PaymentsApi, type Routes } from '../payments/paymentsApi';
import { eventRow } from './eventFixtures';

const CALENDAR = 'GET application/get-for-calender';
const LIST = 'GET event/events';
const SLOW = { timeout: 5000 };

const pub = (eventId: number, title: string, startAt: string, endAt: string) => ({
  eventId,
  title,
  eventType: 'Seminar',
  venue: 'Colombo',
  description: '',
  startAt,
  endAt,
  cpdHours: 2,
  feeLkr: 0,
  seatsLeft: null,
});
const DECEMBER = [
  pub(1, 'Concrete repair workshop', '2026-12-05T09:30', '2026-12-05T12:00'),
  pub(4, 'Design conference', '2026-12-30T09:00', '2027-01-02T17:00'),
  pub(5, 'Year-end social', '2026-12-05T18:00', '2026-12-05T22:00'),
];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = (routes: Routes = {}): PaymentsApi => {
  const api = paymentsApi({
    [LIST]: () => ({ data: [eventRow(1, 'Concrete repair workshop')], total: 1 }),
    [CALENDAR]: (request) => (request.query.month === '2026-12' ? { data: DECEMBER } : { data: [] }),
    ...routes,
  });
  renderInAdmin(<EventCreationPage initialMonth="2026-12" />, createDataProvider(resources, http), signedInAs(1, ROLE.ADMIN));
  return api;
};
const openCalendar = async () => fireEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
const dayCell = (day: number) => document.querySelector(`[data-day="${day}"]`) as HTMLElement;

describe('the month arithmetic', () => {
  it('takes this month in Sri Lanka (UTC+05:30), steps across years and starts weeks on Monday', () => {
    expect(thisMonth(Date.parse('2026-11-30T18:29:00Z'))).toBe('2026-11');
    expect(thisMonth(Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(leadingBlanks('2026-12')).toBe(1); // 1 December 2026 is a Tuesday
    expect(leadingBlanks('2026-11')).toBe(6); // 1 November 2026 is a Sunday
    expect(monthLabel('2026-12')).toBe('December 2026');
  });

  it('puts an event on every day it covers within the month, soonest first', () => {
    const days = eventsByDay(DECEMBER, '2026-12');
    expect(days.get(5)?.map((e) => e.eventId)).toEqual([1, 5]);
    expect(days.get(30)?.map((e) => e.eventId)).toEqual([4]);
    expect(days.get(31)?.map((e) => e.eventId)).toEqual([4]);
    expect(eventsByDay(DECEMBER, '2027-01').get(2)?.map((e) => e.eventId)).toEqual([4]);
    expect(eventsByDay(DECEMBER, '2027-01').get(3)).toBeUndefined();
  });
});

describe(`the calendar at ${DESKTOP_WIDTH} px`, () => {
  onScreenWidth(DESKTOP_WIDTH);

  it('shows the month as a table of weeks with its events on their days, and moves month by month', async () => {
    const api = show();
    await openCalendar();
    const grid = await screen.findByRole('table', { name: 'December 2026' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await waitFor(() => expect(within(dayCell(5)).getByRole('button', { name: /Concrete repair workshop/ })).toBeInTheDocument(), SLOW);
    // each named by what it shows, then (for a screen reader only) its day and times
    expect(within(dayCell(5)).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^09:30Concrete repair workshop, Sat 5 Dec 2026, 09:30 – /),
      expect.stringMatching(/^18:00Year-end social, Sat 5 Dec 2026, 18:00 – /),
    ]);
    expect(within(dayCell(31)).getByRole('button', { name: /Design conference/ })).toBeInTheDocument();
    expect(api.calls(CALENDAR)[0].query).toEqual({ month: '2026-12' });
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'January 2027' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls(CALENDAR).some((c) => c.query.month === '2027-01')).toBe(true), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('opens an event’s edit dialog with its whole row and saves through PUT event/update-event/{eventId}', async () => {
    const api = show({ 'PUT event/update-event/1': () => ({ status: EVENT_TEXT.updated, statusCode: '00' }) });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: /Concrete repair workshop/ }));
    const dialog = await dialogNamed('Event');
    expect(api.calls(LIST).at(-1)?.query).toMatchObject({ filterText: 'Concrete repair workshop' });
    expect(within(dialog).getByLabelText(/Capacity/)).toHaveValue(40);
    expect(within(dialog).getByLabelText(/Starts/)).toHaveValue('2026-12-05 09:30');
    typeInto(dialog, /Venue/, 'Kandy chapter hall, room 2');
    await submitAndConfirm(dialog, 'Update', 'Update it!');
    await waitForCall(api, 'PUT event/update-event/1');
    expect(api.calls('PUT event/update-event/1')[0].body).toMatchObject({ venue: 'Kandy chapter hall, room 2', capacity: 40, startAt: '2026-12-05T09:30' });
    expect(await screen.findByText(EVENT_TEXT.updated)).toBeInTheDocument();
  });

  it('says so when the event is gone meanwhile', async () => {
    show({ [LIST]: () => ({ data: [], total: 0 }) });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: /Year-end social/ }));
    expect(await screen.findByText(EVENT_TEXT.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Event' })).not.toBeInTheDocument();
  });

  it('adds an event from the calendar (POST event/add-event), then asks the month again', async () => {
    const api = show({ 'POST event/add-event': () => ({ status: EVENT_TEXT.saved, statusCode: '00' }) });
    await openCalendar();
    await screen.findByRole('table', { name: 'December 2026' });
    await waitForCall(api, CALENDAR);
    fireEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await dialogNamed('Add Event');
    typeInto(dialog, /Title/, 'Christmas social evening');
    await chooseOption(dialog, /Type/, 'Social');
    typeInto(dialog, /Starts/, '2026-12-20 18:00');
    typeInto(dialog, /Ends/, '2026-12-20 22:00');
    typeInto(dialog, /Venue/, 'Colombo chapter lawn');
    typeInto(dialog, /CPD hours/, '0');
    typeInto(dialog, /Fee/, '1500');
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await waitForCall(api, 'POST event/add-event');
    expect(api.calls('POST event/add-event')[0].body).toMatchObject({ title: 'Christmas social evening', startAt: '2026-12-20T18:00', feeLkr: 1500 });
    expect(await screen.findByText(EVENT_TEXT.saved)).toBeInTheDocument();
    await waitFor(() => expect(api.calls(CALENDAR).length).toBeGreaterThanOrEqual(2), SLOW);
  });

  it("shows the server's words when the month is refused", async () => {
    show({ [CALENDAR]: () => ({ status: EVENT_TEXT.monthInvalid, statusCode: '01' }) });
    await openCalendar();
    expect(await screen.findByText(EVENT_TEXT.monthInvalid)).toBeInTheDocument();
  });
});

describe(`the calendar at ${PHONE_WIDTH} px`, () => {
  onScreenWidth(PHONE_WIDTH);

  it('lists the days that hold events as an agenda instead of a grid', async () => {
    show();
    await openCalendar();
    const agenda = await screen.findByRole('list', { name: 'December 2026' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(within(agenda).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sat 5 Dec 2026', 'Wed 30 Dec 2026', 'Thu 31 Dec 2026']), SLOW);
    expect(within(agenda).getByRole('button', { name: /Year-end social/ })).toHaveTextContent('Seminar · Colombo');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('No events in this month')).toBeInTheDocument();
  });
});
