/**
 * Create or edit a declared record in a dialog (full screen on a phone): yup-validated form (errors
 * after touch), then "Are you sure?" asking what it will do to which record ('Save the role Auditor?';
 * 'Yes' to create, 'Update it!' to update, or the action's own label and colour), then the write with
 * wire data. Several submit buttons may each set fields (e.g. approve/reject) and require some (a
 * reject's reason). An edit may show read-only fields of the record above the form (dialog.summary)
 * and the screen's own extras. The dialog stays open when the call fails, so the user can correct and retry.
 */
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, ResourceContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { dialogActions, dialogData, dialogFields } from '../forms/dialogForm';
import { useActionResolver } from '../forms/useActionResolver';
import { FormFields } from '../forms/FormFields';
import { FormAttention } from '../forms/FormAttention';
import { questionOf, useConfirmQuestion } from '../forms/confirmQuestion';
import { FormOptionsProvider, type FormOptions } from '../forms/FormOptionsContext';
import type { FormMode } from '../formFields';
import type { AnyResource, DialogAction, Message } from '../types';
import { noLoadedOptions, toFormValues } from '../wire';
import { ConfirmDialog } from './ConfirmDialog';
import { ShowView } from './ShowView';
import { useIsSmall } from './useIsSmall';

type Values = Record<string, unknown>;

export interface FormDialogProps {
  resource: AnyResource;
  mode: FormMode;
  open: boolean;
  /** The record being edited (wire shape); absent when creating. */
  record?: RaRecord;
  /** Default: the declaration's dialog title, else its title. */
  title?: Message;
  /** Only these fields are shown and sent (a row form); default every form field, the whole record sent. */
  fields?: readonly string[];
  /** Submit buttons; default see dialogActions. */
  actions?: readonly DialogAction[];
  onClose: () => void;
  /** Performs the write with wire data; resolves true on success (then the dialog closes). */
  onSave: (data: Values, action: DialogAction) => Promise<boolean>;
  /** The screen's own content above the form fields (e.g. a link to the record's bank slip). */
  extras?: ReactNode;
}

export const FormDialog = ({ resource, mode, open, record, title, fields, actions, onClose, onSave, extras }: FormDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const small = useIsSmall();
  const ask = useConfirmQuestion(resource);
  const [pending, setPending] = useState<{ values: Values; action: DialogAction } | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = useRef<DialogAction>(undefined);
  const buttons = dialogActions(resource, mode, actions);
  const shown = useMemo(() => dialogFields(resource.fields, mode, fields), [resource, mode, fields]);
  // the chosen button's required fields (DialogAction.requires) join the schema's errors
  const resolver = useActionResolver(shown, mode, chosen);
  const formRecord = useMemo(() => {
    const editValues = mode === 'edit' && record ? resource.dialog?.editValues : undefined;
    return toFormValues(resource.fields, editValues && record ? { ...record, ...editValues(record) } : record);
  }, [resource, record, mode]);
  const options = useMemo<FormOptions>(() => ({ sourceRecord: record, loaded: noLoadedOptions() }), [record]);
  const heading = title ?? resource.dialog?.title ?? resource.title;
  const entries = Object.entries(shown);

  // DialogSpec.asks: this edit dialog is the question itself; its buttons write without a second one
  const asks = mode === 'edit' ? resource.dialog?.asks : undefined;

  const save = async (values: Values, action: DialogAction) => {
    setSaving(true);
    const saved = await onSave(dialogData(resource, values, action, options.loaded, fields), action);
    setSaving(false);
    setPending(null);
    if (saved) onClose();
  };

  const submit = (values: Values) => {
    const action = chosen.current ?? buttons[0];
    chosen.current = undefined;
    if (asks) void save(values, action);
    else setPending({ values, action });
  };

  const confirm = async () => {
    if (pending) await save(pending.values, pending.action);
  };

  return (
    <ResourceContextProvider value={resource.name}>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth={entries.length > 1 ? 'md' : 'sm'} fullScreen={small} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(heading, { _: heading })}</DialogTitle>
        {/* per-field errors say what is wrong; no extra "form is not valid" toast */}
        <FormOptionsProvider value={options}>
          <Form record={formRecord} resolver={resolver} mode="onTouched" disableInvalidFormNotification shouldFocusError={false} onSubmit={submit}>
            <DialogContent dividers>
              {mode === 'edit' && record && resource.dialog?.summary ? (
                <Box sx={{ mb: 2 }}>
                  <ShowView resource={resource} record={record} fields={resource.dialog.summary} />
                </Box>
              ) : null}
              {extras}
              <FormFields fields={shown} mode={mode} />
            </DialogContent>
            {asks ? (
              <DialogContent sx={{ pb: 0 }}>
                <DialogContentText component="p" sx={{ fontWeight: 600 }}>
                  {translate(asks, { _: asks })}
                </DialogContentText>
              </DialogContent>
            ) : null}
            <DialogActions sx={{ flexWrap: 'wrap' }}>
              <FormAttention />
              <Button onClick={onClose} disabled={saving}>
                {translate(resource.dialog?.closeLabel ?? 'ra.action.cancel', { _: resource.dialog?.closeLabel })}
              </Button>
              {buttons.map((action) => {
                const label = asks ? (action.confirmLabel ?? action.label) : action.label;
                return (
                  <Button key={action.label} type="submit" variant="contained" color={action.tone ?? 'primary'} disabled={saving} onClick={() => (chosen.current = action)}>
                    {translate(label, { _: label })}
                  </Button>
                );
              })}
            </DialogActions>
          </Form>
        </FormOptionsProvider>
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        loading={saving}
        text={pending ? ask(questionOf(mode, pending.action), { ...record, ...pending.values }) : undefined}
        confirmLabel={pending?.action.confirmLabel ?? buttons[0].confirmLabel ?? ''}
        tone={pending?.action.tone}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </ResourceContextProvider>
  );
};
