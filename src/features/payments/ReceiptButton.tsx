import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate } from 'react-admin';
import { PAYMENT_TEXT } from '../../domain/paymentRules.mjs';
import { msg } from '../../i18n/keys';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { downloadReceipt } from '../receipts/receipt';

/** "Download receipt" of an approved payment; any failure says the spec's PDF error (§8). */
export const ReceiptButton = ({ paymentId, compact }: { paymentId: number; compact?: boolean }) => {
  const translate = useTranslate();
  return (
    <DownloadButton
      label={translate(msg('payments.downloadReceipt'))}
      icon={ReceiptLongIcon}
      run={() => downloadReceipt(paymentId)}
      failureText={() => PAYMENT_TEXT.receiptFailed}
      compact={compact}
      variant="outlined"
    />
  );
};
