/**
 * What one row of a bulk approval sends: what its edit dialog would send had staff opened it and pressed the
 * approve button without changing anything (the row as form values, the declared editValues laid over it, the
 * values asked once for every row, e.g. a comment), in wire shape with the action's `set`.
 */
import type { RaRecord } from 'react-admin';
import { dialogData } from '../forms/dialogForm';
import type { AnyResource, DialogAction } from '../types';
import { noLoadedOptions, toFormValues } from '../wire';

export const bulkRowData = (resource: AnyResource, record: RaRecord, action: DialogAction, asked: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const editValues = resource.dialog?.editValues;
  const values = toFormValues(resource.fields, editValues ? { ...record, ...editValues(record) } : record);
  return dialogData(resource, { ...values, ...asked }, action, noLoadedOptions());
};
