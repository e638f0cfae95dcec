import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, GET_TIMEOUT_MS, http, JSON_TIMEOUT_MS } from '../../../src/providers/http';
import { HttpError } from '../../../src/providers/httpError';
import { fakeClient, fakeFetch, jsonResponse, splitUrl, validToken } from './helpers';

const caught = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a rejection');
};

describe('http client: request shape', () => {
  it('sends the bearer token when one exists', async () => {
    const { client, sent } = fakeClient(() => jsonResponse({ ok: true }), 'abc.def.ghi');
    await client.get('para/globaldetails/3');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, sent } = fakeClient(() => jsonResponse({}), null);
    await client.get('x');
    expect(sent[0].headers.has('Authorization')).toBe(false);
  });

  it('joins base and path and appends the query as key=value, skipping undefined and null', async () => {
    const { client, sent } = fakeClient(() => jsonResponse({ data: [], total: 0 }));
    await client.get('/usermanagement/allrolelist', { page: 2, perPage: 10, filterText: '', a: undefined, b: null, c: true });
    expect(sent[0].url).toBe('/api/usermanagement/allrolelist?page=2&perPage=10&filterText=&c=true');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { client, sent } = fakeClient(() => jsonResponse({ status: 'ok', statusCode: '00' }));
    const answer = await client.post('usermanagement/rolecreation', { userRoleName: 'Clerk' });
    expect(answer).toEqual({ status: 'ok', statusCode: '00' });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(sent[0].body).toEqual({ userRoleName: 'Clerk' });
  });

  it('sends multipart bodies as FormData: files as files, objects as JSON, dates as YYYY-MM-DD', async () => {
    const { client, sent } = fakeClient(() => jsonResponse({ statusCode: '00' }));
    const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const letter = new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' });
    await client.request({
      method: 'POST',
      path: 'member/workexperience',
      multipart: true,
      body: { file: cv, letter: { rawFile: letter, title: 'letter' }, meta: { a: 1 }, startDate: new Date(2024, 0, 31), phonenumber: 0, skip: null },
    });
    const form = sent[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('cv.pdf');
    expect((form.get('letter') as File).name).toBe('letter.pdf');
    expect(form.get('meta')).toBe('{"a":1}');
    expect(form.get('startDate')).toBe('2024-01-31');
    expect(form.get('phonenumber')).toBe('0');
    expect(form.has('skip')).toBe(false);
    expect(sent[0].headers.has('Content-Type')).toBe(false); // the browser sets the multipart boundary
  });
});

