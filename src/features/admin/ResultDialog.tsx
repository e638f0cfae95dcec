/** The outcome of a submitted form in a dialog (spec §8 "Roles and users": the texts of the codes). */
import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';

interface Props {
  /** The text (a polyglot key) to show; null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
}

export const ResultDialog = ({ message, onClose }: Props) => {
  const translate = useTranslate();
  const textId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-describedby={textId}>
      <DialogContent>
        <DialogContentText id={textId}>{message ? translate(message, { _: message }) : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate(msg('userCreationPage.ok'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
