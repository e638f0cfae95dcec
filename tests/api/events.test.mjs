// Events API: the public list, the calendar, the staff list and select, and the event
// form's add, update and delete with every rule at its boundary. Registrations and attendance:
// events-members.test.mjs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LIMITS, EVENT_TEXT, EVENT_TYPES, capacityBelowRegistrationsText } from '../../src/domain/eventRules.mjs';
import { NOW, SL_NOW, eventForm, startEventsApi } from './events-support.mjs';

const PUBLIC_KEYS = ['eventId', 'title', 'eventType', 'venue', 'description', 'startAt', 'endAt', 'cpdHours', 'feeLkr', 'seatsLeft'].sort();

let t;
beforeAll(() => {
  t = startEventsApi();
});
afterAll(() => t.api.cleanup());

const registrationsOf = (eventId) => t.rows('eventMembers').filter((r) => r.eventId === eventId);
const seatsLeft = (e) => (e.capacity === null ? null : Math.max(0, e.capacity - registrationsOf(e.eventId).length));

describe('GET event/public-events (public)', () => {
  it('answers anyone, without a token, with the upcoming events soonest first and only the public fields', async () => {
    const response = await t.api.request.get('/api/event/public-events').query({ perPage: 50 });
    expect(response.status).toBe(200);
    const upcoming = t.rows('events').filter((e) => e.endAt >= SL_NOW).sort((a, b) => a.startAt.localeCompare(b.startAt) || a.eventId - b.eventId);
    expect(response.body.total).toBe(upcoming.length);
    expect(response.body.data.map((e) => e.eventId)).toEqual(upcoming.map((e) => e.eventId));
    for (const row of response.body.data) expect(Object.keys(row).sort()).toEqual(PUBLIC_KEYS);
    for (const row of response.body.data) expect(row.seatsLeft).toBe(seatsLeft(t.rows('events').find((e) => e.eventId === row.eventId)));
    expect(JSON.stringify(response.body)).not.toMatch(/memberNo|memberName|userid|registeredCount|attended/);
    expect(response.body.data.some((e) => e.seatsLeft === 0)).toBe(true);
    expect(response.body.data.some((e) => e.seatsLeft === null)).toBe(true);
  });

  it('keeps an event until it ends in Sri Lanka time (UTC+05:30): ending now is upcoming, a minute ago is past', async () => {
    const endsNow = t.addEvent({ title: 'Ends this very minute', startAt: '2026-11-23T08:00', endAt: SL_NOW });
    const ended = t.addEvent({ title: 'Ended a minute ago', startAt: '2026-11-23T08:00', endAt: '2026-11-23T09:59' });
    const running = t.addEvent({ title: 'Running all day', startAt: '2026-11-23T08:00', endAt: '2026-11-23T18:00' });
    const ids = (await t.api.request.get('/api/event/public-events').query({ perPage: 50 })).body.data.map((e) => e.eventId);
    expect(ids).toContain(endsNow.eventId);
    expect(ids).toContain(running.eventId);
    expect(ids).not.toContain(ended.eventId);
    // 10:00 in Sri Lanka is 04:30 UTC: an event ending at 04:45 (its wall clock) ended long ago there.
    expect(NOW).toBe(Date.parse('2026-11-23T04:30:00Z'));
    for (const e of [endsNow, ended, running]) t.api.db.get('events').remove({ eventId: e.eventId }).write();
  });

  it('pages by 10 by default and by at most 50; sorting and search words change nothing', async () => {
    const added = Array.from({ length: 60 }, (_, k) => t.addEvent({ title: `Lecture number ${k}`, startAt: `2027-11-${String((k % 28) + 1).padStart(2, '0')}T09:00`, endAt: `2027-11-${String((k % 28) + 1).padStart(2, '0')}T11:00` }, { write: false }));
    t.api.db.write();
    const total = t.rows('events').filter((e) => e.endAt >= SL_NOW).length;
    const first = await t.api.request.get('/api/event/public-events');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.total).toBe(total);
    expect((await t.api.request.get('/api/event/public-events').query({ perPage: 50 })).body.data).toHaveLength(50);
    expect((await t.api.request.get('/api/event/public-events').query({ perPage: 51 })).body.data).toHaveLength(50);
    const page2 = await t.api.request.get('/api/event/public-events').query({ perPage: 50, page: 2 });
    expect(page2.body.data).toHaveLength(total - 50);
    const odd = await t.api.request.get('/api/event/public-events').query({ sortColumn: 'title', sortDirection: 'desc', filterText: 'zzz' });
    expect(odd.body).toEqual(first.body);
    for (const e of added) t.api.db.get('events').remove({ eventId: e.eventId }).write();
  });
});

