// Event registrations and attendance: the assignment screen's list and member search,
// registering (capacity, duplicates, inactive members), marking attendance (only once the event has started)
// with its once-only CPD credit, clearing it, and removing registrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TEXT } from '../../src/domain/eventRules.mjs';
import { ACTIVITY_TEXT } from '../../src/domain/cpdRules.mjs';
import { creditRow } from '../../mock-api/lib/events/event-credit.mjs';
import { DEMO_USER_ID, NOW, startEventsApi } from './events-support.mjs';

let t;
beforeAll(() => {
  t = startEventsApi();
});
afterAll(() => t.api.cleanup());

const assign = () => t.client(t.assignerToken());
const register = (eventId, memberID, token = t.assignerToken()) => t.client(token).post('/api/event/add-event-member').send({ eventId, memberID });
const attend = (eventMemberId, attended, token = t.assignerToken()) => t.client(token).put(`/api/event/update-event-member/${eventMemberId}`).send({ attended });
const unregister = (eventMemberId, token = t.assignerToken()) => t.client(token).delete(`/api/event/delete-event-member/${eventMemberId}`);
const registration = (eventMemberId) => t.rows('eventMembers').find((r) => r.eventMemberId === eventMemberId);
const creditsOf = (eventMemberId) => t.rows('cpdActivities').filter((a) => a.EventMemberID === eventMemberId);
const demoMember = () => t.rows('members').find((m) => m.userid === DEMO_USER_ID);
const STAMP = new Date(NOW).toISOString();

