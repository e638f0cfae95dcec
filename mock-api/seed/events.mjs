// Past and upcoming events, registrations and attendance (credited to CPD).
// Deterministic (fixed dates, no clock, no randomness). Seed "today" is 2026-11-23: 9 past events
// (March 2025 .. 20 November 2026) and 7 upcoming (December 2026 .. October 2027), every event type, venues
// around Sri Lanka. Attendance is marked on past events (most registered members attended) except the last,
// 20 November 2026, whose attendance is not marked yet; one upcoming workshop is full. Attending an event with
// CPD hours credits them once (lib/events/event-credit.mjs creditRow, the row the API makes). The seeded CPD
// figures stay as they were: only members of the CPD scheme (those with activities) are credited, and only
// when the credit leaves their compliance of that CPD year unchanged (a few registered members stayed away).
// The demo member (M0001) and M0002 are registered to nothing (the e2e journeys start clean).
import { complianceOf, cpdYearOf, settingsInForce } from '../../src/domain/cpdRules.mjs';
import { MEMBER_STATUS } from '../../src/domain/memberRules.mjs';
import { creditRow } from '../lib/events/event-credit.mjs';
import { isoAfter } from './dates.mjs';
import { cpdSettingsRows } from './cpd-registrations.mjs';

/** Members never registered by the seed: M0001 (the demo member) and M0002 (user04). */
const UNTOUCHED_MEMBER_IDS = new Set([1, 2]);
/** The day of the seed's "today" (events before it are past). */
export const SEED_TODAY = '2026-11-23';

const COLOMBO = 'BMICH, Bauddhaloka Mawatha, Colombo 07';
const KANDY = 'Kandy City Centre, Dalada Veediya, Kandy';
const GALLE_FACE = 'Galle Face Hotel, Colombo 03';
const JAFFNA = 'Jaffna Public Library auditorium, Jaffna';
const ONLINE = 'Online webinar (Zoom; the link is mailed to registered members)';

/**
 * [title, type, venue, startAt, endAt, cpdHours, feeLkr, capacity, registrations, absent].
 * registrations: how many members register; absent: how many of them stayed away (past events).
 */
const EVENTS = [
  ['Seminar on Professional Ethics in Engineering', 'Seminar', COLOMBO, '2025-03-15T09:00', '2025-03-15T12:30', 3, 2500, null, 7, 1],
  ['Workshop on Structural Design to Eurocodes', 'Workshop', KANDY, '2025-05-24T08:30', '2025-05-24T16:30', 6, 7500, 40, 6, 1],
  ['Annual General Meeting 2025', 'Annual general meeting', COLOMBO, '2025-06-28T14:00', '2025-06-28T17:00', 0, 0, null, 8, 1],
  ['Annual Technical Conference 2025', 'Conference', GALLE_FACE, '2025-08-14T08:30', '2025-08-15T17:00', 8, 15000, 300, 8, 1],
  ['Webinar: Cyber Security for Practising Engineers', 'Webinar', ONLINE, '2025-10-09T18:30', '2025-10-09T20:00', 1.5, 0, null, 6, 0],
  ['Site visit: Port City Colombo reclamation works', 'Site visit', 'Port City Colombo site office, Colombo 01', '2026-02-21T08:00', '2026-02-21T13:00', 4, 1500, 30, 5, 1],
  ['Seminar on Renewable Energy for the Northern Province', 'Seminar', JAFFNA, '2026-05-16T09:30', '2026-05-16T13:00', 3, 1000, 150, 5, 0],
  ["Members' Evening and Fellowship Dinner", 'Social', GALLE_FACE, '2026-08-22T18:30', '2026-08-22T22:00', 0, 5000, 120, 7, 1],
  ['Workshop on BIM for Infrastructure Projects', 'Workshop', KANDY, '2026-11-20T08:30', '2026-11-20T16:00', 5, 6000, 35, 6, 0],
  ['Webinar: Data Analytics for Asset Management', 'Webinar', ONLINE, '2026-12-05T18:30', '2026-12-05T20:30', 2, 0, null, 4, 0],
  ['Workshop on Project Risk Management', 'Workshop', 'BMICH Committee Room B, Colombo 07', '2026-12-12T09:00', '2026-12-12T16:30', 6, 8000, 12, 12, 0],
  ['Site visit: Upper Kotmale Hydropower Station', 'Site visit', 'Upper Kotmale power station, Talawakelle', '2027-01-23T07:30', '2027-01-23T15:00', 4, 2000, 25, 5, 0],
  ['Seminar on Coastal Protection in the Southern Province', 'Seminar', 'Galle Fort Hall, Church Street, Galle', '2027-03-20T09:00', '2027-03-20T12:00', 3, 1500, null, 3, 0],
  ['Annual General Meeting 2027', 'Annual general meeting', COLOMBO, '2027-06-26T14:00', '2027-06-26T17:00', 0, 0, null, 2, 0],
  ['Annual Technical Conference 2027', 'Conference', COLOMBO, '2027-08-12T08:30', '2027-08-13T17:00', 8, 15000, 400, 4, 0],
  ["Members' Family Day", 'Social', 'Sugathadasa Stadium grounds, Colombo 13', '2027-10-16T09:00', '2027-10-16T17:00', 0, 1000, 200, 2, 0],
];

