/**
 * Event Assignment (/member/event-assign) over the REAL http client and data provider, fetch replaced by a
 * route table: choosing an event scopes the registrations list (GET event/eventmembers?eventId=), the member
 * picker asks nothing under 2 characters and then only the server's matches, registering, marking and
 * clearing attendance (the server's words: the CPD credit), removing a registration, and the refusals.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventAssignPage } from '../../../src/features/events/EventAssignPage';
import { eventMembers } from '../../../resources/events/eventMembers';
import { resources } from '../../../resources';
import { checkRegistry } from '../../../src/framework/declare';
import { EVENT_TEXT } from '../../../src/domain/eventRules.mjs';
import { ownCaseText } from '../../../src/domain/ownCase.mjs';
import { ROLE } from '../../../src/domain/roles';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { PHONE_WIDTH, onScreenWidth } from '../framework/screenWidth';
import { dialogNamed } from '../admin-declared/fakeApi';
import { paymentsApi, waitForCall, type PaymentsApi, type Routes } from '../payments/paymentsApi';

const SELECT = 'GET event/select-event';
const LIST = 'GET event/eventmembers';
const SEARCH = 'GET event/membersofevent';
const ADD = 'POST event/add-event-member';
const SLOW = { timeout: 5000 };

const registration = (eventMemberId: number, memberNo: string, memberName: string, extra: Record<string, unknown> = {}) => ({
  eventMemberId,
  eventId: 7,
  memberID: eventMemberId + 100,
  memberNo,
  memberName,
  registeredAt: '2026-11-20T08:15:00.000Z',
  attended: false,
  attendedAt: null,
  cpdActivityId: null,
  eventTitle: 'Concrete repair workshop',
  startAt: '2026-11-21T09:30',
  ...extra,
});
const ROWS = [registration(5, 'M0001', 'Nimal Perera'), registration(6, 'M0002', 'Kamala Silva', { attended: true, attendedAt: '2026-11-21T10:00:00.000Z', cpdActivityId: 88 })];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = (routes: Routes = {}): PaymentsApi => {
  const api = paymentsApi({
    [SELECT]: () => ({ data: [{ eventId: 7, title: 'Concrete repair workshop', startAt: '2026-11-21T09:30' }, { eventId: 3, title: 'Annual general meeting', startAt: '2026-03-01T14:00' }], total: 1060 }),
    [LIST]: () => ({ data: ROWS, total: ROWS.length }),
    [SEARCH]: () => ({ data: [{ memberID: 140, memberNo: 'M0040', name: 'Ruwan Jayasuriya' }] }),
    ...routes,
  });
  renderInAdmin(<EventAssignPage />, createDataProvider(resources, http), signedInAs(1, ROLE.ADMIN));
  return api;
};

const chooseEvent = async (label = '21/11/2026 09:30 · Concrete repair workshop') => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Event' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};
const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement;
/** Types into the picker as a person does: focused first (MUI resets an unfocused autocomplete's text). */
const search = (value: string) => {
  const input = screen.getByRole('combobox', { name: 'Member number or name' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};

describe('Event Assignment (/member/event-assign)', () => {
  it('is a page around a declaration the registry accepts', () => {
    expect(checkRegistry(resources).filter((problem) => problem.includes('eventMembers'))).toEqual([]);
    expect(eventMembers.route).toBeUndefined();
  });

  it('offers a page of events, newest first, searched by title on the server: never every event', async () => {
    const api = show();
    // the select's hint in the catalogue's words, never its key
    expect(await screen.findByText('Choose an event to see its registrations')).toBeInTheDocument();
    await chooseEvent();
    expect(api.calls(SELECT)[0].query).toEqual({ page: '1', perPage: '20', sortColumn: 'startAt', sortDirection: 'desc', filterText: '' });
    // the chosen event's screen, its select showing the event (read by id)
    await rowOf('Nimal Perera');
    const select = screen.getByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(select).toHaveValue('21/11/2026 09:30 · Concrete repair workshop'));
    expect(api.calls(SELECT).some((c) => c.query.idField === 'eventId' && c.query.ids === '7')).toBe(true);
    fireEvent.focus(select);
    fireEvent.change(select, { target: { value: 'annual' } });
    await waitFor(() => expect(api.calls(SELECT).some((c) => c.query.filterText === 'annual')).toBe(true), SLOW);
  });

  it('lists the chosen event’s registrations: GET event/eventmembers with its id, attendance as a badge', async () => {
    const api = show();
    await chooseEvent();
    const row = await rowOf('Nimal Perera');
    expect(api.calls(LIST)[0].query).toMatchObject({ eventId: '7', page: '1', perPage: '10', sortColumn: 'memberNo', sortDirection: 'asc', filterText: '' });
    for (const header of ['Member No', 'Name', 'Registered', 'Attended', 'Attendance marked']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('Not attended')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark attended' })).toBeInTheDocument();
    const kamala = await rowOf('Kamala Silva');
    expect(within(kamala).getByText('Attended')).toBeInTheDocument();
    expect(within(kamala).getByRole('button', { name: 'Clear attendance' })).toBeInTheDocument();
  });

  it('shows who booked each registration and how its fee stands: booked by the member and paid, held, or registered by staff', async () => {
    const rows = [
      registration(5, 'M0001', 'Nimal Perera', { bookingState: 'confirmed', bookedBy: 'member', payment: 'paid' }),
      registration(6, 'M0002', 'Kamala Silva', { bookingState: 'held', bookedBy: 'member', payment: 'held' }),
      registration(7, 'M0003', 'Ruwan Fernando', { bookingState: 'confirmed', bookedBy: 'staff', payment: 'offline' }),
    ];
    show({ [LIST]: () => ({ data: rows, total: rows.length }) });
    await chooseEvent();
    for (const header of ['Booked by', 'Payment']) expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    const nimal = await rowOf('Nimal Perera');
    expect(within(nimal).getByText('Member')).toBeInTheDocument();
    expect(within(nimal).getByText('Paid')).toBeInTheDocument();
    expect(within(await rowOf('Kamala Silva')).getByText('Held, awaiting payment')).toBeInTheDocument();
    const ruwan = await rowOf('Ruwan Fernando');
    expect(within(ruwan).getByText('Staff')).toBeInTheDocument();
    expect(within(ruwan).getByText('Registered by staff')).toBeInTheDocument();
  });

  it('asks the registrations of another event when the choice changes, and filters by attendance on the server', async () => {
    const api = show();
    await chooseEvent();
    await rowOf('Nimal Perera');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Attendance' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Attended' }));
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.attended === 'true' && c.query.eventId === '7')).toBe(true), SLOW);
    await chooseEvent('01/03/2026 14:00 · Annual general meeting');
    await waitFor(() => expect(api.calls(LIST).some((c) => c.query.eventId === '3')).toBe(true), SLOW);
  });

  it('searches members only from 2 characters, asking the server (event id and text), never the member table', async () => {
    const api = show();
    await chooseEvent();
    await rowOf('Nimal Perera');
    search('R');
    expect(await screen.findByText('Type at least 2 characters', { selector: '.MuiAutocomplete-noOptions' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.calls(SEARCH)).toHaveLength(0);
    search('Ru');
    expect(await screen.findByRole('option', { name: 'M0040 – Ruwan Jayasuriya' })).toBeInTheDocument();
    expect(api.calls(SEARCH)).toHaveLength(1);
    expect(api.calls(SEARCH)[0].query).toEqual({ eventId: '7', filterText: 'Ru' });
    expect(api.sent.some((r) => r.path.startsWith('usermanagement') || r.path.includes('members?'))).toBe(false);
  });

  it('says when nobody matches', async () => {
    show({ [SEARCH]: () => ({ data: [] }) });
    await chooseEvent();
    await rowOf('Nimal Perera');
    search('zz');
    expect(await screen.findByText('No active member matches who is not registered yet')).toBeInTheDocument();
  });

  it('registers the picked member (POST event/add-event-member) with the server’s words, then reloads the list', async () => {
    const api = show({ [ADD]: () => ({ status: EVENT_TEXT.memberRegistered, statusCode: '00' }) });
    await chooseEvent();
    await rowOf('Nimal Perera');
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    search('Ru');
    fireEvent.click(await screen.findByRole('option', { name: 'M0040 – Ruwan Jayasuriya' }));
    fireEvent.click(register);
    await waitForCall(api, ADD);
    expect(api.calls(ADD)[0].body).toEqual({ eventId: 7, memberID: 140 });
    expect(await screen.findByText(EVENT_TEXT.memberRegistered)).toBeInTheDocument();
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2), SLOW);
  });

  it('shows a refused registration in the server’s words (event full)', async () => {
    show({ [ADD]: () => ({ status: EVENT_TEXT.eventFull, statusCode: '02' }) });
    await chooseEvent();
    await rowOf('Nimal Perera');
    search('Ru');
    fireEvent.click(await screen.findByRole('option', { name: 'M0040 – Ruwan Jayasuriya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(EVENT_TEXT.eventFull)).toBeInTheDocument();
  });

  it('marks attendance: PUT event/update-event-member/{id} {attended: true}, the CPD credit in the server’s words', async () => {
    const api = show({ 'PUT event/update-event-member/5': () => ({ status: EVENT_TEXT.attendanceMarked, statusCode: '00' }) });
    await chooseEvent();
    fireEvent.click(within(await rowOf('Nimal Perera')).getByRole('button', { name: 'Mark attended' }));
    await waitForCall(api, 'PUT event/update-event-member/5');
    expect(api.calls('PUT event/update-event-member/5')[0].body).toEqual({ attended: true });
    expect(await screen.findByText('Attendance has been marked and the CPD hours credited')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2), SLOW);
  });

  it('clears attendance: {attended: false}; a refusal (not started) shows the server’s words', async () => {
    const api = show({
      'PUT event/update-event-member/6': () => ({ status: EVENT_TEXT.attendanceCleared, statusCode: '00' }),
      'PUT event/update-event-member/5': () => ({ status: EVENT_TEXT.notStarted, statusCode: '02' }),
    });
    await chooseEvent();
    fireEvent.click(within(await rowOf('Kamala Silva')).getByRole('button', { name: 'Clear attendance' }));
    await waitForCall(api, 'PUT event/update-event-member/6');
    expect(api.calls('PUT event/update-event-member/6')[0].body).toEqual({ attended: false });
    expect(await screen.findByText(EVENT_TEXT.attendanceCleared)).toBeInTheDocument();
    fireEvent.click(within(await rowOf('Nimal Perera')).getByRole('button', { name: 'Mark attended' }));
    expect(await screen.findByText(EVENT_TEXT.notStarted)).toBeInTheDocument();
  });

  it('removes a registration after confirming (DELETE event/delete-event-member/{id})', async () => {
    const api = show({ 'DELETE event/delete-event-member/5': () => ({ status: EVENT_TEXT.registrationRemoved, statusCode: '00' }) });
    await chooseEvent();
    fireEvent.click(within(await rowOf('Nimal Perera')).getByRole('button', { name: 'Delete' }));
    const sure = await dialogNamed('Are you sure?');
    expect(within(sure).getByText(/Delete the registration of Nimal Perera\?/)).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    await waitForCall(api, 'DELETE event/delete-event-member/5');
    expect(await screen.findByText(EVENT_TEXT.registrationRemoved)).toBeInTheDocument();
  });

  it('refuses to remove a registration with attendance marked, in the server’s words', async () => {
    show({ 'DELETE event/delete-event-member/6': () => ({ status: EVENT_TEXT.attendedCannotRemove, statusCode: '02' }) });
    await chooseEvent();
    fireEvent.click(within(await rowOf('Kamala Silva')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await dialogNamed('Are you sure?')).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText(EVENT_TEXT.attendedCannotRemove)).toBeInTheDocument();
  });
});

