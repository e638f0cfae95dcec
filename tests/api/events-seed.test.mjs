// The events seed: 16 events around Sri Lanka, registrations, attendance and the CPD
// credits of attendance, leaving the CPD seed's figures as they were. Figures derived from the seed itself.
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../mock-api/seed.mjs';
import { eventSeed } from '../../mock-api/seed/events.mjs';
import { creditRow } from '../../mock-api/lib/events/event-credit.mjs';
import { EVENT_TYPES, eventProblems } from '../../src/domain/eventRules.mjs';
import { complianceOf, settingsInForce } from '../../src/domain/cpdRules.mjs';

const seed = buildSeed();
const TODAY = '2026-11-23';
const past = seed.events.filter((e) => e.endAt < TODAY);
const upcoming = seed.events.filter((e) => e.startAt >= '2026-11-24');
const registrationsOf = (event) => seed.eventMembers.filter((r) => r.eventId === event.eventId);
const eventOf = (registration) => seed.events.find((e) => e.eventId === registration.eventId);
const member = (memberID) => seed.members.find((m) => m.memberID === memberID);

describe('events seed', () => {
  it('has 9 past events (March 2025 .. 20 November 2026) and 7 upcoming (December 2026 .. October 2027), numbered 1..16', () => {
    expect(seed.events.map((e) => e.eventId)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(seed.events.every((e) => e.id === e.eventId)).toBe(true);
    expect(past).toHaveLength(9);
    expect(upcoming).toHaveLength(7);
    expect(past.every((e) => e.startAt >= '2025-03-01' && e.endAt <= '2026-11-20T23:59')).toBe(true);
    expect(upcoming.every((e) => e.startAt >= '2026-12-01' && e.endAt <= '2027-10-31T23:59')).toBe(true);
  });

  it('covers every event type, Sri Lankan venues and online webinars, hours 0..8, fees LKR 0..15,000, some with capacity', () => {
    expect(new Set(seed.events.map((e) => e.eventType))).toEqual(new Set(EVENT_TYPES));
    for (const place of ['BMICH', 'Kandy City Centre', 'Galle Face Hotel', 'Jaffna Public Library auditorium', 'Online webinar']) {
      expect(seed.events.some((e) => e.venue.includes(place)), place).toBe(true);
    }
    expect(seed.events.every((e) => e.cpdHours >= 0 && e.cpdHours <= 8 && e.feeLkr >= 0 && e.feeLkr <= 15000)).toBe(true);
    expect(seed.events.some((e) => e.cpdHours === 0) && seed.events.some((e) => e.cpdHours === 8)).toBe(true);
    expect(seed.events.some((e) => e.feeLkr === 0) && seed.events.some((e) => e.feeLkr === 15000)).toBe(true);
    expect(seed.events.filter((e) => e.capacity !== null).length).toBeGreaterThan(3);
    expect(seed.events.filter((e) => e.capacity === null).length).toBeGreaterThan(2);
  });

  it('stores only events the form would accept, announced before the seed day', () => {
    for (const e of seed.events) {
      expect(eventProblems(e), `event ${e.eventId}`).toEqual({});
      expect(e.createdAt.slice(0, 10) < TODAY, `event ${e.eventId}`).toBe(true);
      expect(e.updatedAt).toBeNull();
    }
  });

  it('registers about 90 active members, each at most once per event, never M0001 or M0002, within capacity', () => {
    expect(seed.eventMembers.length).toBeGreaterThanOrEqual(80);
    expect(seed.eventMembers.length).toBeLessThanOrEqual(100);
    expect(seed.eventMembers.map((r) => r.eventMemberId)).toEqual(seed.eventMembers.map((_, i) => i + 1));
    expect(new Set(seed.eventMembers.map((r) => `${r.eventId} ${r.memberID}`)).size).toBe(seed.eventMembers.length);
    for (const r of seed.eventMembers) {
      const m = member(r.memberID);
      expect(m.status, `registration ${r.eventMemberId}`).toBe(2);
      expect(r).toMatchObject({ id: r.eventMemberId, userid: m.userid, memberNo: m.memberNo, memberName: `${m.firstName} ${m.lastName}` });
      expect(r.registeredAt.slice(0, 10) < TODAY).toBe(true);
    }
    expect(seed.eventMembers.some((r) => [1, 2].includes(r.memberID))).toBe(false);
    for (const e of seed.events.filter((row) => row.capacity !== null)) expect(registrationsOf(e).length).toBeLessThanOrEqual(e.capacity);
    expect(seed.events.filter((e) => registrationsOf(e).length > 0)).toHaveLength(16);
  });

  it('has one upcoming event that is full and nobody attending an event before it starts', () => {
    const full = upcoming.filter((e) => e.capacity !== null && registrationsOf(e).length === e.capacity);
    expect(full).toHaveLength(1);
    for (const r of seed.eventMembers.filter((row) => eventOf(row).startAt >= TODAY)) expect(r).toMatchObject({ attended: false, attendedAt: null, cpdActivityId: null });
  });

  it('marks attendance on past events (most registered members attended) but one, whose attendance is not marked yet', () => {
    const unmarked = past.filter((e) => registrationsOf(e).every((r) => !r.attended));
    expect(unmarked.map((e) => e.startAt.slice(0, 10))).toEqual(['2026-11-20']);
    for (const e of past.filter((row) => !unmarked.includes(row))) {
      const attended = registrationsOf(e).filter((r) => r.attended).length;
      expect(attended / registrationsOf(e).length, `event ${e.eventId}`).toBeGreaterThan(0.5);
    }
    for (const r of seed.eventMembers.filter((row) => row.attended)) expect(r.attendedAt > r.registeredAt).toBe(true);
  });

  it('credits each attendance of an event with CPD hours once, with the row the API makes, and nothing for 0 hours or absence', () => {
    const credits = seed.cpdActivities.filter((a) => a.EventMemberID !== undefined);
    const credited = seed.eventMembers.filter((r) => r.cpdActivityId !== null);
    expect(credited.length).toBeGreaterThan(20);
    expect(credits).toHaveLength(credited.length);
    for (const r of seed.eventMembers) {
      const event = eventOf(r);
      if (!r.attended || event.cpdHours === 0) {
        expect(r.cpdActivityId, `registration ${r.eventMemberId}`).toBeNull();
        continue;
      }
      const activity = seed.cpdActivities.find((a) => a.ActivityID === r.cpdActivityId);
      expect(activity).toEqual(creditRow({ ActivityID: r.cpdActivityId, userId: r.userid, event, eventMemberId: r.eventMemberId, createdAt: r.attendedAt }));
      expect(activity).toMatchObject({ CategoryID: 1, ActivityStatus: 2, ActivityDate: event.startAt.slice(0, 10), Hours: event.cpdHours, ActivityTitle: event.title, evidenceFileId: null });
    }
    // Credits come after the CPD seed's activities, numbered on.
    const ids = seed.cpdActivities.map((a) => a.ActivityID);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
    const firstCredit = Math.min(...credits.map((a) => a.ActivityID));
    expect(seed.cpdActivities.filter((a) => a.ActivityID >= firstCredit).every((a) => a.EventMemberID !== undefined)).toBe(true);
  });

  it('leaves the CPD seed\'s figures as they were: 2025 12 compliant, 15 behind; 2026 13 compliant, 14 behind', () => {
    const latest = new Map();
    for (const row of [...seed.cpdRegistrations].sort((a, b) => a.CPDMemberID - b.CPDMemberID)) latest.set(row.UserID, row);
    const approved = [...latest.values()].filter((row) => row.Status === 2).map((row) => row.UserID);
    const figures = (activities) => [2025, 2026].map((year) => {
      const compliant = approved.filter((u) => complianceOf(activities.filter((a) => a.UserID === u), settingsInForce(seed.cpdSettings, year), year).compliant).length;
      return [compliant, approved.length - compliant];
    });
    expect(figures(seed.cpdActivities)).toEqual([[12, 15], [13, 14]]);
    expect(figures(seed.cpdActivities.filter((a) => a.EventMemberID === undefined))).toEqual([[12, 15], [13, 14]]);
    // Every member credited takes part in the CPD scheme (Approved), as the CPD seed's tests demand.
    expect(seed.cpdActivities.filter((a) => a.EventMemberID !== undefined).every((a) => approved.includes(a.UserID))).toBe(true);
  });

  it('is deterministic: the same input gives the same output, and no input member is changed', () => {
    const withoutCredits = seed.cpdActivities.filter((a) => a.EventMemberID === undefined);
    const before = JSON.stringify(seed.members);
    const again = eventSeed({ members: seed.members, cpdActivities: withoutCredits });
    expect(again).toEqual({ events: seed.events, eventMembers: seed.eventMembers, cpdActivities: seed.cpdActivities.filter((a) => a.EventMemberID !== undefined) });
    expect(JSON.stringify(seed.members)).toBe(before);
  });
});
