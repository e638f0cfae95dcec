/** "View bank slip" of a transaction: an icon in its row, a link in its authorise dialog (spec §2). */
import { Button, IconButton, Tooltip } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate, type RaRecord } from 'react-admin';
import { errorMessage, useToast } from '../../framework';
import { msg } from '../../i18n/keys';
import { offersBankSlip, openBankSlip } from './bankSlip';

const useOpenSlip = (record: RaRecord) => {
  const toast = useToast();
  return () => {
    openBankSlip(Number(record.paymentId)).catch((error: unknown) => toast(errorMessage(error), 'error'));
  };
};

export const BankSlipIconButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const open = useOpenSlip(record);
  if (!offersBankSlip(record)) return null;
  const label = translate(msg('transactions.viewSlip'));
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={open}>
        <ReceiptLongIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

export const BankSlipLinkButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const open = useOpenSlip(record);
  if (!offersBankSlip(record)) return null;
  return (
    <Button size="small" variant="outlined" startIcon={<ReceiptLongIcon />} onClick={open} sx={{ mb: 2 }}>
      {translate(msg('transactions.viewSlip'))}
    </Button>
  );
};
