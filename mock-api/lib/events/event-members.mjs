// Event registrations: who is registered, the rows the assignment screen gets, and the
// search-as-you-type of members not yet registered (never the whole member table).
import { MEMBER_STATUS } from '../../../src/domain/memberRules.mjs';
import { EVENT_COLLECTIONS } from './events.mjs';
import { searchTextOf } from '../http/paging.mjs';

/** Members a search may offer at most; the search needs this many characters. */
export const MEMBER_SEARCH = Object.freeze({ max: 20, minChars: 2 });

export const registrationById = (db, eventMemberId) =>
  Number.isInteger(eventMemberId) ? db.get(EVENT_COLLECTIONS.MEMBERS).find({ eventMemberId }).value() : undefined;

export const registrationOf = (db, eventId, memberID) => db.get(EVENT_COLLECTIONS.MEMBERS).find({ eventId, memberID }).value();

/** The name a registration keeps: first and last name (the member search matches it too). */
export const memberNameOf = (member) => [member.firstName, member.lastName].filter(Boolean).join(' ');

export const isActiveMember = (member) => Boolean(member) && member.status === MEMBER_STATUS.ACTIVE;

/** A registration as the assignment screen gets it: with its event's title and start. */
export const registrationView = (registration, event) => ({
  ...registration,
  id: registration.eventMemberId,
  eventTitle: event?.title ?? '',
  startAt: event?.startAt ?? '',
});

export const REGISTRATION_LIST = Object.freeze({
  filterColumns: ['memberNo', 'memberName'],
  sortColumns: ['eventMemberId', 'eventId', 'memberNo', 'memberName', 'registeredAt', 'attended', 'attendedAt', 'eventTitle', 'startAt', 'bookedBy', 'payment'],
  defaultSort: Object.freeze({ column: 'memberNo', direction: 'asc' }),
});

/** 'true' / 'false' (or booleans) of the attended filter; anything else filters nothing. */
export const attendedFilterOf = (value) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : null);

/**
 * Up to MEMBER_SEARCH.max active members whose number or name holds `filterText` (at least
 * MEMBER_SEARCH.minChars characters, cut to SEARCH_TEXT_MAX, case-insensitive substring; never a RegExp) and who are not registered
 * to the event; by member number.
 */
export function memberCandidates(db, eventId, filterText) {
  const needle = searchTextOf(filterText).toLowerCase();
  if (needle.length < MEMBER_SEARCH.minChars) return [];
  const registered = new Set(db.get(EVENT_COLLECTIONS.MEMBERS).filter({ eventId }).map('memberID').value());
  const matches = (member) => [member.memberNo, memberNameOf(member), member.nameWithInitials].some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
  return db
    .get('members')
    .filter((member) => isActiveMember(member) && !registered.has(member.memberID) && matches(member))
    .sortBy('memberNo')
    .take(MEMBER_SEARCH.max)
    .map((member) => ({ memberID: member.memberID, memberNo: member.memberNo, name: memberNameOf(member) }))
    .value();
}
