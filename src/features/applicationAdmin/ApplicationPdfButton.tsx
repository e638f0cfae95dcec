import { Button } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { useDownload } from '../../ui/download/useDownload';
import { downloadApplicationPdf } from './applicationPdf';

/** Download PDF; any failure says the spec's "Error occured when generating the PDF" (§8). */
export const ApplicationPdfButton = ({ userId, name }: { userId: number; name: string }) => {
  const translate = useTranslate();
  const { busy, download } = useDownload(() => downloadApplicationPdf(userId, name), () => translate(msg('applicationAdmin.pdfFailed')));
  return (
    <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={download} disabled={busy}>
      {translate(msg('applicationAdmin.downloadPdf'))}
    </Button>
  );
};
