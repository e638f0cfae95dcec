/** The dialogs of a table screen: create, edit / row form, view, and the delete confirmation. */
import type { ReactNode } from 'react';
import { useRefresh, type RaRecord } from 'react-admin';
import { useConfirmQuestion } from '../forms/confirmQuestion';
import type { AnyResource, DialogAction } from '../types';
import { CONFIRM, ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';
import { ShowDialog } from './ShowDialog';
import type { ListDialogsState } from './useListDialogs';
import { useResourceMutations, type WriteOutcome } from './useResourceMutations';
import { useToast } from './useToast';

interface Props {
  resource: AnyResource;
  state: ListDialogsState;
  /** Values added to every created record (an embedded list's scope, e.g. the member's userId). */
  createData?: Readonly<Record<string, unknown>>;
  /** The screen's own content in the edit dialog of a record (not in row forms). */
  editExtras?: (record: RaRecord) => ReactNode;
  /** The screen's own write for the edit dialog (see ResourceListScreenProps.saveEdit). */
  saveEdit?: EditSaver;
}

/**
 * Writes an edit dialog's wire data itself and tells what came of it, without a toast: the dialog toasts it
 * (and refreshes the list after a success), a bulk approval reports it with the other rows'.
 */
export type EditSaver = (record: RaRecord, data: Record<string, unknown>, action: DialogAction) => Promise<WriteOutcome>;

export const ListDialogs = ({ resource, state, createData, editExtras, saveEdit }: Props) => {
  const mutations = useResourceMutations(resource);
  const ask = useConfirmQuestion(resource);
  const toast = useToast();
  const refresh = useRefresh();
  const { creating, editing, viewing, deleting, close } = state;

  /** The screen's own write, told as the engine's are. */
  const told = ({ ok, message }: WriteOutcome): boolean => {
    if (message) toast(message, ok ? 'success' : 'error');
    if (ok) refresh();
    return ok;
  };

  const confirmDelete = async () => {
    if (deleting) await mutations.remove(deleting);
    close.delete();
  };

  return (
    <>
      <FormDialog
        resource={resource}
        mode="create"
        open={creating}
        title={resource.dialog?.createTitle}
        onClose={close.create}
        onSave={(data, action) => mutations.create({ ...data, ...createData }, action.notify)}
      />
      <FormDialog
        resource={resource}
        mode="edit"
        open={!!editing}
        record={editing?.record}
        title={editing?.form?.title}
        fields={editing?.form?.fields}
        actions={editing?.form?.actions}
        extras={editing && !editing.form ? editExtras?.(editing.record) : undefined}
        onClose={close.edit}
        onSave={(data, action) => {
          if (!editing) return Promise.resolve(false);
          if (saveEdit && !editing.form) return saveEdit(editing.record, data, action).then((outcome) => told(outcome));
          return mutations.update(editing.record, data, { notify: action.notify });
        }}
      />
      <ShowDialog resource={resource} record={viewing} onClose={close.view} />
      <ConfirmDialog
        open={!!deleting}
        text={deleting ? ask('delete', deleting) : undefined}
        {...CONFIRM.delete}
        onConfirm={confirmDelete}
        onClose={close.delete}
      />
    </>
  );
};
