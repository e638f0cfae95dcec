// mock-api re-expresses a few src/domain rules in .mjs (Node 20 cannot import .ts): keep them equal.
import { describe, expect, it } from 'vitest';
import { ALWAYS_ALLOWED_URLS, RECORD_STATUS, ROLE, STATUS_CODE } from '../../mock-api/lib/constants.mjs';
import { MSG } from '../../mock-api/lib/common-texts.mjs';
import * as roles from '../../src/domain/roles';
import * as status from '../../src/domain/status';
import { DEFAULT_LANDING_PATH } from '../../resources/screens';

describe('mock-api constants mirror src/domain', () => {
  it('role ids', () => expect(ROLE).toEqual(roles.ROLE));
  it('record status codes', () => expect(RECORD_STATUS).toEqual(status.RECORD_STATUS));
  it('envelope codes shared with the app', () => {
    for (const [name, code] of Object.entries(status.STATUS_CODE)) {
      if (name in STATUS_CODE) expect(STATUS_CODE[name]).toBe(code);
    }
  });
  it('the attempts-exceeded status the login screen recognises', () => expect(MSG.attemptsExceeded).toBe(status.LOGIN_ATTEMPTS_EXCEEDED_STATUS));
  it('the default landing path is always allowed', () => expect(ALWAYS_ALLOWED_URLS).toContain(DEFAULT_LANDING_PATH));
});
