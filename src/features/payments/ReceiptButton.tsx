import { Button, IconButton, Tooltip } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate } from 'react-admin';
import { PAYMENT_TEXT } from '../../domain/paymentRules.mjs';
import { msg } from '../../i18n/keys';
import { useDownload } from '../../ui/download/useDownload';
import { downloadReceipt } from '../receipts/receipt';

/** "Download receipt" of an approved payment; any failure says the spec's PDF error (§8). */
export const ReceiptButton = ({ paymentId, compact }: { paymentId: number; compact?: boolean }) => {
  const translate = useTranslate();
  const { busy, download } = useDownload(() => downloadReceipt(paymentId), () => PAYMENT_TEXT.receiptFailed);
  const label = translate(msg('payments.downloadReceipt'));
  if (compact) {
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" color="primary" onClick={download} disabled={busy} aria-label={label}>
            <ReceiptLongIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button variant="outlined" size="small" startIcon={<ReceiptLongIcon />} onClick={download} disabled={busy}>
      {label}
    </Button>
  );
};
