/**
 * Runs a bulk approval: each record through the same write as its own approval (the screen's saveEdit, else the
 * declared update), named in the report by its recordTitle.
 */
import type { RaRecord } from 'react-admin';
import { recordName } from '../forms/confirmQuestion';
import type { EditSaver } from '../screens/ListDialogs';
import { useResourceMutations } from '../screens/useResourceMutations';
import type { AnyResource, BulkApprove } from '../types';
import { bulkRowData } from './bulkRowData';
import { runBulk, type BulkReport } from './runBulk';

export type BulkRunner = (records: readonly RaRecord[], asked: Readonly<Record<string, unknown>>, onProgress: (done: number) => void) => Promise<BulkReport>;

export const useBulkApprove = (resource: AnyResource, spec: BulkApprove, saveEdit?: EditSaver): BulkRunner => {
  const mutations = useResourceMutations(resource);
  return (records, asked, onProgress) => {
    const writeOne = (record: RaRecord) => {
      const data = bulkRowData(resource, record, spec.action, asked);
      return saveEdit ? saveEdit(record, data, spec.action) : mutations.attemptUpdate(record, data, { notify: spec.action.notify });
    };
    return runBulk(records, writeOne, (record) => recordName(resource, record) ?? String(record.id), onProgress);
  };
};
