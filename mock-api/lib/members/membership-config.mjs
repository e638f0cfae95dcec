// The membership calendar's settings: MEMBERSHIP_GRACE_DAYS (days after the valid-till date a member reads as
// "Renewal due" before "Lapsed"; 0..366) and MEMBERSHIP_LATE_JOIN_FROM (MM-DD from which a first payment covers
// the next year too, or "off"). Defaults and their reasons: src/domain/memberStanding.mjs MEMBERSHIP_DEFAULTS.
import { MEMBERSHIP_DEFAULTS } from '../../../src/domain/memberStanding.mjs';

const GRACE_DAYS_MAX = 366;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

const graceDaysOf = (text) => {
  const value = String(text ?? '').trim();
  const days = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  return days >= 0 && days <= GRACE_DAYS_MAX ? days : MEMBERSHIP_DEFAULTS.graceDays;
};

/** 'MM-DD' of a real day of the year (02-29 counts), null for "off", else the default. */
const lateJoinFromOf = (text) => {
  const value = String(text ?? '').trim();
  if (value.toLowerCase() === 'off') return null;
  const match = MONTH_DAY.exec(value);
  if (!match) return MEMBERSHIP_DEFAULTS.lateJoinFrom;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const real = month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
  return real ? value : MEMBERSHIP_DEFAULTS.lateJoinFrom;
};

/** @param {Record<string, string | undefined>} env */
export const membershipConfigOf = (env) =>
  Object.freeze({ graceDays: graceDaysOf(env.MEMBERSHIP_GRACE_DAYS), lateJoinFrom: lateJoinFromOf(env.MEMBERSHIP_LATE_JOIN_FROM) });