const DESCRIPTIONS = {
  Seminar: 'Talks by practising engineers followed by questions from the floor. Light refreshments are served.',
  Workshop: 'A hands-on day in small groups with worked examples; bring a laptop. Certificates of attendance are issued.',
  Conference: 'Keynotes, paper sessions and an exhibition of member firms. Lunch and tea are included in the fee.',
  Webinar: 'An online session with a live question and answer segment; the recording is shared with registered members.',
  'Site visit': 'A guided technical visit. Safety shoes and helmets are required; transport leaves from the institute at the stated time.',
  'Annual general meeting': 'The annual report, the audited accounts and the election of council members. Members only.',
  Social: 'A gathering for members and their families to meet outside work.',
};

const SL_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** The UTC instant (ISO) of a Sri Lanka wall-clock 'YYYY-MM-DDTHH:MM'. */
const isoOfLocal = (local) => new Date(Date.parse(`${local}:00Z`) - SL_OFFSET_MS).toISOString();

/** Events were announced about two months ahead, and never after the seed's today. */
const createdAtOf = (startAt, e) => {
  const announced = isoAfter(startAt.slice(0, 10), -60, 4);
  return announced.slice(0, 10) < SEED_TODAY ? announced : isoAfter('2026-10-01', e * 2, 4);
};

/** Members registered from a month ahead, and never after the seed's today. */
const registeredAtOf = (startAt, k) => {
  const registered = isoAfter(startAt.slice(0, 10), -30 + k, 5);
  return registered.slice(0, 10) < SEED_TODAY ? registered : isoAfter('2026-11-01', k, 5);
};

/** The CPD year settings of the seed (the same rows seed/cpd-registrations.mjs stores). */
const SETTINGS = cpdSettingsRows();
const compliantIn = (activities, day) => {
  const settings = settingsInForce(SETTINGS, Number(day.slice(0, 4)));
  const { year } = cpdYearOf(day, settings);
  return complianceOf(activities, settingsInForce(SETTINGS, year), year).compliant;
};

const FIRST_IDS = Object.freeze({ event: 1, eventMember: 1 });

/**
 * { events, eventMembers, cpdActivities }: cpdActivities are the attendance credits only, numbered after the
 * given activities. members: the seeded members (with chapterId); cpdActivities: the CPD seed's activities. A larger
 * seed's extra members get theirs in a second call: `eventCount` events that repeat EVENTS ("(session 2)" and on,
 * by event id), ids from firstIds, credits from firstCreditId (after every activity of the seed).
 */