describe('Event Assignment on a 375 px phone', () => {
  onScreenWidth(PHONE_WIDTH);

  it('shows registrations as cards with the attendance button, the picker and Register stacked above', async () => {
    const api = show({ 'PUT event/update-event-member/5': () => ({ status: EVENT_TEXT.attendanceMarked, statusCode: '00' }) });
    await chooseEvent();
    await screen.findAllByText('Nimal Perera');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('data-primary-action');
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark attended' })[0]);
    await waitForCall(api, 'PUT event/update-event-member/5');
    expect(await screen.findByText(EVENT_TEXT.attendanceMarked)).toBeInTheDocument();
  });
});

describe("the signed-in staff member's own registration", () => {
  it('says why it has no attendance button (nobody credits their own CPD hours); the others keep theirs', async () => {
    const own = registration(9, 'M0009', 'Admin Self', { userid: 1 });
    const api = show({ [LIST]: () => ({ data: [own, ...ROWS], total: 3 }) });
    await chooseEvent();
    const row = await rowOf('Admin Self');
    expect(within(row).getByText(ownCaseText('attendance'))).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark attended' })).toBeNull();
    expect(within(await rowOf('Nimal Perera')).getByRole('button', { name: 'Mark attended' })).toBeEnabled();
    expect(api.sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