describe('GET application/get-for-calender (signed in)', () => {
  it('gives the events touching the month, by start, with the public fields, to any signed-in user', async () => {
    const spanning = t.addEvent({ title: 'Overnight hackathon', startAt: '2026-11-30T18:00', endAt: '2026-12-01T06:00' });
    const endsAtMidnight = t.addEvent({ title: 'Ends as December starts', startAt: '2026-11-30T20:00', endAt: '2026-12-01T00:00' });
    const nextMonth = t.addEvent({ title: 'Starts as January starts', startAt: '2027-01-01T00:00', endAt: '2027-01-01T02:00' });
    for (const token of [t.memberToken(), t.userToken(2), t.otherStaffToken()]) {
      const response = await t.client(token).get('/api/application/get-for-calender').query({ month: '2026-12' });
      expect(response.status).toBe(200);
      const expected = t.rows('events').filter((e) => e.startAt < '2027-01-01T00:00' && e.endAt >= '2026-12-01T00:00').sort((a, b) => a.startAt.localeCompare(b.startAt));
      expect(response.body.data.map((e) => e.eventId)).toEqual(expected.map((e) => e.eventId));
      expect(response.body.data.map((e) => e.eventId)).toEqual(expect.arrayContaining([spanning.eventId, endsAtMidnight.eventId]));
      expect(response.body.data.map((e) => e.eventId)).not.toContain(nextMonth.eventId);
      for (const row of response.body.data) expect(Object.keys(row).sort()).toEqual(PUBLIC_KEYS);
    }
    const november = await t.client(t.memberToken()).get('/api/application/get-for-calender').query({ month: '2026-11' });
    expect(november.body.data.map((e) => e.eventId)).toContain(spanning.eventId);
    expect(november.body.data.map((e) => e.eventId)).not.toContain(nextMonth.eventId);
    for (const e of [spanning, endsAtMidnight, nextMonth]) t.api.db.get('events').remove({ eventId: e.eventId }).write();
  });

  it("answers '01' with the month text for a month that is not YYYY-MM", async () => {
    for (const month of ['2026-13', '2026-00', '2026-1', '26-12', '2026/12', '', undefined]) {
      const response = await t.client(t.memberToken()).get('/api/application/get-for-calender').query(month === undefined ? {} : { month });
      expect(response.status, String(month)).toBe(200);
      expect(response.body, String(month)).toEqual({ status: EVENT_TEXT.monthInvalid, statusCode: '01', message: EVENT_TEXT.monthInvalid });
    }
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await t.api.request.get('/api/application/get-for-calender').query({ month: '2026-12' })).status).toBe(401);
  });
});

