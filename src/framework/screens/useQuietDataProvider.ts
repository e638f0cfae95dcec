/**
 * The data provider of the engine's own calls (writes, the record loaded before an edit, row
 * handlers). react-admin's useDataProvider logs every failed call to the console outside production
 * (ra-core useDataProvider; marmelab/react-admin#8738), so a refusal the server meant read as a crash
 * with a stack trace. This one logs only what is not an expected refusal, and still hands every
 * failure to the auth provider's checkError (a 401 ends the session), as react-admin's does.
 */
import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied, type DataProvider } from 'react-admin';
import { isExpectedRefusal } from './refusal';

export const useQuietDataProvider = (): DataProvider => {
  const dataProvider = useContext(DataProviderContext);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(() => {
    if (!dataProvider) throw new Error('The engine screens need a DataProvider (react-admin <Admin> or <AdminContext>)');
    return new Proxy(dataProvider, {
      get: (target, name) => {
        const member: unknown = Reflect.get(target, name);
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) =>
          new Promise((resolve) => resolve(member.apply(target, args))).catch(async (error: unknown) => {
            if (!isExpectedRefusal(error)) console.error(error);
            await logoutIfAccessDenied(error);
            throw error;
          });
      },
    });
  }, [dataProvider, logoutIfAccessDenied]);
};
