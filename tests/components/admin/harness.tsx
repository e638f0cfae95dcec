/**
 * Renders the administration pages inside react-admin's AdminContext, with the real data provider
 * over the http client, so a test sees the exact paths and queries the pages send.
 * Each test file answers the client with mocks of its own, at its top: const httpMock = mockHttpClient();
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

/** The request() calls of the current test whose path starts with `prefix` (the spy mockHttpClient put on the client). */
export const requestsTo = (prefix: string): RequestOptions[] =>
  vi.mocked(http.request).mock.calls.map(([options]) => options).filter((o) => o.path.startsWith(prefix));

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
