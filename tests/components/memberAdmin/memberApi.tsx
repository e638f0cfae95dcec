/**
 * The staff member pages and account pages over the REAL http client and data provider, with the
 * global fetch replaced by a route table (as tests/components/admin-declared/fakeApi.tsx does for
 * declared screens); every request is recorded. A route may answer JSON, [status, JSON] or a Response
 * (a PDF download).
 */
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, memoryStore, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { resources } from '../../../resources';
import type { Sent } from '../admin-declared/fakeApi';
import { signedInAs } from '../framework/harness';
import { DECIDE } from '../../../src/domain/permissions.mjs';
import { ROLE } from '../../../src/domain/roles';

/** Who the pages see signed in unless a test says otherwise: the administrator (user 1), holding every decision. */
export const ADMINISTRATOR = signedInAs(1, ROLE.ADMIN, Object.values(DECIDE));

/** A recorded request, with the Authorization header it carried. */
export type Request = Sent & { authorization: string | null };
export type Routes = Record<string, (request: Request) => unknown>;

const respond = (answer: unknown): Response => {
  if (answer instanceof Response) return answer;
  const [status, body] = Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number' ? answer : [200, answer];
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

export const stubApi = (routes: Routes) => {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const request: Request = {
        authorization: new Headers(init.headers).get('Authorization'),
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api\//, ''),
        query: Object.fromEntries(url.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const handler = routes[`${request.method} ${request.path}`];
      return respond(handler ? await handler(request) : [404, { status: `no route ${request.method} ${request.path}`, statusCode: '01' }]);
    }),
  );
  return { sent, calls: (route: string) => sent.filter((r) => `${r.method} ${r.path}` === route) };
};

export type StubbedApi = ReturnType<typeof stubApi>;

export const waitForCall = (api: StubbedApi, route: string, count = 1) =>
  waitFor(() => expect(api.calls(route).length).toBeGreaterThanOrEqual(count));

/** Where the page navigated to (path and query). */
const Location = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
};
export const currentLocation = () => screen.getByTestId('location').textContent;

export const renderPage = (ui: ReactNode, path: string, authProvider: AuthProvider = ADMINISTRATOR) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={createDataProvider(resources, http)}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        {ui}
        <Location />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

export const ok = (status: string, extra: Record<string, unknown> = {}) => ({ statusCode: '00', status, ...extra });
export const failed = (status: string, statusCode = '02') => ({ statusCode, status });
export const page = <T,>(rows: T[]) => ({ data: rows, total: rows.length });
export const pdfResponse = (name: string) =>
  new Response(new Blob(['%PDF-1.4 test']), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });
