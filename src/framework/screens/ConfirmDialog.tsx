/** "Are you sure?" before a write (spec §8); reusable by bespoke pages. */
import { Confirm } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { Message } from '../types';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'Are you sure?'. */
  title?: Message;
  text?: Message;
  confirmLabel: Message;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export const ConfirmDialog = ({ open, title = msg('confirm.title'), text = '', confirmLabel, loading, onConfirm, onClose }: ConfirmDialogProps) => (
  <Confirm
    isOpen={open}
    loading={loading}
    title={title}
    content={text}
    confirm={confirmLabel}
    cancel={msg('confirm.cancel')}
    onConfirm={onConfirm}
    onClose={onClose}
  />
);

/** The texts of the three confirmations the spec names. */
export const CONFIRM = {
  create: { confirmLabel: msg('confirm.yes') },
  update: { confirmLabel: msg('confirm.updateIt') },
  delete: { text: msg('confirm.irreversible'), confirmLabel: msg('confirm.deleteIt') },
} as const;
