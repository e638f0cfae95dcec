/**
 * Create or edit a declared record in a dialog: yup-validated form (errors after touch),
 * then "Are you sure?" ('Yes' to create, 'Update it!' to update), then the DataProvider call.
 * The dialog stays open when the call fails, so the user can correct and retry.
 */
import { useId, useMemo, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, ResourceContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { formEntries, isDisabledInForm, type FormMode } from '../formFields';
import { FieldInput } from '../inputs/FieldInput';
import { buildSchema } from '../schema';
import type { AnyResource } from '../types';
import { toFormValues } from '../wire';
import { CONFIRM, ConfirmDialog } from './ConfirmDialog';

type Values = Record<string, unknown>;

export interface FormDialogProps {
  resource: AnyResource;
  mode: FormMode;
  open: boolean;
  /** The record being edited (wire shape); absent when creating. */
  record?: RaRecord;
  onClose: () => void;
  /** Performs the write; resolves true on success (then the dialog closes). */
  onSave: (values: Values) => Promise<boolean>;
}

export const FormDialog = ({ resource, mode, open, record, onClose, onSave }: FormDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [pending, setPending] = useState<Values | null>(null);
  const [saving, setSaving] = useState(false);
  // raw: submit the input values (react-admin's, e.g. null for an emptied text), not yup's cast.
  const resolver = useMemo(() => yupResolver(buildSchema(resource.fields, mode), undefined, { raw: true }), [resource, mode]);
  const formRecord = useMemo(() => toFormValues(resource.fields, record), [resource, record]);
  const title = resource.dialog?.title ?? resource.title;

  const confirm = async () => {
    if (!pending) return;
    setSaving(true);
    const saved = await onSave(pending);
    setSaving(false);
    setPending(null);
    if (saved) onClose();
  };

  return (
    <ResourceContextProvider value={resource.name}>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(title, { _: title })}</DialogTitle>
        {/* per-field errors say what is wrong; no extra "form is not valid" toast */}
        <Form
          record={formRecord}
          resolver={resolver}
          mode="onTouched"
          disableInvalidFormNotification
          onSubmit={(values: Values) => setPending(values)}
        >
          <DialogContent dividers>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
              {formEntries(resource.fields, mode).map(([name, def]) => (
                <FieldInput key={name} source={name} def={def} disabled={isDisabledInForm(def, mode)} />
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate(mode === 'create' ? msg('table.save') : msg('table.update'))}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        loading={saving}
        {...(mode === 'create' ? CONFIRM.create : CONFIRM.update)}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </ResourceContextProvider>
  );
};
