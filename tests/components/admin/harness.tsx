/**
 * Renders the administration pages inside react-admin's AdminContext, with the real data provider
 * over the (mocked) http client, so a test sees the exact paths and queries the pages send.
 * Each test file mocks src/providers/http itself (a factory importing this file would deadlock):
 *   vi.mock('../../../src/providers/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), request: vi.fn() } }));
 */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { accessControl } from '../../../resources/accessControl';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http, type HttpResponse, type RequestOptions } from '../../../src/providers/http';

type Spy = ReturnType<typeof vi.fn>;
/** The mocked client's spies. */
export const httpMock = http as unknown as { get: Spy; post: Spy; put: Spy; request: Spy };

export const ROLES = [
  { userRoleID: 1, userRoleName: 'administrator' },
  { userRoleID: 21, userRoleName: 'applicant' },
  { userRoleID: 22, userRoleName: 'member' },
];

/** A list answer as the client's request() hands it back. */
export const listReply = (data: unknown[], total = data.length): HttpResponse<unknown> => ({
  json: { data, total },
  headers: new Headers(),
  status: 200,
});

/** The request() calls whose path starts with `prefix`. */
export const requestsTo = (prefix: string): RequestOptions[] =>
  httpMock.request.mock.calls.map(([options]) => options as RequestOptions).filter((o) => o.path.startsWith(prefix));

/** Renders `ui` at `path`: a page heads itself with the route table's title of its path. */
export const renderAdminPage = (ui: ReactNode, path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={createDataProvider(accessControl, http)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        // no retries: a failing call shows its failure at once
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

/** Opens a MUI select (by its label) inside `container` and picks the option. */
export const pickOption = async (container: HTMLElement, label: RegExp, option: string) => {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
