import { describe, expect, it } from 'vitest';
import { formatDatePattern, formatDateTime } from '../../../src/framework';

describe('formatDateTime', () => {
  it('shows a timestamp as DD/MM/YYYY HH:mm in Sri Lanka time, whatever the machine\'s zone', () => {
    // a time without a zone is a Sri Lanka wall-clock time
    expect(formatDateTime('2024-03-05T07:04:00')).toBe('05/03/2024 07:04');
    // 23:30 UTC on New Year's Eve is 05:00 on 1 January in Colombo
    expect(formatDateTime(new Date(Date.UTC(2024, 11, 31, 23, 30)).toISOString())).toBe('01/01/2025 05:00');
    expect(formatDateTime('2026-11-27T19:00:00Z')).toBe('28/11/2026 00:30');
  });

  it("is '' for what it cannot read", () => {
    expect(formatDateTime('soon')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatDatePattern', () => {
  it("shows a timestamp by a pattern, 12-hour clock with AM/PM (e.g. 'dd.MM.yyyy, h:mm a')", () => {
    expect(formatDatePattern('2026-03-05T14:07:00', 'dd.MM.yyyy, h:mm a')).toBe('05.03.2026, 2:07 PM');
    expect(formatDatePattern('2026-12-31T00:05:09', 'dd.MM.yyyy, h:mm a')).toBe('31.12.2026, 12:05 AM');
    expect(formatDatePattern('2026-01-02T12:00:09', 'd/M/yyyy HH:mm:ss hh a')).toBe('2/1/2026 12:00:09 12 PM');
  });

  it('reads an instant on the Sri Lanka clock', () => {
    expect(formatDatePattern('2026-11-27T19:00:00.000Z', 'dd.MM.yyyy, h:mm a')).toBe('28.11.2026, 12:30 AM');
  });

  it("is '' for what it cannot read", () => {
    expect(formatDatePattern('soon', 'dd.MM.yyyy')).toBe('');
    expect(formatDatePattern(undefined, 'dd.MM.yyyy')).toBe('');
  });
});
