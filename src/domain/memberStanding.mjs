// A member's standing: what the membership amounts to today, read from the stored status and the day the paid
// subscription runs to, on the Sri Lanka calendar. The stored status (Pending, Active, Cancelled) says what staff
// decided; the standing adds what the calendar says, so an Active member whose subscription ran out two years
// ago never reads as "Active" beside "Valid till 31/12/2024". Shared by the mock API (which sends the standing
// with every member it shows) and the screens (labels and colours), plain ESM like memberRules.mjs.
import { MEMBER_STATUS } from './memberRules.mjs';

/**
 * The institute's defaults (the mock API reads MEMBERSHIP_GRACE_DAYS and MEMBERSHIP_LATE_JOIN_FROM over them):
 * - graceDays 90: a subscription paid to 31 December may be renewed until 31 March (30 March in a leap year)
 *   before the member reads as lapsed: the first quarter is when members renew and the annual general meeting
 *   checks the roll, and a bank deposit or the office takes days to be approved.
 * - lateJoinFrom '10-01': a first payment made on or after 1 October covers the rest of that year and all of
 *   the next for one year's fee, so nobody pays a full subscription for a few weeks of membership.
 */
export const MEMBERSHIP_DEFAULTS = Object.freeze({ graceDays: 90, lateJoinFrom: '10-01' });

export const STANDING = Object.freeze({ ACTIVE: 'active', RENEWAL_DUE: 'renewalDue', LAPSED: 'lapsed', PENDING: 'pending', CANCELLED: 'cancelled' });

/** What members and staff read; Active, Pending and Cancelled are the stored status names as they were. */
export const STANDING_LABELS = Object.freeze({
  [STANDING.ACTIVE]: 'Active',
  [STANDING.RENEWAL_DUE]: 'Renewal due',
  [STANDING.LAPSED]: 'Lapsed',
  [STANDING.PENDING]: 'Pending',
  [STANDING.CANCELLED]: 'Cancelled',
});

/** Badge colours: in force green, renewal due and awaiting the first fee yellow, lapsed red, cancelled grey. */
export const STANDING_TONES = Object.freeze({
  [STANDING.ACTIVE]: 'success',
  [STANDING.RENEWAL_DUE]: 'warning',
  [STANDING.LAPSED]: 'error',
  [STANDING.PENDING]: 'warning',
  [STANDING.CANCELLED]: 'neutral',
});

const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD plus `days` calendar days. */
export const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The member's standing on `today` (a Sri Lanka day, YYYY-MM-DD): { code, label, validTill, graceUntil }.
 * Pending and Cancelled stand as stored. An Active member is Active while validTill (YYYY-MM-DD, the last day the
 * paid subscription covers) is today or later, "Renewal due" for `graceDays` after it, then Lapsed; an Active
 * member with no validTill has nothing paid and reads as Lapsed.
 */
export function memberStandingOf({ status, validTill }, today, { graceDays = MEMBERSHIP_DEFAULTS.graceDays } = {}) {
  const till = typeof validTill === 'string' && WIRE_DAY.test(validTill) ? validTill : null;
  const graceUntil = till ? addDays(till, graceDays) : null;
  let code;
  if (status === MEMBER_STATUS.PENDING) code = STANDING.PENDING;
  else if (status === MEMBER_STATUS.CANCELLED) code = STANDING.CANCELLED;
  else if (till && today <= till) code = STANDING.ACTIVE;
  else if (graceUntil && today <= graceUntil) code = STANDING.RENEWAL_DUE;
  else code = STANDING.LAPSED;
  return { code, label: STANDING_LABELS[code], validTill: till, graceUntil };
}

/**
 * The subscription year a first payment made on `today` (YYYY-MM-DD) covers: this year, or the next one from the
 * late-join day `lateJoinFrom` ('MM-DD'; null for never) on, so the membership is valid until 31 December of
 * that year.
 */
export const firstSubscriptionYearOf = (today, lateJoinFrom = MEMBERSHIP_DEFAULTS.lateJoinFrom) => {
  const year = Number(today.slice(0, 4));
  return lateJoinFrom && today.slice(5) >= lateJoinFrom ? year + 1 : year;
};
