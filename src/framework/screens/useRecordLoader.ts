/**
 * Before an edit dialog opens, fetch the whole record (getOne) when the declaration says
 * `dialog.loadRecord`: list rows may be summaries (e.g. a role without its menu options).
 * A failed fetch toasts the server's message and opens nothing.
 */
import { useCallback, useState } from 'react';
import type { RaRecord } from 'react-admin';
import type { AnyResource } from '../types';
import { recordId } from '../wire';
import { useQuietDataProvider } from './useQuietDataProvider';
import { useToast } from './useToast';
import { errorMessage } from '../errorMessage';

export const useRecordLoader = (resource: AnyResource) => {
  const dataProvider = useQuietDataProvider();
  const toast = useToast();
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (row: RaRecord): Promise<RaRecord | undefined> => {
      if (!resource.dialog?.loadRecord) return row;
      setLoading(true);
      try {
        const { data } = await dataProvider.getOne(resource.name, { id: recordId(resource, row) });
        return { ...row, ...data };
      } catch (error) {
        toast(errorMessage(error), 'error');
        return undefined;
      } finally {
        setLoading(false);
      }
    },
    [dataProvider, resource, toast],
  );

  return { load, loading };
};
