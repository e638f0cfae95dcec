/**
 * Create, update and delete of a declared resource through the app's DataProvider, with the
 * declaration's success toasts (or the caller's), the server's message on failure, and a refresh
 * after success. Data is already in wire shape (see FormDialog). Each call resolves true on success.
 * Pessimistic: the call is awaited, then every query refetches; a refusal is not logged as a crash.
 * `attemptUpdate` is the update alone, telling what came of it without a toast or refresh (a bulk
 * approval reports every row at the end).
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

/** What one write came to: accepted or not, and what the user is told (success text, or the refusal's). */
export interface WriteOutcome {
  ok: boolean;
  message?: Outcome;
}

export const useResourceMutations = (resource: AnyResource) => {
  const dataProvider = useQuietDataProvider();
  const toast = useToast();
  const refresh = useRefresh();

  const attempt = async (call: () => Promise<unknown>, success: Outcome | undefined, kind: WriteKind): Promise<WriteOutcome> => {
    try {
      await call();
      return { ok: true, message: success };
    } catch (error) {
      return { ok: false, message: writeRefusalOutcome(resource.notify, kind, error) };
    }
  };

  const run = async (call: () => Promise<unknown>, success: Outcome | undefined, kind: WriteKind): Promise<boolean> => {
    const outcome = await attempt(call, success, kind);
    if (outcome.message) toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (outcome.ok) refresh();
    return outcome.ok;
  };

  const updateCall = (record: RaRecord, data: Values, id: Identifier) => () => dataProvider.update(resource.name, { id, data, previousData: record });

  return {
    create: (data: Values, notify: Outcome | undefined = resource.notify?.created) =>
      run(() => dataProvider.create(resource.name, { data }), notify, 'create'),
    update: (record: RaRecord, data: Values, { id = recordId(resource, record), notify = resource.notify?.updated }: UpdateOptions = {}) =>
      run(updateCall(record, data, id), notify, 'update'),
    attemptUpdate: (record: RaRecord, data: Values, { id = recordId(resource, record), notify = resource.notify?.updated }: UpdateOptions = {}) =>
      attempt(updateCall(record, data, id), notify, 'update'),
    remove: (record: RaRecord) =>
      run(() => dataProvider.delete(resource.name, { id: recordId(resource, record), previousData: record }), resource.notify?.deleted, 'delete'),
  };
};
