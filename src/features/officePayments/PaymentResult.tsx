/** The recorded payment: its receipt number and amount, "Print receipt", and a way to take the next one. */
import { Box, Button } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/money';
import { msg } from '../../i18n/keys';
import { SectionCard } from '../../ui/SectionCard';
import { DetailGrid } from '../../ui/DetailGrid';
import { useDownload } from '../../ui/download/useDownload';
import type { RecordedPayment } from './officePaymentTypes';
import { downloadReceipt } from '../receipts/receipt';

export const PaymentResult = ({ payment, onAnother }: { payment: RecordedPayment; onAnother: () => void }) => {
  const translate = useTranslate();
  const { busy, download } = useDownload(() => downloadReceipt(payment.paymentId), () => translate(msg('officePayments.receiptFailed')));
  return (
    <SectionCard title={msg('officePayments.recorded')}>
      <DetailGrid
        details={[
          { label: msg('officePayments.receiptNo'), value: payment.receiptNo },
          { label: msg('officePayments.amount'), value: formatMoney(payment.amount) },
          { label: msg('officePayments.paymentId'), value: payment.paymentId },
        ]}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={download} disabled={busy}>
          {translate(msg('officePayments.printReceipt'))}
        </Button>
        <Button variant="outlined" onClick={onAnother}>
          {translate(msg('officePayments.another'))}
        </Button>
      </Box>
    </SectionCard>
  );
};
