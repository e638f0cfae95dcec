/**
 * The member payment page over the REAL http client, with the global fetch replaced by a route table:
 * a route answers JSON, [status, JSON] or a Response (an event stream); every request is recorded with
 * its Authorization header and body (a FormData body becomes its entries).
 */
import { expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { replaceToken } from '../../../src/providers/session';

export interface Request {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  multipart: boolean;
  authorization: string | null;
}
export type Routes = Record<string, (request: Request) => unknown>;

export const TOKEN = 'test-token';

const bodyOf = (body: unknown): Record<string, unknown> | undefined => {
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return typeof body === 'string' ? JSON.parse(body) : undefined;
};

const respond = (answer: unknown): Response => {
  if (answer instanceof Response) return answer;
  const [status, body] = Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number' ? answer : [200, answer];
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

export const paymentsApi = (routes: Routes) => {
  replaceToken(TOKEN);
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const request: Request = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api\//, ''),
        query: Object.fromEntries(url.searchParams),
        body: bodyOf(init.body),
        multipart: init.body instanceof FormData,
        authorization: new Headers(init.headers).get('Authorization'),
      };
      sent.push(request);
      const handler = routes[`${request.method} ${request.path}`];
      return respond(handler ? await handler(request) : [404, { status: `no route ${request.method} ${request.path}`, statusCode: '01' }]);
    }),
  );
  return { sent, calls: (route: string) => sent.filter((r) => `${r.method} ${r.path}` === route) };
};

export type PaymentsApi = ReturnType<typeof paymentsApi>;

export const waitForCall = (api: PaymentsApi, route: string, count = 1) =>
  waitFor(() => expect(api.calls(route).length).toBeGreaterThanOrEqual(count));

/**
 * A text/event-stream body the test writes to: `send` pushes one `event: payment` message, `fail`
 * breaks the stream, `end` closes it.
 */
export const eventStream = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    send: (data: unknown) => controller.enqueue(encoder.encode(`event: payment\ndata: ${JSON.stringify(data)}\n\n`)),
    fail: () => controller.error(new Error('connection reset')),
    end: () => controller.close(),
  };
};

export const page = <T,>(rows: T[]) => ({ data: rows, total: rows.length });

/** A member who owes two years (the view's shape, the amounts the server's). */
export const MEMBER = {
  memberID: 42,
  memberNo: 'M0042',
  firstName: 'Nimal',
  lastName: 'Perera',
  memberType: 'Associate Member',
  membertypeid: 2,
  status: 2,
  lastRenewalYear: 2023,
  validTillDate: '2023-12-31',
  totalDueAmount: 15500,
};

export const view = (overrides: Record<string, unknown> = {}) => ({
  statusCode: '00',
  member: MEMBER,
  dues: { years: [{ year: 2024, amount: 7500 }, { year: 2025, amount: 8000 }], totalDueAmount: 15500, advance: null },
  newMembershipDue: null,
  pendingPayment: null,
  ...overrides,
});

export const HISTORY = [
  { paymentId: 12, paymentType: 'Membership Renewal', paymentMode: 'Payment Gateway', amount: 7000, status: 2, receiptNo: 'RCPT-00012', refNo: 'PAY-000012', paidDate: '2023-03-01', createdAt: '2023-03-01T10:00:00Z' },
  { paymentId: 9, paymentType: 'Membership Renewal', paymentMode: 'Payment Slip', amount: 7000, status: 16, receiptNo: '', refNo: 'PAY-000009', paidDate: '2023-02-01', createdAt: '2023-02-01T10:00:00Z' },
];

export const paymentRoutes = (overrides: Routes = {}): Routes => ({
  'GET application/member-view-for-member-renewal': () => view(),
  [`GET application/getPaymentDetails/${MEMBER.memberID}`]: () => page(HISTORY),
  ...overrides,
});
