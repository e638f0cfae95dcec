/**
 * /events, the public list over the REAL http client with fetch replaced: fee ('Free' for 0, LKR money),
 * seats ('Fully booked', 'n seats left', no limit), Sri Lanka wall-clock times, paging with "Show more",
 * and the empty, loading and error states. The page must stay out of react-admin (publicBundle walk).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PublicEventsPage } from '../../../src/features/events/PublicEventsPage';
import { eventWhen } from '../../../src/features/events/eventWhen';
import { paymentsApi, type Routes } from '../payments/paymentsApi';

const LIST = 'GET event/public-events';

const event = (eventId: number, title: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  title,
  eventType: 'Seminar',
  venue: 'Institute auditorium, Colombo 07',
  description: 'An evening on bridge maintenance.',
  startAt: '2026-12-05T09:30',
  endAt: '2026-12-05T12:00',
  cpdHours: 2.5,
  feeLkr: 2500,
  seatsLeft: 12,
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = (routes: Routes) => {
  const api = paymentsApi(routes);
  render(
    <MemoryRouter>
      <PublicEventsPage />
    </MemoryRouter>,
  );
  return api;
};

const cardOf = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('article') as HTMLElement;

describe('public events (/events)', () => {
  it('shows when, what, where, CPD hours, the fee in LKR, seats left and the description', async () => {
    const api = show({ [LIST]: () => ({ data: [event(1, 'Bridge maintenance seminar')], total: 1 }) });
    const card = await cardOf('Bridge maintenance seminar');
    expect(within(card).getByText('Sat 5 Dec 2026, 09:30 – 12:00')).toBeInTheDocument();
    expect(within(card).getByText('Seminar · Institute auditorium, Colombo 07')).toBeInTheDocument();
    expect(within(card).getByText('LKR 2,500.00')).toBeInTheDocument();
    expect(within(card).getByText('2.5 CPD hours')).toBeInTheDocument();
    expect(within(card).getByText('12 seats left')).toBeInTheDocument();
    expect(within(card).getByText('An evening on bridge maintenance.')).toBeInTheDocument();
    expect(api.calls(LIST)[0].query).toEqual({ page: '1', perPage: '10' });
    expect(api.calls(LIST)[0].authorization).toBe('Bearer test-token'); // harmless: the route is public
    expect(screen.getByText('Showing 1 of 1 events')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("says 'Free' for a fee of 0, 'Fully booked' at no seats left, '1 seat left', and nothing about seats without a limit", async () => {
    show({
      [LIST]: () => ({
        data: [
          event(1, 'Free webinar on codes', { feeLkr: 0, seatsLeft: 0, cpdHours: 1 }),
          event(2, 'Site visit to Norochcholai', { seatsLeft: 1, cpdHours: 0, feeLkr: 1000000 }),
          event(3, 'Annual general meeting 2026', { seatsLeft: null, feeLkr: 0 }),
        ],
        total: 3,
      }),
    });
    const free = await cardOf('Free webinar on codes');
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByText('Fully booked')).toBeInTheDocument();
    expect(within(free).getByText('1 CPD hour')).toBeInTheDocument();
    expect(within(free).queryByText(/LKR/)).not.toBeInTheDocument();
    const visit = await cardOf('Site visit to Norochcholai');
    expect(within(visit).getByText('1 seat left')).toBeInTheDocument();
    expect(within(visit).getByText('LKR 1,000,000.00')).toBeInTheDocument();
    expect(within(visit).getByText('No CPD hours')).toBeInTheDocument();
    expect(within(visit).queryByText('Fully booked')).not.toBeInTheDocument();
    const agm = await cardOf('Annual general meeting 2026');
    expect(within(agm).getByText('Open to all')).toBeInTheDocument();
  });

  it('loads ten at a time: "Show more" asks for the next page and appends it, then disappears', async () => {
    const first = Array.from({ length: 10 }, (_, i) => event(i + 1, `Event number ${i + 1}`));
    const api = show({
      [LIST]: (request) => (request.query.page === '1' ? { data: first, total: 11 } : { data: [event(11, 'The eleventh event')], total: 11 }),
    });
    await cardOf('Event number 10');
    expect(screen.getByText('Showing 10 of 11 events')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await cardOf('The eleventh event');
    expect(api.calls(LIST)[1].query).toEqual({ page: '2', perPage: '10' });
    expect(screen.getByRole('heading', { level: 2, name: 'Event number 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 11 of 11 events')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows a loading state until the answer arrives', async () => {
    let release!: (value: unknown) => void;
    show({ [LIST]: () => new Promise((resolve) => (release = resolve)) });
    expect(await screen.findByRole('progressbar', { name: 'Loading events...' })).toBeInTheDocument();
    release({ data: [event(1, 'Late seminar')], total: 1 });
    await cardOf('Late seminar');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when there are no upcoming events', async () => {
    show({ [LIST]: () => ({ data: [], total: 0 }) });
    expect(await screen.findByText('There are no upcoming events just now. Please check again soon.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("shows the error with a retry, which loads again; the server's words when it gives them", async () => {
    let fail = true;
    const api = show({ [LIST]: () => (fail ? [500, { status: 'Could not read events', statusCode: '02' }] : { data: [event(1, 'Back again')], total: 1 }) });
    expect(await screen.findByText('Could not read events')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await cardOf('Back again');
    expect(api.calls(LIST)).toHaveLength(2);
    expect(screen.queryByText('Could not read events')).not.toBeInTheDocument();
  });

  it('falls back to its own text when the network fails or the answer has no total', async () => {
    show({ [LIST]: () => ({ data: [] }) });
    expect(await screen.findByText('The events could not be loaded. Please try again.')).toBeInTheDocument();
  });

  it('leads back to sign in', async () => {
    show({ [LIST]: () => ({ data: [], total: 0 }) });
    await screen.findByText(/no upcoming events/);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Members: sign in to see your registrations' })).toHaveAttribute('href', '/login');
  });

  it('tells visitors to sign in to book, and offers each event as a calendar file', async () => {
    show({ [LIST]: () => ({ data: [event(4, 'Bridge maintenance seminar')], total: 1 }) });
    const card = await cardOf('Bridge maintenance seminar');
    expect(screen.getByRole('link', { name: 'Members can book a seat and pay online after signing in.' })).toHaveAttribute('href', '/login');
    const calendar = within(card).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/event/ics/4');
    expect(calendar).toHaveAttribute('download');
  });

  it('shows times as written (Sri Lanka wall clock), both days for an event over several days', () => {
    expect(eventWhen('2026-12-31T18:00', '2027-01-01T01:00')).toBe('Thu 31 Dec 2026, 18:00 – Fri 1 Jan 2027, 01:00');
    expect(eventWhen('bad', '')).toBe('bad');
  });
});

/** Same walk as tests/components/app/publicBundle.test.ts, for this page (that list is the integrator's). */
const ROOT = resolve(__dirname, '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const localFile = (from: string, spec: string) =>
  [resolve(dirname(from), spec)].flatMap((b) => [b, `${b}.ts`, `${b}.tsx`, `${b}/index.ts`]).find((c) => existsSync(c) && /\.tsx?$/.test(c));

describe('public events bundle', () => {
  it('reaches no react-admin package (nor MUI TextField) through static imports', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const queue = [resolve(ROOT, 'src/features/events/PublicEventsPage.tsx')];
    while (queue.length) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
        if (!spec.startsWith('.')) packages.add(spec);
        else {
          const local = localFile(file, spec);
          if (local) queue.push(local);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    expect([...packages].filter((p) => /^(react-admin|ra-[a-z-]+)(\/|$)|^@mui\/material\/TextField$/.test(p))).toEqual([]);
  });
});
