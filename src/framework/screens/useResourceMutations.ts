/**
 * Create, update and delete of a declared resource through the app's DataProvider, with the
 * declaration's success toasts (or the caller's), the server's message on failure, and a refresh
 * after success. Data is already in wire shape (see FormDialog). Each call resolves true on success.
 * Pessimistic: the call is awaited, then every query refetches; a refusal is not logged as a crash.
 */
import { useRefresh, type Identifier, type RaRecord } from 'react-admin';
import type { AnyResource, Outcome, WriteKind } from '../types';
import { writeRefusalOutcome } from './refusalOutcome';
import { recordId } from '../wire';
import { useQuietDataProvider } from './useQuietDataProvider';
import { useToast } from './useToast';

type Values = Record<string, unknown>;

export interface UpdateOptions {
  /** Defaults to the record's; a singleton passes its declared id. */
  id?: Identifier;
  /** Defaults to the declaration's notify.updated. */
  notify?: Outcome;
}

export const useResourceMutations = (resource: AnyResource) => {
  const dataProvider = useQuietDataProvider();
  const toast = useToast();
  const refresh = useRefresh();

  const run = async (call: () => Promise<unknown>, success: Outcome | undefined, kind: WriteKind): Promise<boolean> => {
    try {
      await call();
    } catch (error) {
      toast(writeRefusalOutcome(resource.notify, kind, error), 'error');
      return false;
    }
    if (success) toast(success, 'success');
    refresh();
    return true;
  };

  return {
    create: (data: Values, notify: Outcome | undefined = resource.notify?.created) =>
      run(() => dataProvider.create(resource.name, { data }), notify, 'create'),
    update: (record: RaRecord, data: Values, { id = recordId(resource, record), notify = resource.notify?.updated }: UpdateOptions = {}) =>
      run(() => dataProvider.update(resource.name, { id, data, previousData: record }), notify, 'update'),
    remove: (record: RaRecord) =>
      run(() => dataProvider.delete(resource.name, { id: recordId(resource, record), previousData: record }), resource.notify?.deleted, 'delete'),
  };
};
