/**
 * "Are you sure?" with a required reason (reject with a comment, cancel or reactivate a membership):
 * the one confirm-with-reason dialog of the staff pages. Confirming without a reason says so and
 * sends nothing.
 */
import { useEffect, useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';

export interface ReasonDialogProps {
  open: boolean;
  /** The question, naming the member or the record. */
  question: string;
  /** The text field's label, e.g. 'Reason' or 'Comment'. */
  label: string;
  required: string;
  confirmLabel: string;
  tone?: 'primary' | 'error' | 'success';
  /** The confirmed call is running (the caller's useApiCall): the buttons wait. */
  busy?: boolean;
  onConfirm: (reason: string) => unknown;
  onClose: () => void;
}

export const ReasonDialog = ({ open, question, label, required, confirmLabel, tone = 'error', busy = false, onConfirm, onClose }: ReasonDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setProblem(null);
    }
  }, [open]);

  const confirm = () => {
    if (!reason.trim()) return setProblem(translate(required));
    onConfirm(reason.trim());
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(msg('confirm.title'))}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{question}</DialogContentText>
        <TextField
          label={translate(label)}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          fullWidth
          autoFocus
          error={!!problem}
          helperText={problem ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(msg('confirm.cancel'))}
        </Button>
        <Button variant="contained" color={tone} onClick={confirm} disabled={busy}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
