/**
 * Create, update and delete of a declared resource through the app's DataProvider, with the
 * declaration's success toasts, the server's message on failure, and a refresh after success.
 * Each call resolves true on success, false on failure.
 */
import { useCreate, useDelete, useRefresh, useUpdate, type Identifier, type RaRecord } from 'react-admin';
import type { AnyResource } from '../types';
import { recordId, toWireValues } from '../wire';
import { errorMessage, useToast } from './useToast';

type Values = Record<string, unknown>;

export const useResourceMutations = (resource: AnyResource) => {
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const toast = useToast();
  const refresh = useRefresh();
  const options = { mutationMode: 'pessimistic', returnPromise: true } as const;

  const run = async (call: () => Promise<unknown>, success: string | undefined): Promise<boolean> => {
    try {
      await call();
    } catch (error) {
      toast(errorMessage(error), 'error');
      return false;
    }
    if (success) toast(success, 'success');
    refresh();
    return true;
  };

  return {
    create: (values: Values) =>
      run(() => create(resource.name, { data: toWireValues(resource, values) }, options), resource.notify?.created),
    /** `id` defaults to the record's; a singleton passes its declared id. */
    update: (record: RaRecord, values: Values, id: Identifier = recordId(resource, record)) =>
      run(
        () =>
          update(
            resource.name,
            { id, data: toWireValues(resource, values), previousData: record },
            options,
          ),
        resource.notify?.updated,
      ),
    remove: (record: RaRecord) =>
      run(() => remove(resource.name, { id: recordId(resource, record), previousData: record }, options), resource.notify?.deleted),
  };
};
