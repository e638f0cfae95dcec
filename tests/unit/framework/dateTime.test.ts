import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/framework';

describe('formatDateTime', () => {
  it('shows a timestamp as DD/MM/YYYY HH:mm in local time', () => {
    expect(formatDateTime('2024-03-05T07:04:00')).toBe('05/03/2024 07:04');
    const at = new Date(Date.UTC(2024, 11, 31, 23, 30));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(at.toISOString())).toBe(
      `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`,
    );
  });

  it("is '' for what it cannot read", () => {
    expect(formatDateTime('soon')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
