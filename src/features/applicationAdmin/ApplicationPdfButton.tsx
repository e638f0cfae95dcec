import { useState } from 'react';
import { Button } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useNotify, useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { downloadApplicationPdf } from './applicationPdf';

/** Download PDF; any failure says the spec's "Error occured when generating the PDF" (§8). */
export const ApplicationPdfButton = ({ userId, name }: { userId: number; name: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApplicationPdf(userId, name);
    } catch {
      notify(msg('applicationAdmin.pdfFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={download} disabled={busy}>
      {translate(msg('applicationAdmin.downloadPdf'))}
    </Button>
  );
};