describe('http client: timeouts (spec §7: 60 s, GET 600 s)', () => {
  afterEach(() => vi.useRealTimers());

  /** A fetch that never answers but honours the abort signal, like the real one. */
  const hangingFetch = () => {
    const signals: AbortSignal[] = [];
    const fetchImpl = ((_: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        signals.push(init.signal!);
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    return { client: createHttpClient({ baseUrl: '/api', getToken: () => null, onUnauthorized: vi.fn(), fetchImpl }), signals };
  };

  it('aborts a POST after 60 s and reports the generic error with status 409', async () => {
    vi.useFakeTimers();
    const { client, signals } = hangingFetch();
    const pending = caught(client.post('usermanagement/rolecreation', {}));
    await vi.advanceTimersByTimeAsync(JSON_TIMEOUT_MS - 1);
    expect(signals[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0].aborted).toBe(true);
    const error = await pending;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Http request error');
    expect(error.status).toBe(409);
    expect(JSON_TIMEOUT_MS).toBe(60_000);
  });

  it('lets a GET run past 60 s and aborts it at 600 s', async () => {
    vi.useFakeTimers();
    const { client, signals } = hangingFetch();
    const pending = caught(client.get('application/view-transactions'));
    await vi.advanceTimersByTimeAsync(JSON_TIMEOUT_MS);
    expect(signals[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(GET_TIMEOUT_MS - JSON_TIMEOUT_MS - 1);
    expect(signals[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0].aborted).toBe(true);
    expect((await pending).message).toBe('Http request error');
    expect(GET_TIMEOUT_MS).toBe(600_000);
  });

  it('PUT and DELETE get the 60 s timeout too', async () => {
    vi.useFakeTimers();
    const { client, signals } = hangingFetch();
    const put = caught(client.put('x', {}));
    const del = caught(client.del('y'));
    await vi.advanceTimersByTimeAsync(JSON_TIMEOUT_MS);
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
    await Promise.all([put, del]);
  });

  it("aborts when the caller's signal aborts", async () => {
    const { client, signals } = hangingFetch();
    const controller = new AbortController();
    const pending = caught(client.request({ method: 'GET', path: 'x', signal: controller.signal }));
    controller.abort();
    expect(signals[0].aborted).toBe(true);
    expect((await pending).status).toBe(409);
  });
});

describe('http client: the statusCode envelope and errors (spec §8 General)', () => {
  it("returns a '00' envelope as data", async () => {
    const { client } = fakeClient(() => jsonResponse({ status: 'Global details updated', statusCode: '00' }));
    expect(await client.put('para/globaldetails', {})).toEqual({ status: 'Global details updated', statusCode: '00' });
  });

  it("turns a 200 with statusCode '02' into an HttpError carrying the server's status text", async () => {
    const body = { status: 'User login attempts must be a whole number from 1 to 20', statusCode: '02' };
    const { client } = fakeClient(() => jsonResponse(body));
    const error = await caught(client.put('para/globaldetails', {}));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('User login attempts must be a whole number from 1 to 20');
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
  });

  it('keeps the HTTP status of a 4xx envelope (403 not allowed)', async () => {
    const { client, onUnauthorized } = fakeClient(() =>
      jsonResponse({ status: 'You are not allowed to use this function', statusCode: '02' }, 403),
    );
    const error = await caught(client.get('usermanagement/allrolelist'));
    expect([error.message, error.status]).toEqual(['You are not allowed to use this function', 403]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("an envelope without a status text gets 'Http request error'", async () => {
    const { client } = fakeClient(() => jsonResponse({ statusCode: '03' }));
    expect((await caught(client.post('x', {}))).message).toBe('Http request error');
  });

  it("envelope 'return' hands a failed envelope back instead of throwing", async () => {
    const { client } = fakeClient(() => jsonResponse({ status: 'user login attempt limitation is over', statusCode: '04' }));
    const { json } = await client.request({ method: 'POST', path: 'auth/signin', envelope: 'return' });
    expect(json).toEqual({ status: 'user login attempt limitation is over', statusCode: '04' });
  });

  it("a non-envelope failure without a text is 'Http request error' with its own status", async () => {
    const { client } = fakeClient(() => new Response('<html>oops</html>', { status: 502 }));
    const error = await caught(client.get('x'));
    expect([error.message, error.status]).toEqual(['Http request error', 502]);
  });

  it('a non-envelope failure shows its status or message text', async () => {
    const { client } = fakeClient(() => jsonResponse({ message: 'boom' }, 500));
    const error = await caught(client.post('x', {}));
    expect([error.message, error.status]).toEqual(['boom', 500]);
  });

  it("a network failure is 'Http request error' with the default status 409", async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(client.get('x'));
    expect(error).toBeInstanceOf(HttpError);
    expect([error.message, error.status]).toEqual(['Http request error', 409]);
  });

  it('a 401 calls onUnauthorized and throws with the server status text', async () => {
    const { client, onUnauthorized } = fakeClient(() => jsonResponse({ status: 'Token expired' }, 401));
    const error = await caught(client.get('x'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect([error.message, error.status]).toEqual(['Token expired', 401]);
  });

  it('a 401 for a token another tab renewed meanwhile is sent once more with the fresh token, and the sign-in lives', async () => {
    let token = 'old.token.x';
    const { fetchImpl, sent } = fakeFetch((request) => {
      if (request.headers.get('Authorization') === 'Bearer old.token.x') {
        token = 'fresh.token.y'; // the password change of another tab lands while the call is under way
        return jsonResponse({ status: 'Token expired' }, 401);
      }
      return jsonResponse({ ok: true });
    });
    const onUnauthorized = vi.fn();
    const client = createHttpClient({ baseUrl: '/api', getToken: () => token, onUnauthorized, fetchImpl });
    await expect(client.get('x')).resolves.toEqual({ ok: true });
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer old.token.x', 'Bearer fresh.token.y']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("a 401 without a text says 'Session expired'", async () => {
    const { client } = fakeClient(() => new Response('', { status: 401 }));
    expect((await caught(client.get('x'))).message).toBe('Session expired');
  });

  it('hands over headers and status with request()', async () => {
    const { client } = fakeClient(() => jsonResponse([{ id: 1 }], 200, { 'Content-Range': 'posts 0-0/1' }));
    const response = await client.request({ method: 'GET', path: 'posts' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('posts 0-0/1');
    expect(response.json).toEqual([{ id: 1 }]);
  });
});

describe('the default http instance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the token from session storage key 'auth' and calls /api", async () => {
    const token = validToken();
    sessionStorage.setItem('auth', token);
    const { fetchImpl, sent } = fakeFetch(() => jsonResponse({ gid: '3' }));
    vi.stubGlobal('fetch', fetchImpl);
    await http.get('para/globaldetails/3');
    expect(splitUrl(sent[0].url).path).toBe('/api/para/globaldetails/3');
    expect(sent[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('clears the session and goes to /login on a 401 (session expired)', async () => {
    sessionStorage.setItem('auth', validToken());
    sessionStorage.setItem('User', '{}');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal('fetch', fakeFetch(() => jsonResponse({ status: 'Token expired' }, 401)).fetchImpl);
    await expect(http.get('x')).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(sessionStorage.getItem('auth')).toBeNull();
    expect(sessionStorage.getItem('User')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
