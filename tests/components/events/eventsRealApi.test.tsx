/**
 * The three event screens against the REAL mock API (in process, its own temp data, the seeded events):
 * fetch is forwarded to it, so the screens and the API's event routes are checked to speak the same shapes: the public
 * list, creating an event through the form, and registering a member through the picker.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PublicEventsPage } from '../../../src/features/events/PublicEventsPage';
import { EventCreationPage } from '../../../src/features/events/EventCreationPage';
import { EventAssignPage } from '../../../src/features/events/EventAssignPage';
import { eventWhen } from '../../../src/features/events/eventWhen';
import { resources } from '../../../resources';
import { EVENT_TEXT } from '../../../src/domain/eventRules.mjs';
import { ROLE } from '../../../src/domain/roles';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { replaceToken } from '../../../src/providers/session';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { chooseOption, dialogNamed, submitAndConfirm, typeInto } from '../admin-declared/fakeApi';
// @ts-expect-error: plain ESM test helper without types
import { bearer, startApi, tokenOf } from '../../api/helpers.mjs';

const SLOW = { timeout: 8000 };
type Api = ReturnType<typeof startApi>;
let api: Api;
let token: string;

beforeAll(async () => {
  api = startApi();
  token = await tokenOf(api.request, 'admin');
}, 30_000);
afterAll(() => api?.cleanup());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** fetch -> the in-process API (supertest), answered as a Response. */
const forwardFetch = () =>
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let request = api.request[method](url.pathname + url.search);
    new Headers(init.headers).forEach((value: string, name: string) => (request = request.set(name, value)));
    const answer = await (init.body ? request.send(String(init.body)) : request);
    return new Response(answer.text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });

describe('event screens against the mock API', () => {
  it('/events shows the seeded upcoming events, soonest first, as the API answers them', async () => {
    const { body } = await api.request.get('/api/event/public-events?page=1&perPage=10');
    expect(body.total).toBeGreaterThan(0);
    forwardFetch();
    render(
      <MemoryRouter>
        <PublicEventsPage />
      </MemoryRouter>,
    );
    const first = body.data[0];
    const card = (await screen.findByRole('heading', { level: 2, name: first.title }, SLOW)).closest('article') as HTMLElement;
    expect(within(card).getByText(eventWhen(first.startAt, first.endAt))).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(Math.min(10, body.total));
    expect(screen.getByText(`Showing ${Math.min(10, body.total)} of ${body.total} events`)).toBeInTheDocument();
  });

  it('creates an event through the form; the API stores it with its times', async () => {
    forwardFetch();
    replaceToken(token);
    renderInAdmin(<EventCreationPage />, createDataProvider(resources, http), signedInAs(1, ROLE.ADMIN));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Event' }, SLOW));
    const dialog = await dialogNamed('Add Event');
    typeInto(dialog, /Title/, 'Tunnel safety seminar');
    await chooseOption(dialog, /Type/, 'Seminar');
    typeInto(dialog, /Starts/, '2027-02-10 09:00');
    typeInto(dialog, /Ends/, '2027-02-10 12:00');
    typeInto(dialog, /Venue/, 'Kandy chapter hall');
    typeInto(dialog, /CPD hours/, '3');
    typeInto(dialog, /Fee/, '2500');
    typeInto(dialog, /Capacity/, '60');
    await submitAndConfirm(dialog, 'Save', 'Yes');
    expect(await screen.findByText(EVENT_TEXT.saved, {}, SLOW)).toBeInTheDocument();
    const { body } = await api.request.get('/api/event/events?filterText=Tunnel%20safety').set(bearer(token));
    expect(body.data).toEqual([expect.objectContaining({ title: 'Tunnel safety seminar', startAt: '2027-02-10T09:00', endAt: '2027-02-10T12:00', capacity: 60, feeLkr: 2500, cpdHours: 3 })]);
  });

  it('registers a member found by the picker for an event; the registration is listed', async () => {
    const { body: choices } = await api.request.get('/api/event/select-event').set(bearer(token));
    const event = choices.data.find((e: { title: string }) => e.title === 'Tunnel safety seminar');
    forwardFetch();
    replaceToken(token);
    renderInAdmin(<EventAssignPage />, createDataProvider(resources, http), signedInAs(1, ROLE.ADMIN));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Event' }, SLOW));
    fireEvent.click(await screen.findByRole('option', { name: /Tunnel safety seminar/ }, SLOW));
    const picker = await screen.findByRole('combobox', { name: 'Member number or name' }, SLOW);
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'M0002' } });
    fireEvent.click(await screen.findByRole('option', { name: /^M0002 – / }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(EVENT_TEXT.memberRegistered, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('M0002').length).toBeGreaterThan(0), SLOW);
    const { body } = await api.request.get(`/api/event/eventmembers?eventId=${event.eventId}`).set(bearer(token));
    expect(body.data.map((r: { memberNo: string }) => r.memberNo)).toEqual(['M0002']);
  });
});