describe('GET event/events and event/select-event (event staff)', () => {
  it('lists every event with its registration figures, newest start first by default', async () => {
    const response = await t.client(t.creatorToken()).get('/api/event/events').query({ perPage: 100 });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(t.rows('events').length);
    const starts = response.body.data.map((e) => e.startAt);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const row of response.body.data) {
      const regs = registrationsOf(row.eventId);
      expect(row).toMatchObject({ id: row.eventId, registeredCount: regs.length, attendedCount: regs.filter((r) => r.attended).length, seatsLeft: seatsLeft(row) });
    }
    expect(response.body.data.some((e) => e.attendedCount > 0)).toBe(true);
  });

  it('filters by when (upcoming, past, all), event type and words of the title or venue; sorts and pages', async () => {
    const client = t.client(t.assignerToken());
    const list = async (query) => (await client.get('/api/event/events').query({ perPage: 100, ...query })).body;
    const all = t.rows('events');
    expect((await list({ when: 'upcoming' })).total).toBe(all.filter((e) => e.endAt >= SL_NOW).length);
    expect((await list({ when: 'past' })).total).toBe(all.filter((e) => e.endAt < SL_NOW).length);
    expect((await list({ when: 'all' })).total).toBe(all.length);
    // An unknown filter value is refused, naming the field (the API contract's request check), not read as no filter.
    expect(await list({ when: 'whenever' })).toEqual({ status: "Field 'when' must be one of: upcoming, past, all", statusCode: '05' });
    for (const eventType of EVENT_TYPES) expect((await list({ eventType })).data.map((e) => e.eventId).sort()).toEqual(all.filter((e) => e.eventType === eventType).map((e) => e.eventId).sort());
    expect(await list({ eventType: 'Picnic' })).toEqual({ status: `Field 'eventType' must be one of: ${EVENT_TYPES.join(', ')}`, statusCode: '05' });
    const kandy = await list({ filterText: 'kANDY' });
    expect(kandy.total).toBe(all.filter((e) => `${e.title} ${e.venue}`.toLowerCase().includes('kandy')).length);
    expect(kandy.total).toBeGreaterThan(0);
    expect((await list({ filterText: 'workshop', when: 'upcoming', eventType: 'Workshop' })).data.every((e) => e.eventType === 'Workshop' && e.endAt >= SL_NOW)).toBe(true);
    const byTitle = await list({ sortColumn: 'title', sortDirection: 'asc' });
    expect(byTitle.data.map((e) => e.title)).toEqual([...all.map((e) => e.title)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const byRegistered = await list({ sortColumn: 'registeredCount', sortDirection: 'desc' });
    expect(byRegistered.data[0].registeredCount).toBe(Math.max(...all.map((e) => registrationsOf(e.eventId).length)));
    const page = await client.get('/api/event/events').query({ perPage: 5, page: 2 });
    expect(page.body.data).toHaveLength(5);
    expect(page.body.data.map((e) => e.eventId)).toEqual((await list({})).data.slice(5, 10).map((e) => e.eventId));
  });

  it('gives the select a page of events, newest first, as { eventId, title, startAt }, searched by title', async () => {
    const select = (query) => t.client(t.assignerToken()).get('/api/event/select-event').query(query);
    const response = await select({ perPage: 100 });
    expect(response.status).toBe(200);
    const expected = [...t.rows('events')].sort((a, b) => b.startAt.localeCompare(a.startAt) || b.eventId - a.eventId).map(({ eventId, title, startAt }) => ({ eventId, title, startAt }));
    expect(response.body).toEqual({ data: expected.slice(0, 100), total: expected.length });
    expect((await select({})).body.data).toEqual(expected.slice(0, 10));
    const title = expected[3].title;
    const found = (await select({ filterText: title.slice(2, 12).toUpperCase() })).body;
    expect(found.data.map((e) => e.eventId)).toContain(expected[3].eventId);
    expect(found.data.every((e) => e.title.toLowerCase().includes(title.slice(2, 12).toLowerCase()))).toBe(true);
    expect((await select({ idField: 'eventId', ids: String(expected.at(-1).eventId) })).body.data).toEqual([expected.at(-1)]);
  });

  it('refuses members, applicants and staff without the event screens (403)', async () => {
    for (const token of [t.memberToken(), t.userToken(2), t.otherStaffToken()]) {
      expect((await t.client(token).get('/api/event/events')).status).toBe(403);
      expect((await t.client(token).get('/api/event/select-event')).status).toBe(403);
    }
  });
});

describe('POST event/add-event (event creation)', () => {
  const add = (body, token = t.creatorToken()) => t.client(token).post('/api/event/add-event').send(body);

  it("saves a valid event ('00' saved), trimmed, numbers as numbers, no capacity as null, and logs it", async () => {
    const before = t.rows('events').length;
    const response = await add(eventForm({ title: '  Seminar on Bridge Inspection  ', cpdHours: '3.5', feeLkr: '2500.50', capacity: '' }));
    expect(response.body).toMatchObject({ statusCode: '00', status: EVENT_TEXT.saved, message: EVENT_TEXT.saved });
    const saved = t.rows('events').at(-1);
    expect(t.rows('events')).toHaveLength(before + 1);
    expect(saved).toEqual({
      id: saved.eventId, eventId: saved.eventId, title: 'Seminar on Bridge Inspection', eventType: 'Seminar', venue: 'BMICH, Colombo 07', description: 'Talks and a panel.',
      startAt: '2027-02-10T09:00', endAt: '2027-02-10T12:00', cpdHours: 3.5, feeLkr: 2500.5, capacity: null, cancelCutoffHours: 24, createdAt: new Date(NOW).toISOString(), updatedAt: null,
    });
    expect(response.body.data).toEqual({ ...saved, registeredCount: 0, attendedCount: 0, seatsLeft: null });
    expect(t.rows('activityLog').at(-1)).toMatchObject({ entity: 'event', action: 'create', recordId: saved.eventId, detail: `Event #${saved.eventId} (Seminar on Bridge Inspection, 2027-02-10T09:00) created` });
  });

  it('takes every limit at its boundary and refuses one step beyond it with the field text', async () => {
    const ok = [
      { title: 'x'.repeat(EVENT_LIMITS.titleMin) }, { title: 'x'.repeat(EVENT_LIMITS.titleMax) }, { venue: 'abc' }, { venue: 'v'.repeat(EVENT_LIMITS.venueMax) },
      { description: 'd'.repeat(EVENT_LIMITS.descriptionMax) }, { description: '' }, { cpdHours: 0 }, { cpdHours: 24 }, { cpdHours: 1.25 }, { feeLkr: 0 }, { feeLkr: 1_000_000 },
      { feeLkr: 999999.99 }, { capacity: 1 }, { capacity: 10_000 }, { capacity: null }, { endAt: '2027-02-10T09:01' },
    ];
    for (const changes of ok) expect((await add(eventForm(changes))).body.statusCode, JSON.stringify(changes).slice(0, 80)).toBe('00');
    const refused = [
      [{ title: 'x'.repeat(EVENT_LIMITS.titleMin - 1) }, 'title', EVENT_TEXT.titleLength], [{ title: 'x'.repeat(EVENT_LIMITS.titleMax + 1) }, 'title', EVENT_TEXT.titleLength],
      [{ title: '   ' }, 'title', EVENT_TEXT.required], [{ venue: 'ab' }, 'venue', EVENT_TEXT.venueLength], [{ venue: 'v'.repeat(EVENT_LIMITS.venueMax + 1) }, 'venue', EVENT_TEXT.venueLength],
      [{ venue: '' }, 'venue', EVENT_TEXT.required], [{ description: 'd'.repeat(EVENT_LIMITS.descriptionMax + 1) }, 'description', EVENT_TEXT.descriptionLong],
      [{ eventType: 'Picnic' }, 'eventType', EVENT_TEXT.typeInvalid], [{ eventType: '' }, 'eventType', EVENT_TEXT.required],
      [{ startAt: '2027-02-30T09:00' }, 'startAt', EVENT_TEXT.dateTimeInvalid], [{ startAt: '2027-02-10 09:00' }, 'startAt', EVENT_TEXT.dateTimeInvalid], [{ endAt: '2027-02-10T24:00' }, 'endAt', EVENT_TEXT.dateTimeInvalid],
      [{ startAt: '' }, 'startAt', EVENT_TEXT.required], [{ endAt: '2027-02-10T09:00' }, 'endAt', EVENT_TEXT.endAfterStart], [{ endAt: '2027-02-10T08:59' }, 'endAt', EVENT_TEXT.endAfterStart],
      [{ cpdHours: 24.01 }, 'cpdHours', EVENT_TEXT.cpdHours], [{ cpdHours: -1 }, 'cpdHours', EVENT_TEXT.cpdHours], [{ cpdHours: 1.234 }, 'cpdHours', EVENT_TEXT.cpdHours], [{ cpdHours: '' }, 'cpdHours', EVENT_TEXT.required],
      [{ feeLkr: 1_000_000.01 }, 'feeLkr', EVENT_TEXT.fee], [{ feeLkr: -0.01 }, 'feeLkr', EVENT_TEXT.fee], [{ feeLkr: 'ten' }, 'feeLkr', EVENT_TEXT.fee],
      [{ capacity: 0 }, 'capacity', EVENT_TEXT.capacity], [{ capacity: 10_001 }, 'capacity', EVENT_TEXT.capacity], [{ capacity: 2.5 }, 'capacity', EVENT_TEXT.capacity],
    ];
    const before = t.rows('events').length;
    for (const [changes, field, text] of refused) {
      const response = await add(eventForm(changes));
      expect(response.status).toBe(200);
      expect(response.body, `${field} ${JSON.stringify(changes).slice(0, 60)}`).toEqual({ statusCode: '02', status: text, message: text, problems: { [field]: text } });
    }
    expect(t.rows('events')).toHaveLength(before);
  }, 60_000);

  it('names every problem of an empty form', async () => {
    const response = await add({});
    expect(response.body.statusCode).toBe('02');
    expect(Object.keys(response.body.problems).sort()).toEqual(['cpdHours', 'endAt', 'eventType', 'feeLkr', 'startAt', 'title', 'venue']);
  });

  it('answers 400 to malformed JSON and to a body that is no object', async () => {
    const broken = await t.client(t.creatorToken()).post('/api/event/add-event').set('Content-Type', 'application/json').send('{"title": ');
    expect(broken.status).toBe(400);
    expect(broken.body.status).toBe('Malformed JSON body');
    const list = await add([eventForm()]);
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ status: 'Malformed JSON body', statusCode: '05' });
  });

  it('is the event-creation screen only: event assignment, other staff, members and applicants get 403', async () => {
    const before = t.rows('events').length;
    for (const token of [t.assignerToken(), t.otherStaffToken(), t.memberToken(), t.userToken(2)]) expect((await add(eventForm(), token)).status).toBe(403);
    expect(t.rows('events')).toHaveLength(before);
  });
});

