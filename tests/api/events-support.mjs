// Shared by the events API tests: a mock API on a fixed moment (23 November 2026,
// 10:00 in Sri Lanka), tokens of staff holding exactly the event screens, of members and of the applicant,
// and events inserted with known figures (never the seed's counts hardcoded).
import { addRole, addUser, menuIdOf, startSecurityApi, tokenFor } from '../security/support.mjs';
import { SCREEN } from '../../mock-api/lib/registry/screens.mjs';
import { nextId } from '../../mock-api/lib/storage/ids.mjs';
import { as } from './helpers.mjs';

/** 2026-11-23 04:30 UTC = 10:00 Sri Lanka time (UTC+05:30). */
export const NOW = Date.parse('2026-11-23T04:30:00Z');
export const SL_NOW = '2026-11-23T10:00';
export const DEMO_USER_ID = 3;

/** A valid event form. */
export const eventForm = (changes = {}) => ({
  title: 'Seminar on Bridge Inspection',
  eventType: 'Seminar',
  venue: 'BMICH, Colombo 07',
  description: 'Talks and a panel.',
  startAt: '2027-02-10T09:00',
  endAt: '2027-02-10T12:00',
  cpdHours: 3,
  feeLkr: 2500,
  capacity: 50,
  ...changes,
});

/** The value of make(), made on the first call (each staff token adds a role and a user: db writes). */
const once = (make) => {
  let value;
  return () => (value ??= make());
};

export function startEventsApi(now = NOW) {
  const api = startSecurityApi({ now: () => now });
  let next = 940;
  const staffToken = (urls) => {
    const role = addRole(api, { userRoleID: next++, menuIds: urls.map((url) => menuIdOf(api, url)) });
    return tokenFor(addUser(api, { userID: next++, roleId: role.userRoleID }), { now });
  };
  const userToken = (userID) => tokenFor(api.db.get('users').find({ userID }).value(), { now });
  const rows = (collection) => api.db.get(collection).value();
  const client = (token) => as(api.request, token);
  /** Inserts an event (the form's fields, stored as the API stores them) and returns it. */
  const addEvent = (changes = {}, { write = true } = {}) => {
    const eventId = nextId(api.db, 'events', 'eventId');
    const event = { id: eventId, eventId, ...eventForm(), createdAt: '2026-10-01T00:00:00.000Z', updatedAt: null, ...changes };
    api.db.get('events').push(event).value();
    if (write) api.db.write();
    return event;
  };
  /** Active members other than M0001 and M0002 (the journeys' own), in member order. */
  const activeMembers = () => rows('members').filter((m) => m.status === 2 && m.memberID > 2);
  return {
    api,
    rows,
    client,
    staffToken,
    userToken,
    addEvent,
    activeMembers,
    adminToken: () => userToken(1),
    creatorToken: once(() => staffToken([SCREEN.EVENT_CREATION])),
    assignerToken: once(() => staffToken([SCREEN.EVENT_ASSIGN])),
    otherStaffToken: once(() => staffToken([SCREEN.ACTIVITY_LOG, SCREEN.MEMBER_LOOKUP, SCREEN.NEWS_FEED])),
    memberToken: () => userToken(DEMO_USER_ID),
  };
}
