import { HttpError } from './httpError';
import { DEFAULT_ERROR_STATUS, TRANSPORT_TEXT } from './messages';
import { asObject, failureOf, parseBody, textOf } from './httpResponse';
import { toFormData } from './formData';
import { clearSession, readToken } from './session';
import { LOGIN_PATH } from '../../resources/screens';
import type { HttpMethod } from '../framework/types';

export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method: HttpMethod;
  /** Relative to the API base, e.g. 'usermanagement/allrolelist'. */
  path: string;
  query?: Query;
  body?: unknown;
  multipart?: boolean;
  /** Default 60 s, GET 600 s (spec §7, §9). */
  timeoutMs?: number;
  /** Caller's cancellation (react-admin passes one to queries). */
  signal?: AbortSignal;
  /** 'return' hands a failed statusCode envelope back as data (the login reads it itself). */
  envelope?: 'throw' | 'return';
}

export interface HttpResponse<T> {
  json: T;
  headers: Headers;
  status: number;
}

export interface HttpClient {
  request<T = unknown>(options: RequestOptions): Promise<HttpResponse<T>>;
  get<T = unknown>(path: string, query?: Query): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  del<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export interface HttpClientConfig {
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
}

export const JSON_TIMEOUT_MS = 60_000;
export const GET_TIMEOUT_MS = 600_000;

export const timeoutFor = (method: HttpMethod): number => (method === 'GET' ? GET_TIMEOUT_MS : JSON_TIMEOUT_MS);

export const buildUrl = (baseUrl: string, path: string, query?: Query): string => {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const requestInit = (options: RequestOptions, token: string | null, signal: AbortSignal): RequestInit => {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body !== undefined && options.method !== 'GET') {
    if (options.multipart || options.body instanceof FormData) body = toFormData(options.body);
    else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
  }
  return { method: options.method, headers, body, signal };
};

export function createHttpClient(config: HttpClientConfig): HttpClient {
  // Resolved per call so a test (or polyfill) replacing global fetch is honoured.
  const doFetch: typeof fetch = config.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function send(options: RequestOptions, token: string | null): Promise<{ response: Response; text: string }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? timeoutFor(options.method));
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel);
    try {
      const init = requestInit(options, token, controller.signal);
      const response = await doFetch(buildUrl(config.baseUrl, options.path, options.query), init);
      return { response, text: await response.text() };
    } catch (error) {
      throw new HttpError(TRANSPORT_TEXT.requestError, DEFAULT_ERROR_STATUS, error); // network failure or timeout
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  async function request<T>(options: RequestOptions, retried = false): Promise<HttpResponse<T>> {
    const token = config.getToken();
    const { response, text } = await send(options, token);
    const json = parseBody(text);
    // Refused with a token that another tab renewed meanwhile (a password change ends the older tokens): the call
    // goes once more with the fresh one rather than ending a sign-in that is alive.
    const current = config.getToken();
    if (response.status === 401 && !retried && token && current && current !== token) return request<T>(options, true);
    if (response.status === 401) {
      config.onUnauthorized();
      throw new HttpError(textOf(asObject(json)?.status) ?? TRANSPORT_TEXT.sessionExpired, 401, json);
    }
    const failure = failureOf(response.status, json, options.envelope ?? 'throw');
    if (failure) throw failure;
    return { json: json as T, headers: response.headers, status: response.status };
  }

  const bodyOf = <T>(options: RequestOptions) => request<T>(options).then((r) => r.json);
  return {
    request,
    get: <T>(path: string, query?: Query) => bodyOf<T>({ method: 'GET', path, query }),
    post: <T>(path: string, body?: unknown) => bodyOf<T>({ method: 'POST', path, body }),
    put: <T>(path: string, body?: unknown) => bodyOf<T>({ method: 'PUT', path, body }),
    del: <T>(path: string, body?: unknown) => bodyOf<T>({ method: 'DELETE', path, body }),
  };
}

export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** The app's client: session token, and a 401 means the session is over (spec §7). */
export const http: HttpClient = createHttpClient({
  baseUrl: API_BASE_URL,
  getToken: readToken,
  onUnauthorized: () => {
    clearSession();
    window.location.assign(LOGIN_PATH);
  },
});
