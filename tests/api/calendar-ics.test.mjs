// Calendar files: the iCalendar writer (CRLF lines, 75-octet folding that never splits a character, TEXT
// escaping, Sri Lanka's zone with its VTIMEZONE, a stable UID), an upcoming event's public .ics, and a member's
// private feed of their own bookings whose reset makes the old address answer 404 at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarText, escapeText, eventUid, foldLine } from '../../mock-api/lib/calendar/ical.mjs';
import { BOOKING_TEXT } from '../../src/domain/bookingRules.mjs';
import { EVENT_TEXT } from '../../src/domain/eventRules.mjs';
import { DEMO_USER_ID, NOW, startEventsApi } from './events-support.mjs';

const EVENT = {
  eventId: 42, title: 'Seminar on Roads, Bridges; and \\ Tunnels', eventType: 'Seminar', venue: 'BMICH, Bauddhaloka Mawatha, Colombo 07',
  description: 'Line one\nLine two', startAt: '2027-02-10T09:00', endAt: '2027-02-10T12:30',
};

/** The content lines of a calendar text, unfolded (RFC 5545 3.1). */
const unfolded = (text) => text.replace(/\r\n /g, '').split('\r\n');

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines longer than 75 octets, continuation lines starting with a space, never inside a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes a calendar with CRLF line endings, the Asia/Colombo zone and the event in it', () => {
    const text = calendarText([{ event: EVENT }], { stamp: NOW });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual(['BEGIN:VTIMEZONE', 'TZID:Asia/Colombo', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530', 'TZNAME:+0530', 'END:STANDARD', 'END:VTIMEZONE']);
    expect(lines).toEqual(expect.arrayContaining([
      `UID:${eventUid(42)}`,
      'DTSTAMP:20261123T043000Z',
      'DTSTART;TZID=Asia/Colombo:20270210T090000',
      'DTEND;TZID=Asia/Colombo:20270210T123000',
      'SUMMARY:Seminar on Roads\\, Bridges\\; and \\\\ Tunnels',
      'LOCATION:BMICH\\, Bauddhaloka Mawatha\\, Colombo 07',
      'DESCRIPTION:Seminar\\n\\nLine one\\nLine two',
      'STATUS:CONFIRMED',
    ]));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('gives an event the same UID every time', () => {
    const uidOf = (text) => unfolded(text).find((line) => line.startsWith('UID:'));
    expect(uidOf(calendarText([{ event: EVENT }], { stamp: NOW }))).toBe(uidOf(calendarText([{ event: { ...EVENT, title: 'Renamed' } }], { stamp: NOW + 1000 })));
  });
});

describe('the .ics of an event and the member feed', () => {
  let t;
  beforeAll(() => {
    t = startEventsApi();
  });
  afterAll(() => t.api.cleanup());

  it('anyone downloads an upcoming event\'s .ics; a past or unknown event answers 404', async () => {
    const event = t.addEvent({ title: 'Public Calendar Seminar' });
    const response = await t.api.request.get(`/api/event/ics/${event.eventId}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Public-Calendar-Seminar.ics"');
    const lines = unfolded(response.text);
    expect(lines).toEqual(expect.arrayContaining(['DTSTART;TZID=Asia/Colombo:20270210T090000', 'LOCATION:BMICH\\, Colombo 07', 'SUMMARY:Public Calendar Seminar']));
    const past = t.addEvent({ startAt: '2026-01-10T09:00', endAt: '2026-01-10T12:00' });
    for (const id of [past.eventId, 999999]) {
      const missing = await t.api.request.get(`/api/event/ics/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ statusCode: '01', message: EVENT_TEXT.notFound });
    }
  });

  it("a member's feed lists their own bookings only; reset answers a new address and the old one 404 at once", async () => {
    const member = t.rows('members').find((m) => m.userid === DEMO_USER_ID);
    const mine = t.addEvent({ title: 'My Booked Workshop' });
    const theirs = t.addEvent({ title: 'Someone Elses Workshop' });
    const other = t.activeMembers()[0];
    const row = (event, who, id) => ({ id, eventMemberId: id, eventId: event.eventId, memberID: who.memberID, userid: who.userid, memberNo: who.memberNo, memberName: 'x', registeredAt: '2026-11-01T00:00:00.000Z', attended: false, attendedAt: null, cpdActivityId: null });
    t.api.db.get('eventMembers').push(row(mine, member, 900001), row(theirs, other, 900002)).value();
    t.api.db.write();
    const client = t.client(t.memberToken());
    const first = await client.get('/api/event/my-calendar-feed');
    expect(first.body).toMatchObject({ statusCode: '00', feedUrl: expect.stringMatching(/\/api\/event\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/) });
    expect((await client.get('/api/event/my-calendar-feed')).body.feedUrl).toBe(first.body.feedUrl);
    const path = new URL(first.body.feedUrl).pathname;
    const feed = await t.api.request.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.text).toContain('SUMMARY:My Booked Workshop');
    expect(feed.text).not.toContain('Someone Elses Workshop');
    const reset = await client.post('/api/event/my-calendar-feed/reset');
    expect(reset.body).toMatchObject({ statusCode: '00', message: BOOKING_TEXT.feedReset });
    expect(reset.body.feedUrl).not.toBe(first.body.feedUrl);
    const old = await t.api.request.get(path);
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ statusCode: '01', message: BOOKING_TEXT.feedNotFound });
    expect((await t.api.request.get(new URL(reset.body.feedUrl).pathname)).text).toContain('SUMMARY:My Booked Workshop');
    for (const guess of ['not-a-token', 'A'.repeat(43)]) expect((await t.api.request.get(`/api/event/calendar-feed/${guess}.ics`)).status).toBe(404);
  });
});
