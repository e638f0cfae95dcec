/**
 * The member pages over the REAL data provider and the app's http client, with global fetch answering
 * from a route table (JSON and multipart bodies recorded: a FormData body becomes its entries).
 */
import { expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { resources } from '../../../resources';
import { renderInAdmin, signedInAs } from '../framework/harness';

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  multipart: boolean;
}

export type Routes = Record<string, (request: Sent) => unknown>;

const bodyOf = (body: unknown): Record<string, unknown> | undefined => {
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return typeof body === 'string' ? JSON.parse(body) : undefined;
};

const respond = (answer: unknown): Response => {
  const [status, body] = Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number' ? answer : [200, answer];
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

export const memberApi = (routes: Routes) => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const request: Sent = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api\//, ''),
        query: Object.fromEntries(url.searchParams),
        body: bodyOf(init.body),
        multipart: init.body instanceof FormData,
      };
      sent.push(request);
      const handler = routes[`${request.method} ${request.path}`];
      return respond(handler ? await handler(request) : [404, { status: `no route ${request.method} ${request.path}`, statusCode: '01' }]);
    }),
  );
  return {
    dataProvider: createDataProvider(resources, http),
    sent,
    calls: (route: string) => sent.filter((r) => `${r.method} ${r.path}` === route),
  };
};

export type MemberApi = ReturnType<typeof memberApi>;

/** The demo member (user 7, member role 22). */
export const renderPage = (ui: ReactNode, api: MemberApi) => renderInAdmin(ui, api.dataProvider, signedInAs(7, 22));

export const page = <T,>(rows: T[]) => ({ data: rows, total: rows.length });
export const ok = (extra: Record<string, unknown> = {}) => ({ statusCode: '00', status: 'success', message: 'success', ...extra });
export const refused = (statusCode: string, message: string) => ({ statusCode, status: message, message });

export const pdfFile = (name = 'letter.pdf', size = 1000, type = 'application/pdf') => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

export const chooseFile = (container: HTMLElement, source: string, file: File) =>
  fireEvent.change(within(container).getByTestId(`file-${source}`), { target: { files: [file] } });

export const typeInto = (container: HTMLElement, label: RegExp | string, value: string) =>
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });

/** Picks an option of a searchable select (an autocomplete) by typing part of it. */
export const pickOption = async (container: HTMLElement, label: RegExp | string, typed: string, option: string | RegExp) => {
  const input = within(container).getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Picks an option of a plain select. */
export const selectOption = async (container: HTMLElement, label: RegExp, option: string) => {
  fireEvent.mouseDown(await within(container).findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

export const waitForCalls = (api: MemberApi, route: string, count = 1) =>
  waitFor(() => expect(api.calls(route).length).toBeGreaterThanOrEqual(count));

export const MEMBER = {
  memberNo: 'M0042',
  title: 'Mr',
  firstName: 'Nimal',
  lastName: 'Perera',
  fullName: 'Nimal Perera',
  memberTypeName: 'Associate',
  membertypeid: 2,
  dob: '1985-04-12',
  nicNumber: '851031234V',
  addressNo: '12',
  addressSt: 'Galle Road',
  addressCity: 'Colombo 03',
  email: 'member@example.org',
  designation: 'Engineer',
  mobileNo: '0771234567',
};

export const ACCOUNT = { userID: 7, username: 'member@example.org', createdAt: '2024-01-15T08:00:00Z', expireDate: '2027-01-15' };

export const COMPANIES = [
  { id: 1, companyId: 1, companyName: 'Lanka Engineering Services (Pvt) Ltd', companyAddress: '45 Galle Road, Colombo 03', companyContact: '0112345601' },
  { id: 2, companyId: 2, companyName: 'Ceylon Digital Solutions PLC', companyAddress: '120 Union Place, Colombo 02', companyContact: '0112345602' },
];
export const UNIVERSITIES = [{ id: 1, universityId: 1, universityName: 'University of Colombo', universityAddress: 'Colombo 03' }];
export const MEMBER_TYPES = [
  { id: 1, memberTypeId: 1, typeDes: 'Student' },
  { id: 2, memberTypeId: 2, typeDes: 'Associate' },
  { id: 3, memberTypeId: 3, typeDes: 'Member' },
  { id: 4, memberTypeId: 4, typeDes: 'Fellow' },
];

/** Every GET the member pages make, answered with one row each; override per test. */
export const memberRoutes = (overrides: Routes = {}): Routes => ({
  'GET usermanagement/user/1': () => ({ memberData: ACCOUNT }),
  'GET usermanagement/member/1': () => ({ memberData: MEMBER }),
  'GET usermanagement/get-all-companies': () => COMPANIES,
  'GET usermanagement/get-all-universities': () => UNIVERSITIES,
  'GET usermanagement/get-member-types': () => MEMBER_TYPES,
  'GET usermanagement/member/change-requests': () =>
    page([{ requestId: 3, memberTypeName: 'Member', designation: 'Senior Engineer', status: 2, comment: 'Welcome', createdAt: '2025-02-01T09:00:00Z' }]),
  'GET usermanagement/member/workexperience': () =>
    page([
      { employerid: 11, companyname: 'Lanka Engineering Services (Pvt) Ltd', desgnation: 'Engineer', adddress: 'Colombo 03', startdate: '2019-01-01', enddate: null, status: 2 },
      { employerid: 12, companyname: 'Tiny Startup', desgnation: 'Intern', adddress: 'Kandy', startdate: '2017-01-01', enddate: '2018-06-30', status: 1 },
      { employerid: 13, companyname: 'Rejected Co', desgnation: 'Clerk', adddress: 'Galle', startdate: '2015-01-01', enddate: '2016-01-01', status: 16 },
    ]),
  'GET usermanagement/member/academicqualification_': () =>
    page([{ academicid: 21, institutename: 'University of Colombo', qualificationname: 'Bachelors', address: 'Colombo 03', fromdate: '2010-01-01', todate: '2014-01-01', status: 2 }]),
  'GET usermanagement/member/professionalmembership__': () =>
    page([{ id: 31, membername: 'Chartered Engineer', profession: 'IESL', address: 'Colombo 07', startdate: '2016-01-01', enddate: null, status: 1 }]),
  ...overrides,
});
