/**
 * The administration screens over the REAL data provider and http client (dialects, envelopes,
 * placeholders) with a fake fetch answering from a route table; every request is recorded.
 */
import { expect, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceScreen } from '../../../src/framework';
import type { AnyResource } from '../../../src/framework/declare';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { createHttpClient } from '../../../src/providers/http';
import { administration } from '../../../resources/administration';
import { renderInAdmin, signedInAs } from '../framework/harness';

export interface Sent {
  method: string;
  /** Relative to /api, without the query. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A handler's answer: a JSON body (status 200) or [status, body], possibly later (a promise). */
type Answer = unknown;
export type Routes = Record<string, (request: Sent) => Answer>;

const respond = (answer: Answer): Response => {
  const [status, body] = Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number' ? answer : [200, answer];
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

export const fakeApi = (routes: Routes) => {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: Sent = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    return respond(handler ? await handler(request) : [404, { status: `no route ${request.method} ${request.path}`, statusCode: '01' }]);
  });
  const client = createHttpClient({ baseUrl: '/api', getToken: () => 'tok', onUnauthorized: vi.fn(), fetchImpl: fetchImpl as unknown as typeof fetch });
  const dataProvider = createDataProvider(administration, client);
  return {
    dataProvider,
    sent,
    /** Requests to one 'METHOD path'. */
    calls: (route: string) => sent.filter((r) => `${r.method} ${r.path}` === route),
  };
};

export type FakeApi = ReturnType<typeof fakeApi>;

/** The administrator (user 1, role 1) is signed in unless the test says who is. */
export const ADMIN = signedInAs(1, 1);

export const renderScreen = (resource: AnyResource, api: FakeApi, signedIn: AuthProvider = ADMIN) =>
  renderInAdmin(<ResourceScreen resource={resource} />, api.dataProvider, signedIn);

export const ok = (status: string, extra: Record<string, unknown> = {}) => ({ status, statusCode: '00', ...extra });
export const failed = (status: string, statusCode = '02') => ({ status, statusCode });
export const page = <T,>(rows: T[]) => ({ data: rows, total: rows.length });

/** An answer the test releases when it chooses (to look at the screen while a call is pending). */
export const deferred = <T,>() => {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
};

/** The data rows of the table (header excluded). */
export const bodyRows = () => screen.getAllByRole('row').slice(1);

export const clickRowAction = async (rowText: string, action: string) => {
  const cell = await screen.findByText(rowText);
  const row = cell.closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: action }));
};

export const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

/** Submits a form dialog with `button`, then confirms "Are you sure?" with `confirm`. */
export const submitAndConfirm = async (dialog: HTMLElement, button: string, confirm: string) => {
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  const sure = await dialogNamed('Are you sure?');
  fireEvent.click(within(sure).getByRole('button', { name: confirm }));
};

export const chooseOption = async (dialog: HTMLElement, label: RegExp, option: string) => {
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

export const typeInto = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/** Resolves once a request to `route` has been sent `count` times. */
export const waitForCalls = (api: FakeApi, route: string, count = 1) =>
  waitFor(() => expect(api.calls(route).length).toBeGreaterThanOrEqual(count));
