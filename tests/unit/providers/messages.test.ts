import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_STATUS, TRANSPORT_TEXT } from '../../../src/providers/messages';
import { portal } from '../../../src/i18n/en';

describe('transport texts (spec §8 General and Login)', () => {
  it('are the spec texts and match src/i18n/en.ts', () => {
    expect(TRANSPORT_TEXT.requestError).toBe('Http request error');
    expect(TRANSPORT_TEXT.badCredentials).toBe('Bad credentials');
    expect(TRANSPORT_TEXT.unknownAuthError).toBe('An unknown error occurred in Auth endpoint.');
    expect(TRANSPORT_TEXT.requestError).toBe(portal.http.requestError);
    expect(TRANSPORT_TEXT.badCredentials).toBe(portal.http.badCredentials);
    expect(TRANSPORT_TEXT.unknownAuthError).toBe(portal.http.unknownAuthError);
    expect(DEFAULT_ERROR_STATUS).toBe(409);
  });
});
