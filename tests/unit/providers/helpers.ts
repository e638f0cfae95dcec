import { vi } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../src/providers/http';
import type { AnyResource, ApiSpec } from '../../../src/framework/types';
import type { LoginResponse, TokenPayload } from '../../../src/domain/auth';

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT built by hand: jwt-decode reads the payload and never checks the signature. */
export const makeToken = (payload: Partial<TokenPayload> & Record<string, unknown>): string =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const validToken = (extra: Partial<TokenPayload> = {}): string =>
  makeToken({ sub: 'admin@example.org', userid: 1, userRoleID: 1, username: 'admin@example.org', iat: nowSeconds(), exp: nowSeconds() + 3600, ...extra });

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that answers from `answer` and records what was sent (JSON bodies parsed). */
export function fakeFetch(answer: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const raw = init.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const request = { url: String(input), method: init.method ?? 'GET', headers, body };
    sent.push(request);
    return answer(request);
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, sent };
}

export function fakeClient(answer: (request: SentRequest) => Response | Promise<Response>, token: string | null = 'tkn') {
  const { fetchImpl, sent } = fakeFetch(answer);
  const onUnauthorized = vi.fn();
  const client: HttpClient = createHttpClient({ baseUrl: '/api', getToken: () => token, onUnauthorized, fetchImpl });
  return { client, sent, onUnauthorized };
}

export const declaration = (api: ApiSpec, idField = 'userRoleID', name = 'roles'): AnyResource => ({
  name,
  route: `/test/${name}`,
  title: name,
  idField,
  fields: {},
  api,
});

/** The URL's path and query as an object, for exact assertions. */
export const splitUrl = (url: string): { path: string; query: Record<string, string> } => {
  const parsed = new URL(url, 'http://localhost');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
};

export const loginResponse = (roleId: number, overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  token: validToken({ userRoleID: roleId }),
  User: { userid: 7, userRoleID: roleId, username: 'u@example.org', firstName: 'Nimal', lastName: 'Perera', userRoleName: 'Role' },
  UserMenu: [{ id: 'dash', title: 'Dashboard', type: 'item', url: '/member/member-dashboard' }],
  URLList: [{ url: '/member/member-dashboard' }, { url: '/select-option' }],
  Global_Data: { gid: '3', frontURL: 'http://localhost:5173' },
  member: { memberNo: 'M0001' },
  membership: { membershipId: 1 },
  employee: null,
  application: { applicationId: 9 },
  status: 'Success',
  statusCode: '00',
  ...overrides,
});
