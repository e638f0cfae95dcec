/** The outcome of a submitted form in a dialog (spec §8: the texts of the codes; an optional title and the server's reason). */
import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../i18n/keys';

interface Props {
  /** The text (a polyglot key) to show; null keeps the dialog closed. */
  message: string | null;
  /** A heading (e.g. 'Submit for Approval'). */
  title?: string;
  /** A second line: the server's reason, when it says more than the code's text. */
  detail?: string;
  onClose: () => void;
}

export const ResultDialog = ({ message, title, detail, onClose }: Props) => {
  const translate = useTranslate();
  const textId = useId();
  const titleId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-describedby={textId} aria-labelledby={title ? titleId : undefined}>
      {title && <DialogTitle id={titleId}>{translate(title, { _: title })}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={textId}>{message ? translate(message, { _: message }) : null}</DialogContentText>
        {detail && <DialogContentText sx={{ mt: 1 }}>{detail}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate(msg('userCreationPage.ok'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
