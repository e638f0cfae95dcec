/**
 * cpdApi over the REAL http client (global fetch replaced): answers with an envelope come back as JSON; an
 * HTTP 401 becomes "Bad credentials", every other failure "An unknown error occurred in Auth endpoint."
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cpdErrorOf, cpdFailureText, cpdGet, cpdSend, CpdServiceError } from '../../../src/features/cpd/cpdApi';
import { CPD_TEXT } from '../../../src/domain/cpdRules.mjs';
import { replaceToken } from '../../../src/providers/session';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const rejection = async (promise: Promise<unknown>): Promise<CpdServiceError> => {
  try {
    await promise;
  } catch (error) {
    return error as CpdServiceError;
  }
  throw new Error('expected a rejection');
};

describe('cpdApi', () => {
  beforeEach(() => {
    replaceToken('cpd-token');
    // a 401 ends the session and goes to the login page: keep jsdom from navigating
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('GETs under the API base with the bearer token and the query, and returns the parsed JSON', async () => {
    const fetch = answer(200, { data: [{ primarySkillId: 1 }] });
    vi.stubGlobal('fetch', fetch);
    await expect(cpdGet<{ data: unknown[] }>('CPD/get-primary-skill', { page: 2 })).resolves.toEqual({ data: [{ primarySkillId: 1 }] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/CPD/get-primary-skill?page=2');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer cpd-token');
  });

  it('hands a 200 envelope refusal (statusCode 02) back as data, not as an error', async () => {
    vi.stubGlobal('fetch', answer(200, { statusCode: '02', status: CPD_TEXT.alreadyRegistered }));
    await expect(cpdSend('POST', 'CPD/cpdadvancedfields', { a: 1 })).resolves.toEqual({ statusCode: '02', status: CPD_TEXT.alreadyRegistered });
  });

  it('sends the method and a JSON body', async () => {
    const fetch = answer(200, { statusCode: '00' });
    vi.stubGlobal('fetch', fetch);
    await cpdSend('PUT', 'CPD/approve-membership/approve', { CPDMemberID: 3, comment: 'ok' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ CPDMemberID: 3, comment: 'ok' });
  });

  it('maps HTTP 401 to "Bad credentials" (status 401)', async () => {
    vi.stubGlobal('fetch', answer(401, { status: 'Token expired' }));
    const error = await rejection(cpdGet('CPD/registration/5'));
    expect(error).toBeInstanceOf(CpdServiceError);
    expect(error.message).toBe('Bad credentials');
    expect(error.message).toBe(CPD_TEXT.badCredentials);
    expect(error.status).toBe(401);
  });

  it.each([400, 403, 404, 500])('maps HTTP %i to "An unknown error occurred in Auth endpoint." and keeps the server text', async (status) => {
    vi.stubGlobal('fetch', answer(status, { statusCode: '05', status: 'server words', problems: { x: 'y' } }));
    const error = await rejection(cpdSend('POST', 'CPD/cpdadvancedfields', {}));
    expect(error.message).toBe('An unknown error occurred in Auth endpoint.');
    expect(error.message).toBe(CPD_TEXT.unknownAuthError);
    expect(error.status).toBe(status);
    expect(error.serverText).toBe('server words');
    expect(error.body).toEqual({ statusCode: '05', status: 'server words', problems: { x: 'y' } });
  });

  it('maps a network failure to the unknown error too', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    const error = await rejection(cpdGet('CPD/get-entry-level'));
    expect(error.message).toBe(CPD_TEXT.unknownAuthError);
  });

  it('cpdErrorOf / cpdFailureText map any thrown value', () => {
    expect(cpdFailureText({ status: 401 })).toBe(CPD_TEXT.badCredentials);
    expect(cpdFailureText(new Error('boom'))).toBe(CPD_TEXT.unknownAuthError);
    const same = new CpdServiceError('x', 400);
    expect(cpdErrorOf(same)).toBe(same);
  });
});