describe('PUT event/update-event/{eventId} and DELETE event/delete-event/{id} (event creation)', () => {
  const update = (eventId, body, token = t.creatorToken()) => t.client(token).put(`/api/event/update-event/${eventId}`).send(body);
  const remove = (eventId, token = t.creatorToken()) => t.client(token).delete(`/api/event/delete-event/${eventId}`);

  it("updates an event ('00' updated), keeps its created time, stamps updatedAt, logs it", async () => {
    const event = t.addEvent();
    const response = await update(event.eventId, eventForm({ title: 'Seminar on Bridge Maintenance', capacity: 80 }));
    expect(response.body).toMatchObject({ statusCode: '00', status: EVENT_TEXT.updated, data: { eventId: event.eventId, title: 'Seminar on Bridge Maintenance', capacity: 80 } });
    expect(t.rows('events').find((e) => e.eventId === event.eventId)).toMatchObject({ title: 'Seminar on Bridge Maintenance', capacity: 80, createdAt: event.createdAt, updatedAt: new Date(NOW).toISOString() });
    expect(t.rows('activityLog').at(-1)).toMatchObject({ entity: 'event', action: 'update', recordId: event.eventId });
  });

  it("refuses problems ('02', nothing changes), an unknown event ('01'), malformed JSON (400)", async () => {
    const event = t.addEvent();
    const refused = await update(event.eventId, eventForm({ title: 'Talk' }));
    expect(refused.body).toEqual({ statusCode: '02', status: EVENT_TEXT.titleLength, message: EVENT_TEXT.titleLength, problems: { title: EVENT_TEXT.titleLength } });
    expect(t.rows('events').find((e) => e.eventId === event.eventId)).toEqual(event);
    for (const id of [99999, 'abc', 0]) expect((await update(id, eventForm())).body).toEqual({ statusCode: '01', status: EVENT_TEXT.notFound, message: EVENT_TEXT.notFound });
    expect((await t.client(t.creatorToken()).put(`/api/event/update-event/${event.eventId}`).set('Content-Type', 'application/json').send('{oops')).status).toBe(400);
    expect((await update(event.eventId, 'just text')).status).not.toBe(200);
  });

  it('lets the capacity drop to the registrations but not below them', async () => {
    const event = t.addEvent({ capacity: 10 });
    const [a, b, c] = t.activeMembers();
    const assign = t.client(t.assignerToken());
    for (const m of [a, b, c]) expect((await assign.post('/api/event/add-event-member').send({ eventId: event.eventId, memberID: m.memberID })).body.statusCode).toBe('00');
    const below = await update(event.eventId, eventForm({ capacity: 2 }));
    const text = capacityBelowRegistrationsText(3);
    expect(text).toBe('Capacity cannot be less than the 3 members already registered');
    expect(below.body).toEqual({ statusCode: '02', status: text, message: text, problems: { capacity: text } });
    expect((await update(event.eventId, eventForm({ capacity: 3 }))).body).toMatchObject({ statusCode: '00', data: { capacity: 3, registeredCount: 3, seatsLeft: 0 } });
    expect((await update(event.eventId, eventForm({ capacity: '' }))).body).toMatchObject({ statusCode: '00', data: { capacity: null, seatsLeft: null } });
  });

  it("deletes an event without registrations ('00' deleted, logged) and refuses one with registrations ('02')", async () => {
    const empty = t.addEvent();
    expect((await remove(empty.eventId)).body).toEqual({ statusCode: '00', status: EVENT_TEXT.deleted, message: EVENT_TEXT.deleted });
    expect(t.rows('events').some((e) => e.eventId === empty.eventId)).toBe(false);
    expect(t.rows('activityLog').at(-1)).toMatchObject({ entity: 'event', action: 'delete', recordId: empty.eventId });
    const withMembers = t.rows('eventMembers')[0].eventId;
    expect((await remove(withMembers)).body).toEqual({ statusCode: '02', status: EVENT_TEXT.hasRegistrations, message: EVENT_TEXT.hasRegistrations });
    expect(t.rows('events').some((e) => e.eventId === withMembers)).toBe(true);
    expect((await remove(empty.eventId)).body).toEqual({ statusCode: '01', status: EVENT_TEXT.notFound, message: EVENT_TEXT.notFound });
  });

  it('never reuses a deleted event id', async () => {
    const event = t.addEvent();
    await remove(event.eventId);
    const response = await t.client(t.creatorToken()).post('/api/event/add-event').send(eventForm());
    expect(response.body.data.eventId).toBeGreaterThan(event.eventId);
  });

  it('refuses the event-assignment screen and everyone else (403), changing nothing', async () => {
    const event = t.addEvent();
    for (const token of [t.assignerToken(), t.otherStaffToken(), t.memberToken()]) {
      expect((await update(event.eventId, eventForm({ title: 'Changed by someone' }), token)).status).toBe(403);
      expect((await remove(event.eventId, token)).status).toBe(403);
    }
    expect(t.rows('events').find((e) => e.eventId === event.eventId)).toEqual(event);
  });
});
