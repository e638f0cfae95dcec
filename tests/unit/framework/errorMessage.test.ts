// The one text of a failed call, for the admin screens and the public pages alike.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/framework/errorMessage';

describe('errorMessage', () => {
  it("shows the server's words when the error carries them", () => {
    expect(errorMessage(new Error('Invalid Member Number'), 'fallback')).toBe('Invalid Member Number');
  });

  it('never shows what was thrown when it is not an Error (not the server speaking)', () => {
    expect(errorMessage('network down', 'Search failed')).toBe('Search failed');
    expect(errorMessage('network down')).toBe('portal.http.requestError');
  });

  it("else the caller's fallback, else the generic request error", () => {
    expect(errorMessage(new Error(''), 'Search failed')).toBe('Search failed');
    expect(errorMessage(undefined, 'Search failed')).toBe('Search failed');
    expect(errorMessage({ status: 500 })).toBe('portal.http.requestError');
  });
});