describe('GET event/eventmembers (event assignment)', () => {
  it('lists registrations with their event title and start, by member number by default', async () => {
    const response = await assign().get('/api/event/eventmembers').query({ perPage: 100 });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(t.rows('eventMembers').length);
    const first = response.body.data[0];
    const stored = registration(first.eventMemberId);
    const event = t.rows('events').find((e) => e.eventId === stored.eventId);
    // the seed's rows are staff registrations, confirmed; each row says who booked it and how it is paid
    expect(first).toEqual({ ...stored, id: stored.eventMemberId, eventTitle: event.title, startAt: event.startAt, bookingState: 'confirmed', bookedBy: 'staff', payment: event.feeLkr > 0 ? 'offline' : 'free' });
    const numbers = response.body.data.map((r) => r.memberNo);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('filters by event, attendance and member number or name; sorts and pages', async () => {
    const list = async (query) => (await assign().get('/api/event/eventmembers').query({ perPage: 100, ...query })).body;
    const rows = t.rows('eventMembers');
    const eventId = rows.find((r) => r.attended).eventId;
    expect((await list({ eventId })).data.map((r) => r.eventMemberId).sort((a, b) => a - b)).toEqual(rows.filter((r) => r.eventId === eventId).map((r) => r.eventMemberId));
    expect((await list({ attended: 'true' })).total).toBe(rows.filter((r) => r.attended).length);
    expect((await list({ attended: 'false' })).total).toBe(rows.filter((r) => !r.attended).length);
    expect((await list({ attended: 'maybe' })).total).toBe(rows.length);
    expect((await list({ eventId, attended: 'false' })).data.every((r) => r.eventId === eventId && !r.attended)).toBe(true);
    const someone = rows[5];
    expect((await list({ filterText: someone.memberNo.toLowerCase() })).data.every((r) => r.memberNo === someone.memberNo)).toBe(true);
    const namePart = someone.memberName.split(' ')[1].toUpperCase();
    const byName = await list({ filterText: namePart });
    expect(byName.total).toBe(rows.filter((r) => `${r.memberNo} ${r.memberName}`.toLowerCase().includes(namePart.toLowerCase())).length);
    expect(byName.total).toBeGreaterThan(0);
    const byStart = await list({ sortColumn: 'startAt', sortDirection: 'desc' });
    expect(byStart.data.map((r) => r.startAt)).toEqual([...byStart.data.map((r) => r.startAt)].sort().reverse());
    const page = await assign().get('/api/event/eventmembers').query({ perPage: 7, page: 3 });
    expect(page.body.data.map((r) => r.eventMemberId)).toEqual((await list({})).data.slice(14, 21).map((r) => r.eventMemberId));
    expect((await assign().get('/api/event/eventmembers')).body.data).toHaveLength(10);
  });
});

describe('GET event/membersofevent (event assignment)', () => {
  it('offers at most 20 active members matching 2+ characters of their number or name, not yet registered', async () => {
    const event = t.addEvent();
    const search = async (filterText) => (await assign().get('/api/event/membersofevent').query({ eventId: event.eventId, filterText })).body.data;
    expect(await search('')).toEqual([]);
    expect(await search('M')).toEqual([]);
    const many = await search('M0');
    expect(many).toHaveLength(20);
    const active = t.rows('members').filter((m) => m.status === 2);
    expect(many).toEqual(active.filter((m) => m.memberNo.includes('M0')).slice(0, 20).map((m) => ({ memberID: m.memberID, memberNo: m.memberNo, name: `${m.firstName} ${m.lastName}` })));
    const target = active[10];
    expect(await search(target.memberNo.toLowerCase())).toEqual([{ memberID: target.memberID, memberNo: target.memberNo, name: `${target.firstName} ${target.lastName}` }]);
    const byName = await search(target.lastName.slice(0, 4).toLowerCase());
    expect(byName.map((m) => m.memberID)).toContain(target.memberID);
    await register(event.eventId, target.memberID);
    expect(await search(target.memberNo)).toEqual([]);
    const inactive = t.rows('members').find((m) => m.status !== 2);
    expect(await search(inactive.memberNo)).toEqual([]);
    expect(await search('.*')).toEqual([]);
  });

  it("answers '01' for an unknown event", async () => {
    const response = await assign().get('/api/event/membersofevent').query({ eventId: 99999, filterText: 'M0001' });
    expect(response.body).toEqual({ statusCode: '01', status: EVENT_TEXT.notFound, message: EVENT_TEXT.notFound });
  });
});

describe('POST event/add-event-member (event assignment)', () => {
  it("registers an active member ('00'), stores the registration and logs it", async () => {
    const event = t.addEvent();
    const member = t.activeMembers()[0];
    const response = await register(event.eventId, String(member.memberID));
    const stored = t.rows('eventMembers').at(-1);
    expect(stored).toEqual({
      id: stored.eventMemberId, eventMemberId: stored.eventMemberId, eventId: event.eventId, memberID: member.memberID, userid: member.userid, memberNo: member.memberNo,
      memberName: `${member.firstName} ${member.lastName}`, registeredAt: STAMP, attended: false, attendedAt: null, cpdActivityId: null,
      bookingState: 'confirmed', bookedBy: 'staff',
    });
    // a paid event staff register by hand is settled outside the portal
    expect(response.body).toEqual({ statusCode: '00', status: EVENT_TEXT.memberRegistered, message: EVENT_TEXT.memberRegistered, data: { ...stored, eventTitle: event.title, startAt: event.startAt, payment: 'offline' } });
    expect(t.rows('activityLog').at(-1)).toMatchObject({ entity: 'event registration', action: 'create', recordId: stored.eventMemberId, detail: `Registration #${stored.eventMemberId} of ${member.memberNo} for event #${event.eventId} created` });
  });

  it("refuses a second registration, an unknown or inactive member ('02'), an unknown event ('01')", async () => {
    const event = t.addEvent();
    const member = t.activeMembers()[1];
    await register(event.eventId, member.memberID);
    const count = t.rows('eventMembers').length;
    const expectRefused = (response, text, code = '02') => expect(response.body).toEqual({ statusCode: code, status: text, message: text });
    expectRefused(await register(event.eventId, member.memberID), EVENT_TEXT.alreadyRegistered);
    expectRefused(await register(event.eventId, 99999), EVENT_TEXT.memberNotFound);
    expectRefused(await register(event.eventId, undefined), EVENT_TEXT.memberNotFound);
    for (const status of [1, 16]) {
      const inactive = t.rows('members').find((m) => m.status === status);
      expectRefused(await register(event.eventId, inactive.memberID), EVENT_TEXT.memberNotFound);
    }
    expectRefused(await register(99999, member.memberID), EVENT_TEXT.notFound, '01');
    expect(t.rows('eventMembers')).toHaveLength(count);
  });

  it("fills an event to its capacity and refuses one more ('02' full); the seeded full event is full", async () => {
    const event = t.addEvent({ capacity: 2 });
    const [a, b, c] = t.activeMembers().slice(2, 5);
    expect((await register(event.eventId, a.memberID)).body.statusCode).toBe('00');
    expect((await register(event.eventId, b.memberID)).body.statusCode).toBe('00');
    expect((await register(event.eventId, c.memberID)).body).toEqual({ statusCode: '02', status: EVENT_TEXT.eventFull, message: EVENT_TEXT.eventFull });
    const row = (await t.client(t.creatorToken()).get('/api/event/events').query({ filterText: event.title, perPage: 100 })).body.data.find((e) => e.eventId === event.eventId);
    expect(row).toMatchObject({ registeredCount: 2, seatsLeft: 0 });
    const seededFull = t.rows('events').find((e) => e.capacity !== null && e.capacity === t.rows('eventMembers').filter((r) => r.eventId === e.eventId).length && e.startAt > '2026-11-23');
    const outsider = t.activeMembers().find((m) => !t.rows('eventMembers').some((r) => r.eventId === seededFull.eventId && r.memberID === m.memberID));
    expect((await register(seededFull.eventId, outsider.memberID)).body.status).toBe(EVENT_TEXT.eventFull);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await assign().post('/api/event/add-event-member').set('Content-Type', 'application/json').send('{"eventId": 1,');
    expect(response.status).toBe(400);
    expect(response.body.status).toBe('Malformed JSON body');
    expect((await assign().post('/api/event/add-event-member').send([1, 2])).status).toBe(400);
  });
});

describe('PUT event/update-event-member/{eventMemberId}: attendance and its once-only CPD credit', () => {
  const summary = async () => (await t.client(t.memberToken()).get(`/api/CPD/actvitydetails/${DEMO_USER_ID}`).query({ year: 2026 })).body.data.compliance;
  const counts = async () => (await t.client(t.memberToken()).get(`/api/dashboard/dashboardcpdcounts/${DEMO_USER_ID}`)).body.data;

  it('credits the hours once: marking twice gives one activity, the CPD summary and dashboard grow by the hours; clearing takes them back', async () => {
    const event = t.addEvent({ title: 'Workshop on Seismic Retrofitting', eventType: 'Workshop', venue: 'Kandy City Centre, Kandy', startAt: '2026-11-21T09:00', endAt: '2026-11-21T16:00', cpdHours: 4.5 });
    const { eventMemberId } = (await register(event.eventId, demoMember().memberID)).body.data;
    const [before, countsBefore] = [await summary(), await counts()];
    const activitiesBefore = t.rows('cpdActivities').length;

    const marked = await attend(eventMemberId, true);
    expect(marked.body).toMatchObject({ statusCode: '00', status: EVENT_TEXT.attendanceMarked, message: EVENT_TEXT.attendanceMarked });
    const [credit] = creditsOf(eventMemberId);
    expect(credit).toEqual(creditRow({ ActivityID: credit.ActivityID, userId: DEMO_USER_ID, event, eventMemberId, createdAt: STAMP }));
    expect(credit).toMatchObject({ UserID: DEMO_USER_ID, ActivityTitle: event.title, CategoryID: 1, ActivityDate: '2026-11-21', Hours: 4.5, ActivityStatus: 2, evidenceFileId: null, evidenceFileName: '', EventMemberID: eventMemberId });
    expect(registration(eventMemberId)).toMatchObject({ attended: true, attendedAt: STAMP, cpdActivityId: credit.ActivityID });
    expect(marked.body.data).toMatchObject({ eventMemberId, attended: true, cpdActivityId: credit.ActivityID, eventTitle: event.title });
    expect(t.rows('activityLog').at(-1)).toMatchObject({ entity: 'event attendance', action: 'update', recordId: eventMemberId, detail: `Attendance of M0001 at event #${event.eventId} marked attended; CPD activity #${credit.ActivityID} (4.5 h) credited` });
    const after = await summary();
    expect(after.done).toBe(before.done + 4.5);
    expect(after.byCategory[0].done).toBe(before.byCategory[0].done + 4.5);
    expect((await counts()).done).toBe(countsBefore.done + 4.5);
    const listed = await t.client(t.memberToken()).get(`/api/CPD/all-activities/${DEMO_USER_ID}`).query({ perPage: 100 });
    expect(listed.body.data.find((a) => a.ActivityID === credit.ActivityID)).toMatchObject({ CategoryName: 'Formal learning', ActivityStatusName: 'Completed', evidence: null });

    const logCount = t.rows('activityLog').length;
    const again = await attend(eventMemberId, true);
    expect(again.body).toMatchObject({ statusCode: '00', status: EVENT_TEXT.attendanceMarked, data: { cpdActivityId: credit.ActivityID } });
    expect(creditsOf(eventMemberId)).toHaveLength(1);
    expect(t.rows('cpdActivities')).toHaveLength(activitiesBefore + 1);
    expect(registration(eventMemberId).attendedAt).toBe(STAMP);
    expect((await summary()).done).toBe(before.done + 4.5);
    expect(t.rows('activityLog')).toHaveLength(logCount);

    const cleared = await attend(eventMemberId, false);
    expect(cleared.body).toMatchObject({ statusCode: '00', status: EVENT_TEXT.attendanceCleared, data: { attended: false, attendedAt: null, cpdActivityId: null } });
    expect(creditsOf(eventMemberId)).toHaveLength(0);
    expect(t.rows('cpdActivities')).toHaveLength(activitiesBefore);
    expect(registration(eventMemberId)).toMatchObject({ attended: false, attendedAt: null, cpdActivityId: null });
    expect(await summary()).toEqual(before);
    expect(t.rows('activityLog').at(-1).detail).toBe(`Attendance of M0001 at event #${event.eventId} cleared; CPD activity #${credit.ActivityID} withdrawn`);

    // Marking after clearing credits again, with a new activity id (ids are never reused).
    await attend(eventMemberId, true);
    expect(creditsOf(eventMemberId).map((a) => a.ActivityID)).toEqual([registration(eventMemberId).cpdActivityId]);
    expect(registration(eventMemberId).cpdActivityId).toBeGreaterThan(credit.ActivityID);
  });

  it("marks attendance at an event of 0 CPD hours without a credit ('Attendance has been marked')", async () => {
    const event = t.addEvent({ title: 'Annual General Meeting 2026', eventType: 'Annual general meeting', startAt: '2026-11-22T14:00', endAt: '2026-11-22T17:00', cpdHours: 0, feeLkr: 0 });
    const { eventMemberId } = (await register(event.eventId, t.activeMembers()[6].memberID)).body.data;
    const count = t.rows('cpdActivities').length;
    expect((await attend(eventMemberId, true)).body).toMatchObject({ statusCode: '00', status: EVENT_TEXT.attendanceMarkedNoCpd, data: { attended: true, cpdActivityId: null } });
    expect(t.rows('cpdActivities')).toHaveLength(count);
    expect((await attend(eventMemberId, false)).body).toMatchObject({ statusCode: '00', status: EVENT_TEXT.attendanceCleared, data: { attended: false } });
  });

  it("refuses to mark attendance before the event starts ('02' notStarted); from its first minute (Sri Lanka time) it may", async () => {
    const soon = t.addEvent({ startAt: '2026-11-23T10:01', endAt: '2026-11-23T12:00' });
    const now = t.addEvent({ startAt: '2026-11-23T10:00', endAt: '2026-11-23T12:00' });
    const member = t.activeMembers()[7];
    const early = (await register(soon.eventId, member.memberID)).body.data.eventMemberId;
    const onTime = (await register(now.eventId, member.memberID)).body.data.eventMemberId;
    const count = t.rows('cpdActivities').length;
    expect((await attend(early, true)).body).toEqual({ statusCode: '02', status: EVENT_TEXT.notStarted, message: EVENT_TEXT.notStarted });
    expect(registration(early)).toMatchObject({ attended: false, cpdActivityId: null });
    expect(t.rows('cpdActivities')).toHaveLength(count);
    expect((await attend(onTime, true)).body.status).toBe(EVENT_TEXT.attendanceMarked);
    // Clearing is always possible (nothing to clear before the start).
    expect((await attend(early, false)).body.statusCode).toBe('00');
  });

  it("answers '01' for an unknown registration, 400 for attended that is not true/false or malformed JSON", async () => {
    expect((await attend(99999, true)).body).toEqual({ statusCode: '01', status: EVENT_TEXT.registrationNotFound, message: EVENT_TEXT.registrationNotFound });
    const someone = t.rows('eventMembers')[0].eventMemberId;
    for (const attended of ['true', 1, null, undefined]) expect((await attend(someone, attended)).status, String(attended)).toBe(400);
    expect((await assign().put(`/api/event/update-event-member/${someone}`).set('Content-Type', 'application/json').send('{"attended": tru')).status).toBe(400);
  });

  it("lets the member delete a credited activity themselves: the registration's link reads as cleared, clearing still works", async () => {
    const event = t.addEvent({ startAt: '2026-11-10T09:00', endAt: '2026-11-10T12:00', cpdHours: 2 });
    const { eventMemberId } = (await register(event.eventId, demoMember().memberID)).body.data;
    await attend(eventMemberId, true);
    const [credit] = creditsOf(eventMemberId);
    const deleted = await t.client(t.memberToken()).delete(`/api/CPD/activities/${credit.ActivityID}`);
    expect(deleted.body).toMatchObject({ statusCode: '00', status: ACTIVITY_TEXT.deleted });
    const listed = await assign().get('/api/event/eventmembers').query({ eventId: event.eventId });
    expect(listed.body.data[0]).toMatchObject({ eventMemberId, attended: true, cpdActivityId: null });
    // Marking again gives no second credit: the member withdrew it.
    expect((await attend(eventMemberId, true)).body).toMatchObject({ status: EVENT_TEXT.attendanceMarkedNoCpd, data: { cpdActivityId: null } });
    expect(creditsOf(eventMemberId)).toHaveLength(0);
    expect((await attend(eventMemberId, false)).body).toMatchObject({ statusCode: '00', data: { attended: false, cpdActivityId: null } });
    expect(registration(eventMemberId).cpdActivityId).toBeNull();
  });

  it("never removes another member's activity that happens to carry the stale id", async () => {
    const event = t.addEvent({ startAt: '2026-11-11T09:00', endAt: '2026-11-11T12:00', cpdHours: 1 });
    const { eventMemberId } = (await register(event.eventId, demoMember().memberID)).body.data;
    const foreign = t.rows('cpdActivities').find((a) => a.UserID !== DEMO_USER_ID && a.EventMemberID === undefined);
    // A stale link (as if the credit were gone) names an activity that is not this registration's credit.
    t.api.db.get('eventMembers').find({ eventMemberId }).assign({ attended: true, cpdActivityId: foreign.ActivityID }).write();
    await attend(eventMemberId, false);
    expect(t.rows('cpdActivities').some((a) => a.ActivityID === foreign.ActivityID)).toBe(true);
  });
});

describe('DELETE event/delete-event-member/{id} (event assignment)', () => {
  it("removes a registration ('00', logged), refuses while attendance is marked ('02'), '01' when unknown", async () => {
    const event = t.addEvent({ startAt: '2026-11-15T09:00', endAt: '2026-11-15T12:00' });
    const member = t.activeMembers()[8];
    const { eventMemberId } = (await register(event.eventId, member.memberID)).body.data;
    await attend(eventMemberId, true);
    expect((await unregister(eventMemberId)).body).toEqual({ statusCode: '02', status: EVENT_TEXT.attendedCannotRemove, message: EVENT_TEXT.attendedCannotRemove });
    expect(registration(eventMemberId)).toBeDefined();
    await attend(eventMemberId, false);
    expect((await unregister(eventMemberId)).body).toEqual({ statusCode: '00', status: EVENT_TEXT.registrationRemoved, message: EVENT_TEXT.registrationRemoved });
    expect(registration(eventMemberId)).toBeUndefined();
    expect(t.rows('activityLog').at(-1)).toMatchObject({ entity: 'event registration', action: 'delete', recordId: eventMemberId });
    expect((await unregister(eventMemberId)).body).toEqual({ statusCode: '01', status: EVENT_TEXT.registrationNotFound, message: EVENT_TEXT.registrationNotFound });
    // The seat is free again.
    expect((await register(event.eventId, member.memberID)).body.statusCode).toBe('00');
  });
});

describe('the assignment calls are the event-assignment screen only', () => {
  it('refuses event creation staff, other staff, members and applicants (403), changing nothing', async () => {
    const target = t.rows('eventMembers')[0];
    const before = JSON.stringify([t.rows('eventMembers'), t.rows('cpdActivities')]);
    for (const token of [t.creatorToken(), t.otherStaffToken(), t.memberToken(), t.userToken(2)]) {
      expect((await t.client(token).get('/api/event/eventmembers')).status).toBe(403);
      expect((await t.client(token).get('/api/event/membersofevent').query({ eventId: target.eventId, filterText: 'M0' })).status).toBe(403);
      expect((await register(target.eventId, t.activeMembers()[9].memberID, token)).status).toBe(403);
      expect((await attend(target.eventMemberId, !target.attended, token)).status).toBe(403);
      expect((await unregister(target.eventMemberId, token)).status).toBe(403);
    }
    expect(JSON.stringify([t.rows('eventMembers'), t.rows('cpdActivities')])).toBe(before);
  });

  it('lets the administrator do everything', async () => {
    const admin = t.client(t.adminToken());
    expect((await admin.get('/api/event/eventmembers')).status).toBe(200);
    expect((await admin.get('/api/event/events')).status).toBe(200);
  });
});
