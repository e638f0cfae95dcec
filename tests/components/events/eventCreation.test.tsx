/**
 * Event Creation (/member/event-creation) over the REAL http client and data provider, fetch replaced by
 * a route table: the list call (paged, sorted, searched, when / type filters) with registered and attended
 * counts, the form's rules with the API's exact texts (src/domain/eventRules.mjs), the times typed with a
 * space and sent with a T, create / edit / delete with the API's outcomes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventCreationPage } from '../../../src/features/events/EventCreationPage';
import { events } from '../../../resources/events/events';
import { resources } from '../../../resources';
import { checkRegistry } from '../../../src/framework/declare';
import { findRoute } from '../../../src/app/routeTable';
import { EVENT_LIMITS, EVENT_TEXT } from '../../../src/domain/eventRules.mjs';
import { ROLE } from '../../../src/domain/roles';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { PHONE_WIDTH, onScreenWidth } from '../framework/screenWidth';
import { chooseOption, dialogNamed, submitAndConfirm, typeInto } from '../admin-declared/fakeApi';
import { paymentsApi, waitForCall, type PaymentsApi, type Routes } from '../payments/paymentsApi';
import { eventRow } from './eventFixtures';

const LIST = 'GET event/events';
const SLOW = { timeout: 5000 };

const ROWS = [eventRow(1, 'Concrete repair workshop'), eventRow(2, 'Annual general meeting', { eventType: 'Annual general meeting', startAt: '2026-03-01T14:00', endAt: '2026-03-02T17:00', registeredCount: 80, attendedCount: 64, capacity: null, seatsLeft: null, feeLkr: 0 })];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = (routes: Routes = {}): PaymentsApi => {
  const api = paymentsApi({ [LIST]: () => ({ data: ROWS, total: ROWS.length }), ...routes });
  renderInAdmin(<EventCreationPage />, createDataProvider(resources, http), signedInAs(1, ROLE.ADMIN));
  return api;
};

const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement;
const shows = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0), SLOW);
const gone = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).queryByText(text)).not.toBeInTheDocument(), SLOW);
const openCreate = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
  return dialogNamed('Add Event');
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

const fillValid = async (dialog: HTMLElement) => {
  typeInto(dialog, /Title/, '  Bridge inspection seminar ');
  await chooseOption(dialog, /Type/, 'Seminar');
  typeInto(dialog, /Starts/, '2027-01-15 09:00');
  typeInto(dialog, /Ends/, '2027-01-15 13:30');
  typeInto(dialog, /Venue/, 'Galle chapter office');
  typeInto(dialog, /CPD hours/, '4.5');
  typeInto(dialog, /Fee/, '0');
};

describe('Event Creation (/member/event-creation)', () => {
  it('is a page around a declaration the registry accepts', () => {
    expect(checkRegistry(resources).filter((problem) => problem.includes('events'))).toEqual([]);
    expect(events.route).toBeUndefined();
    expect(findRoute('/member/event-creation')?.load).toBeTypeOf('function');
  });

  it('lists events newest first with type, venue, CPD hours, fee, registered, attended and seats left', async () => {
    const api = show();
    const row = await rowOf('Concrete repair workshop');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'startAt', sortDirection: 'desc', filterText: '' });
    for (const header of ['Starts', 'Title', 'Type', 'Venue', 'CPD hours', 'Fee', 'Registered', 'Attended', 'Seats left']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('05/12/2026 09:30 – 12:00')).toBeInTheDocument();
    expect(within(row).getByText('LKR 1,500.00')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('28')).toBeInTheDocument();
    const agm = await rowOf('Annual general meeting');
    expect(within(agm).getByText('01/03/2026 14:00 – 02/03/2026 17:00')).toBeInTheDocument();
    expect(within(agm).getByText('64')).toBeInTheDocument();
  });

  it('filters by when and type, and searches, on the server', async () => {
    const api = show();
    await rowOf('Concrete repair workshop');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'When' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Upcoming' }));
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.when === 'upcoming')).toBe(true), SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Webinar' }));
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.when === 'upcoming' && c.query.eventType === 'Webinar')).toBe(true), SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'When' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All events' }));
    await waitFor(() => expect(api.calls(LIST).at(-1)?.query.when).toBeUndefined(), SLOW);
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'Kandy' } });
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.filterText === 'Kandy')).toBe(true), SLOW);
  });

  it('requires title, type, times, venue, CPD hours and fee with the API text; capacity and description are optional', async () => {
    show();
    const dialog = await openCreate();
    save(dialog);
    await waitFor(() => expect(within(dialog).getAllByText(EVENT_TEXT.required)).toHaveLength(7), SLOW);
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
  });

  it('checks title and venue lengths at their limits with the exact texts', async () => {
    show();
    const dialog = await openCreate();
    save(dialog);
    await shows(dialog, EVENT_TEXT.required);
    typeInto(dialog, /Title/, 'a'.repeat(EVENT_LIMITS.titleMin - 1));
    await shows(dialog, EVENT_TEXT.titleLength);
    typeInto(dialog, /Title/, 'a'.repeat(EVENT_LIMITS.titleMin));
    await gone(dialog, EVENT_TEXT.titleLength);
    typeInto(dialog, /Title/, 'a'.repeat(EVENT_LIMITS.titleMax + 1));
    await shows(dialog, EVENT_TEXT.titleLength);
    typeInto(dialog, /Title/, 'a'.repeat(EVENT_LIMITS.titleMax));
    await gone(dialog, EVENT_TEXT.titleLength);
    typeInto(dialog, /Venue/, 'ab');
    await shows(dialog, EVENT_TEXT.venueLength);
    typeInto(dialog, /Venue/, 'abc');
    await gone(dialog, EVENT_TEXT.venueLength);
    typeInto(dialog, /Description/, 'd'.repeat(EVENT_LIMITS.descriptionMax + 1));
    await shows(dialog, EVENT_TEXT.descriptionLong);
    typeInto(dialog, /Description/, 'd'.repeat(EVENT_LIMITS.descriptionMax));
    await gone(dialog, EVENT_TEXT.descriptionLong);
  });

  it('checks the times: the typed format, a real date, and an end after the start', async () => {
    show();
    const dialog = await openCreate();
    save(dialog);
    await shows(dialog, EVENT_TEXT.required);
    typeInto(dialog, /Starts/, '15/01/2027 09:00');
    await shows(dialog, EVENT_TEXT.dateTimeInvalid);
    typeInto(dialog, /Starts/, '2027-02-30 09:00');
    await shows(dialog, EVENT_TEXT.dateTimeInvalid);
    typeInto(dialog, /Starts/, '2027-01-15 09:00');
    await gone(dialog, EVENT_TEXT.dateTimeInvalid);
    typeInto(dialog, /Ends/, '2027-01-15 09:00');
    await shows(dialog, EVENT_TEXT.endAfterStart);
    typeInto(dialog, /Ends/, '2027-01-15 09:01');
    await gone(dialog, EVENT_TEXT.endAfterStart);
  });

  it('checks CPD hours, fee and capacity at their limits', async () => {
    show();
    const dialog = await openCreate();
    save(dialog);
    await shows(dialog, EVENT_TEXT.required);
    const cases: [RegExp, string, string | null][] = [
      [/CPD hours/, '24.01', EVENT_TEXT.cpdHours],
      [/CPD hours/, '1.005', EVENT_TEXT.cpdHours],
      [/CPD hours/, '24', null],
      [/CPD hours/, '0', null],
      [/Fee/, '1000000.01', EVENT_TEXT.fee],
      [/Fee/, '1000000', null],
      [/Capacity/, '0', EVENT_TEXT.capacity],
      [/Capacity/, '2.5', EVENT_TEXT.capacity],
      [/Capacity/, '10001', EVENT_TEXT.capacity],
      [/Capacity/, '10000', null],
      [/Capacity/, '', null],
    ];
    for (const [label, value, problem] of cases) {
      typeInto(dialog, label, value);
      if (problem) await shows(dialog, problem);
      else for (const text of [EVENT_TEXT.cpdHours, EVENT_TEXT.fee, EVENT_TEXT.capacity]) await gone(dialog, text);
    }
  });

  it('creates an event: POST event/add-event with the times as YYYY-MM-DDTHH:MM, then the API text', async () => {
    const api = show({ 'POST event/add-event': () => ({ status: EVENT_TEXT.saved, statusCode: '00', eventId: 9 }) });
    const dialog = await openCreate();
    await fillValid(dialog);
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await waitForCall(api, 'POST event/add-event');
    expect(api.calls('POST event/add-event')[0].body).toMatchObject({
      title: '  Bridge inspection seminar ',
      eventType: 'Seminar',
      startAt: '2027-01-15T09:00',
      endAt: '2027-01-15T13:30',
      venue: 'Galle chapter office',
      cpdHours: 4.5,
      feeLkr: 0,
    });
    expect(await screen.findByText(EVENT_TEXT.saved)).toBeInTheDocument();
  });

  it("shows the server's refusal with its field problems and keeps the dialog open", async () => {
    show({ 'POST event/add-event': () => ({ status: 'Could not save the event', statusCode: '02', problems: { endAt: EVENT_TEXT.endAfterStart } }) });
    const dialog = await openCreate();
    await fillValid(dialog);
    await submitAndConfirm(dialog, 'Save', 'Yes');
    expect(await screen.findByText(/Could not save the event/)).toBeInTheDocument();
    expect(screen.getByText(EVENT_TEXT.endAfterStart)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Event', hidden: true })).toBeInTheDocument();
  });

  it('edits an event: the form shows the times with a space, PUT event/update-event/{eventId} sends them with a T', async () => {
    const api = show({ 'PUT event/update-event/1': () => ({ status: EVENT_TEXT.updated, statusCode: '00' }) });
    fireEvent.click(within(await rowOf('Concrete repair workshop')).getByRole('button', { name: 'Edit' }));
    const dialog = await dialogNamed('Event');
    expect(within(dialog).getByLabelText(/Starts/)).toHaveValue('2026-12-05 09:30');
    expect(within(dialog).getByLabelText(/Capacity/)).toHaveValue(40);
    typeInto(dialog, /Ends/, '2026-12-05 13:00');
    await submitAndConfirm(dialog, 'Update', 'Update it!');
    await waitForCall(api, 'PUT event/update-event/1');
    expect(api.calls('PUT event/update-event/1')[0].body).toMatchObject({ startAt: '2026-12-05T09:30', endAt: '2026-12-05T13:00', capacity: 40 });
    expect(await screen.findByText(EVENT_TEXT.updated)).toBeInTheDocument();
  });

  it("refuses to delete an event with registrations in the server's words", async () => {
    show({ 'DELETE event/delete-event/1': () => ({ status: EVENT_TEXT.hasRegistrations, statusCode: '02' }) });
    fireEvent.click(within(await rowOf('Concrete repair workshop')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await dialogNamed('Are you sure?')).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText(EVENT_TEXT.hasRegistrations)).toBeInTheDocument();
  });

  it('deletes an event without registrations: DELETE event/delete-event/{id}, then the API text', async () => {
    const api = show({ 'DELETE event/delete-event/2': () => ({ status: EVENT_TEXT.deleted, statusCode: '00' }) });
    fireEvent.click(within(await rowOf('Annual general meeting')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await dialogNamed('Are you sure?')).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText(EVENT_TEXT.deleted)).toBeInTheDocument();
    expect(api.calls('DELETE event/delete-event/2')).toHaveLength(1);
  });
});

describe('Event Creation on a 375 px phone', () => {
  onScreenWidth(PHONE_WIDTH);

  it('shows events as cards (title, span, venue, counts) with Add Event first', async () => {
    show();
    await screen.findAllByText('Concrete repair workshop');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('05/12/2026 09:30 – 12:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Event' })).toHaveAttribute('data-primary-action');
    expect(screen.getByRole('button', { name: 'Calendar' })).toBeInTheDocument();
  });
});
