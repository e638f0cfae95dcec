/** The page's primary action: "Transaction Details" opens the report modal (spec §2). */
import { useState } from 'react';
import { Button } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { TransactionReportDialog } from './TransactionReportDialog';

export const TransactionReportButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AssessmentIcon />} onClick={() => setOpen(true)} data-primary-action>
        {translate(msg('transactions.reportButton'))}
      </Button>
      <TransactionReportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
