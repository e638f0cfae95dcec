/** The 'view' row action: the record's ShowView in a dialog (full screen on a phone), titled as a view. */
import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { AnyResource } from '../types';
import { ShowView } from './ShowView';
import { useIsSmall } from './useIsSmall';

interface Props {
  resource: AnyResource;
  record?: RaRecord;
  onClose: () => void;
}

export const ShowDialog = ({ resource, record, onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const small = useIsSmall();
  // dialog.title may name the edit ('Update User Details'); a view has its own
  const title = resource.dialog?.viewTitle ?? resource.dialog?.title ?? resource.title;
  const name = record && resource.recordTitle ? record[resource.recordTitle] : undefined;
  return (
    <Dialog open={!!record} onClose={onClose} fullWidth maxWidth="md" fullScreen={small} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(title, { _: title })}
        {name ? ` - ${String(name)}` : ''}
      </DialogTitle>
      {/* focusable: a long record scrolls (a phone's full-screen dialog), and the keys must reach it (nothing in it takes focus) */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {record && <ShowView resource={resource} record={record} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(msg('table.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
};
