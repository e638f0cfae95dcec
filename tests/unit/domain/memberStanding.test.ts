import { describe, expect, it } from 'vitest';
import { MEMBER_STATUS } from '../../../src/domain/memberRules.mjs';
import { MEMBERSHIP_DEFAULTS, addDays, firstSubscriptionYearOf, memberStandingOf } from '../../../src/domain/memberStanding.mjs';
import { sriLankaDay } from '../../../src/domain/sriLankaTime.mjs';

const ACTIVE = MEMBER_STATUS.ACTIVE;

describe('memberStandingOf: the standing agrees with the valid-till day', () => {
  it('the defaults are a 90-day grace period and late joining from 1 October', () => {
    expect(MEMBERSHIP_DEFAULTS).toEqual({ graceDays: 90, lateJoinFrom: '10-01' });
  });

  it('Active up to and on the valid-till day', () => {
    expect(memberStandingOf({ status: ACTIVE, validTill: '2026-12-31' }, '2026-11-28')).toEqual({ code: 'active', label: 'Active', validTill: '2026-12-31', graceUntil: '2027-03-31' });
    expect(memberStandingOf({ status: ACTIVE, validTill: '2026-12-31' }, '2026-12-31').code).toBe('active');
  });

  it('"Renewal due" from the next day to the last day of the grace period (31 March after a 31 December), then Lapsed', () => {
    expect(memberStandingOf({ status: ACTIVE, validTill: '2025-12-31' }, '2026-01-01')).toMatchObject({ code: 'renewalDue', label: 'Renewal due', graceUntil: '2026-03-31' });
    expect(memberStandingOf({ status: ACTIVE, validTill: '2025-12-31' }, '2026-03-31').code).toBe('renewalDue');
    expect(memberStandingOf({ status: ACTIVE, validTill: '2025-12-31' }, '2026-04-01')).toMatchObject({ code: 'lapsed', label: 'Lapsed' });
  });

  it('the demo member M0001, paid to 2024, is Lapsed in November 2026, never "Active"', () => {
    expect(memberStandingOf({ status: ACTIVE, validTill: '2024-12-31' }, '2026-11-28')).toMatchObject({ code: 'lapsed', label: 'Lapsed', validTill: '2024-12-31', graceUntil: '2025-03-31' });
  });

  it('the grace period is configurable (0 days: lapsed the day after)', () => {
    expect(memberStandingOf({ status: ACTIVE, validTill: '2025-12-31' }, '2026-01-01', { graceDays: 0 }).code).toBe('lapsed');
    expect(memberStandingOf({ status: ACTIVE, validTill: '2025-12-31' }, '2026-05-30', { graceDays: 150 }).code).toBe('renewalDue');
  });

  it('Pending and Cancelled stand as stored, whatever the dates; an Active member with nothing paid is Lapsed', () => {
    expect(memberStandingOf({ status: MEMBER_STATUS.PENDING, validTill: null }, '2026-11-28')).toEqual({ code: 'pending', label: 'Pending', validTill: null, graceUntil: null });
    expect(memberStandingOf({ status: MEMBER_STATUS.CANCELLED, validTill: '2030-12-31' }, '2026-11-28')).toMatchObject({ code: 'cancelled', label: 'Cancelled' });
    expect(memberStandingOf({ status: ACTIVE, validTill: null }, '2026-11-28').code).toBe('lapsed');
  });

  it('addDays crosses months and leap years', () => {
    expect(addDays('2027-12-31', 90)).toBe('2028-03-30');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('sriLankaDay: the day on the Sri Lanka clock (UTC+05:30), whatever the machine zone', () => {
  it('18:29 UTC is still the same day in Colombo; 18:30 UTC is the next', () => {
    expect(sriLankaDay(Date.parse('2026-09-30T18:29:59Z'))).toBe('2026-09-30');
    expect(sriLankaDay(Date.parse('2026-09-30T18:30:00Z'))).toBe('2026-10-01');
    expect(sriLankaDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});

describe('firstSubscriptionYearOf: a late joiner is not charged a year for a few weeks', () => {
  it('up to 30 September the first payment covers this year; from 1 October this year and the next', () => {
    expect(firstSubscriptionYearOf('2026-09-30')).toBe(2026);
    expect(firstSubscriptionYearOf('2026-10-01')).toBe(2027);
    expect(firstSubscriptionYearOf('2026-11-28')).toBe(2027);
    expect(firstSubscriptionYearOf('2026-12-31')).toBe(2027);
    expect(firstSubscriptionYearOf('2027-01-01')).toBe(2027);
  });

  it('around midnight in Colombo: 30 September 23:59 is this year, 1 October 00:00 the next (18:30 UTC)', () => {
    expect(firstSubscriptionYearOf(sriLankaDay(Date.parse('2026-09-30T18:29:00Z')))).toBe(2026);
    expect(firstSubscriptionYearOf(sriLankaDay(Date.parse('2026-09-30T18:30:00Z')))).toBe(2027);
  });

  it('the day is configurable, and null turns the rule off', () => {
    expect(firstSubscriptionYearOf('2026-09-15', '09-01')).toBe(2027);
    expect(firstSubscriptionYearOf('2026-12-31', null)).toBe(2026);
  });
});
