/**
 * "Are you sure?" before a write (spec §8); reusable by bespoke pages. The body says what will
 * happen to which record; the confirm button takes the action's colour (red for a delete) and
 * Cancel carries no icon. It stays a small dialog on a phone: two buttons need no full screen.
 */
import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { DialogAction, Message } from '../types';

export type ConfirmTone = NonNullable<DialogAction['tone']>;

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'Are you sure?'. */
  title?: Message;
  /** The question, naming the record (e.g. "Delete the role Auditor?"). */
  text?: Message;
  /** A second line, e.g. "You won't be able to revert this!". */
  warning?: Message;
  confirmLabel: Message;
  /** The confirm button's colour; 'error' for a destructive action. */
  tone?: ConfirmTone;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const { open, title = msg('confirm.title'), text, warning, confirmLabel, tone = 'primary', loading, onConfirm, onClose } = props;
  const translate = useTranslate();
  const titleId = useId();
  const t = (message: Message) => translate(message, { _: message });
  const destructive = tone === 'error';
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      <DialogContent>
        {text ? <DialogContentText>{t(text)}</DialogContentText> : null}
        {warning ? <DialogContentText sx={{ mt: text ? 1 : 0 }}>{t(warning)}</DialogContentText> : null}
      </DialogContent>
      <DialogActions>
        {/* a destructive confirm is not the focused default: Enter must not delete */}
        <Button onClick={onClose} disabled={loading} autoFocus={destructive}>
          {t(msg('confirm.cancel'))}
        </Button>
        <Button variant="contained" color={tone} onClick={onConfirm} disabled={loading} autoFocus={!destructive}>
          {t(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The texts of the three confirmations the spec names. */
export const CONFIRM = {
  create: { confirmLabel: msg('confirm.yes') },
  update: { confirmLabel: msg('confirm.updateIt') },
  delete: { warning: msg('confirm.irreversible'), confirmLabel: msg('confirm.deleteIt'), tone: 'error' },
} as const satisfies Record<string, Partial<ConfirmDialogProps>>;
