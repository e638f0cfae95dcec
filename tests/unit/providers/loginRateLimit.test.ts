// A sign-in refused for too many requests from one address (429) tells the user to wait, in the API's words,
// instead of the generic auth failure or "Invalid Credentials".
import { afterEach, expect, it, vi } from 'vitest';
import { login } from '../../../src/providers/authProvider';
import { loginFailureText } from '../../../src/features/auth/loginFailureText';
import { fakeFetch, jsonResponse } from './helpers';

afterEach(() => vi.unstubAllGlobals());

it('429 keeps the server text, and the login screen shows it', async () => {
  const tooMany = 'Too many requests. Please wait a while and try again.';
  vi.stubGlobal('fetch', fakeFetch(() => jsonResponse({ status: tooMany, statusCode: '02' }, 429)).fetchImpl);
  const failure = await login('a@example.org', 'b').catch((error: Error) => error);
  expect(failure).toEqual(new Error(tooMany));
  expect(loginFailureText((failure as Error).message)).toBe(tooMany);
});
