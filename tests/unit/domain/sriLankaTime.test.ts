// Sri Lanka time (UTC+05:30) whatever the machine's zone: the day and the clock of an instant near midnight.
import { describe, expect, it } from 'vitest';
import { todayWire } from '../../../src/domain/dates';
import {
  formatSriLankaDate,
  formatSriLankaDateTime,
  sriLankaDay,
  sriLankaIso,
  sriLankaMonthStart,
  sriLankaStamp,
  sriLankaToday,
} from '../../../src/domain/sriLankaTime.mjs';

describe('sriLankaTime', () => {
  it('19:00 UTC on 27 November is already 28 November in Colombo (00:30)', () => {
    expect(sriLankaDay('2026-11-27T19:00:00Z')).toBe('2026-11-28');
    expect(formatSriLankaDate('2026-11-27T19:00:00Z')).toBe('28/11/2026');
    expect(formatSriLankaDateTime('2026-11-27T19:00:00Z')).toBe('28/11/2026 00:30');
    expect(sriLankaToday(Date.parse('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
  });

  it('18:29:59 UTC is still the same day (23:59 in Colombo); 18:30 is the next', () => {
    expect(sriLankaDay('2026-11-27T18:29:59.999Z')).toBe('2026-11-27');
    expect(sriLankaDay('2026-11-27T18:30:00.000Z')).toBe('2026-11-28');
    expect(sriLankaMonthStart(Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('a wire date is its own day, never moved by a zone; nonsense is empty', () => {
    expect(sriLankaDay('2026-11-27')).toBe('2026-11-27');
    expect(formatSriLankaDate('2026-11-27')).toBe('27/11/2026');
    expect(formatSriLankaDate('')).toBe('');
    expect(formatSriLankaDateTime('not a date')).toBe('');
    expect(formatSriLankaDate(null)).toBe('');
  });

  it('the report\'s "Generated", its file name stamp and the XML time', () => {
    const at = Date.parse('2026-11-28T02:07:24.965Z');
    expect(formatSriLankaDateTime(at)).toBe('28/11/2026 07:37');
    expect(sriLankaStamp(at)).toBe('20261128073724');
    expect(sriLankaIso(at)).toBe('2026-11-28T07:37:24+05:30');
  });

  it("the forms' \"not later than today\" rules take today in Sri Lanka, as the API does, whatever the browser's zone", () => {
    // 20:00 UTC on 28 November is 01:30 on 29 November in Colombo: a deposit made then is dated the 29th
    expect(todayWire(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-29');
    expect(todayWire(new Date('2026-11-28T18:29:00Z'))).toBe('2026-11-28');
  });
});
