/** The page's primary action: "Audit sample" opens the audit sample dialog. */
import { useState } from 'react';
import { Button } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate } from 'react-admin';
import { msg } from '../../../i18n/keys';
import { AuditSampleDialog } from './AuditSampleDialog';

export const AuditSampleButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<FactCheckIcon />} onClick={() => setOpen(true)} data-primary-action>
        {translate(msg('cpdApprovals.auditButton'))}
      </Button>
      {open && <AuditSampleDialog onClose={() => setOpen(false)} />}
    </>
  );
};
