/** Renders framework screens inside react-admin's AdminContext with a fake DataProvider. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, Notification, memoryStore, type AuthProvider, type DataProvider, type RaRecord } from 'react-admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

/** `authProvider` (e.g. signedInAs) tells the screens who is signed in; without it nobody is known. */
export const renderInAdmin = (ui: ReactNode, dataProvider: DataProvider, authProvider?: AuthProvider) =>
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {ui}
      <Notification />
    </AdminContext>,
  );

type Params<M extends keyof DataProvider> = Parameters<DataProvider[M]>[1];

/** A DataProvider whose every method is a spy; getList pages `rows` and filters them on `q`. */
export const fakeDataProvider = (rows: RaRecord[] = [], overrides: Partial<DataProvider> = {}) => {
  const methods = {
    getList: vi.fn(async (_resource: string, params: Params<'getList'>) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const q = String(params.filter?.q ?? '').toLowerCase();
      const matching = rows.filter((row) => !q || JSON.stringify(row).toLowerCase().includes(q));
      return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
    }),
    getOne: vi.fn(async (_resource: string, params: Params<'getOne'>) => ({
      data: rows.find((r) => String(r.id) === String(params.id)) ?? { id: params.id },
    })),
    getMany: vi.fn(async () => ({ data: [] as RaRecord[] })),
    getManyReference: vi.fn(async () => ({ data: [] as RaRecord[], total: 0 })),
    create: vi.fn(async (_resource: string, params: Params<'create'>) => ({ data: { id: 99, ...params.data } })),
    update: vi.fn(async (_resource: string, params: Params<'update'>) => ({ data: { ...params.data, id: params.id } })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (_resource: string, params: Params<'delete'>) => ({ data: params.previousData ?? { id: params.id } })),
    deleteMany: vi.fn(async () => ({ data: [] })),
  };
  // overrides are spied on too, so tests can assert their calls
  for (const [method, implementation] of Object.entries(overrides)) {
    (methods as Record<string, unknown>)[method] = vi.fn(implementation as (...args: never[]) => unknown);
  }
  // DataProvider's methods are generic in the record type; a fake over plain records cannot be, hence the cast.
  return methods as typeof methods & DataProvider;
};

/**
 * An auth provider with a signed-in user: identity `id`, permissions `permissions` (the app's role id) and, when
 * given, the grants its identity lists (the permitted URL list: screens and decision permissions).
 */
export const signedInAs = (id: number, permissions: number, grants?: readonly string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id, fullName: `User ${id}`, ...(grants ? { grants: [...grants] } : {}) }),
  getPermissions: async () => permissions,
});