export function eventSeed({ members, cpdActivities, eventCount = EVENTS.length, firstIds = FIRST_IDS, firstCreditId }) {
  const activitiesOf = new Map();
  for (const activity of cpdActivities) activitiesOf.set(activity.UserID, [...(activitiesOf.get(activity.UserID) ?? []), activity]);
  const active = members.filter((m) => m.status === MEMBER_STATUS.ACTIVE && !UNTOUCHED_MEMBER_IDS.has(m.memberID));
  // Members of the CPD scheme (they log activities) and the others, each in member order.
  const inScheme = active.filter((m) => activitiesOf.has(m.userid));
  const others = active.filter((m) => !activitiesOf.has(m.userid));
  const everyone = [...others, ...inScheme];
  let nextActivityId = firstCreditId ?? cpdActivities.reduce((max, a) => Math.max(max, a.ActivityID), 0) + 1;

  // Whether a credit of `hours` on `day` leaves the member's compliance of that CPD year as it was. Remembered per
  // member until a credit changes their activities: a larger seed asks it for thousands of members per event.
  const verdicts = new Map();
  const keepsCompliance = (member, day, hours) => {
    if (!verdicts.has(member.userid)) verdicts.set(member.userid, new Map());
    const known = verdicts.get(member.userid);
    const key = `${day} ${hours}`;
    if (!known.has(key)) {
      const theirs = activitiesOf.get(member.userid) ?? [];
      const credit = { ActivityDate: day, Hours: hours, CategoryID: 1, ActivityStatus: 2 };
      known.set(key, compliantIn(theirs, day) === compliantIn([...theirs, credit], day));
    }
    return known.get(key);
  };

  const events = [];
  const eventMembers = [];
  const credits = [];
  for (let x = 0; x < eventCount; x += 1) {
    const e = x % EVENTS.length;
    const [title, eventType, venue, startAt, endAt, cpdHours, feeLkr, capacity, count, absent] = EVENTS[e];
    const eventId = firstIds.event + x;
    const session = Math.floor((eventId - 1) / EVENTS.length);
    const event = {
      id: eventId, eventId, title: session ? `${title} (session ${session + 1})` : title, eventType, venue, description: DESCRIPTIONS[eventType],
      startAt, endAt, cpdHours, feeLkr, capacity, createdAt: createdAtOf(startAt, e), updatedAt: null,
    };
    events.push(event);
    const past = endAt.slice(0, 10) < SEED_TODAY;
    const marked = past && startAt.slice(0, 10) < '2026-11-20';
    const credited = marked && cpdHours > 0;
    // Credited events draw on the scheme's members whose compliance the credit leaves as it was; the rest
    // draw on every active member, each event starting further along the list so many members take part.
    const pool = credited ? inScheme.filter((member) => keepsCompliance(member, startAt.slice(0, 10), cpdHours)) : everyone;
    const start = pool.length ? (x * 7) % pool.length : 0;
    // Distinct members (a small pool would come round again).
    const chosen = pool.length ? [...new Set(Array.from({ length: count }, (_, k) => pool[(start + k * 3) % pool.length]))] : [];
    chosen.forEach((member, k) => {
      const eventMemberId = firstIds.eventMember + eventMembers.length;
      const attended = marked && k >= absent;
      const attendedAt = attended ? isoOfLocal(endAt) : null;
      const registration = {
        id: eventMemberId, eventMemberId, eventId, memberID: member.memberID, userid: member.userid, memberNo: member.memberNo,
        memberName: [member.firstName, member.lastName].join(' '), registeredAt: registeredAtOf(startAt, k), attended, attendedAt, cpdActivityId: null,
      };
      if (attended && cpdHours > 0) {
        const activity = creditRow({ ActivityID: nextActivityId++, userId: member.userid, event, eventMemberId, createdAt: attendedAt });
        credits.push(activity);
        activitiesOf.set(member.userid, [...(activitiesOf.get(member.userid) ?? []), activity]);
        verdicts.delete(member.userid);
        registration.cpdActivityId = activity.ActivityID;
      }
      eventMembers.push(registration);
    });
  }
  return { events, eventMembers, cpdActivities: credits };
}
