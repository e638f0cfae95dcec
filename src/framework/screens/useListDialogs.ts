/**
 * Which dialog of a table screen is open, on which record: create, edit (the declared edit dialog
 * or a row form), view, delete. The state is the screen's own, so leaving the screen resets it.
 */
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import type { AnyResource, RowForm } from '../types';
import { useRecordLoader } from './useRecordLoader';
import { useRowActionRunners, type RowHandlers } from './useRowActionRunners';

export interface Editing {
  record: RaRecord;
  /** Absent: the declared edit dialog. */
  form?: RowForm<string>;
}

export const useListDialogs = (resource: AnyResource, handlers?: RowHandlers) => {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing>();
  const [viewing, setViewing] = useState<RaRecord>();
  const [deleting, setDeleting] = useState<RaRecord>();
  const { load, loading } = useRecordLoader(resource);

  const openEdit = async (row: RaRecord) => {
    const record = await load(row);
    if (record) setEditing({ record });
  };
  const run = useRowActionRunners(resource, { view: setViewing, edit: openEdit, delete: setDeleting }, handlers);

  return {
    run,
    loading,
    creating,
    editing,
    viewing,
    deleting,
    openCreate: () => setCreating(true),
    openForm: (form: RowForm<string>, record: RaRecord) => setEditing({ record, form }),
    close: {
      create: () => setCreating(false),
      edit: () => setEditing(undefined),
      view: () => setViewing(undefined),
      delete: () => setDeleting(undefined),
    },
  };
};

export type ListDialogsState = ReturnType<typeof useListDialogs>;
