/** "CPD transcript": the page's primary action, in the heading so it is on a phone's first screen. */
import { Button } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import { msg } from '../../../i18n/keys';

export const TranscriptButton = ({ busy, disabled, onClick }: { busy: boolean; disabled: boolean; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button variant="contained" startIcon={<PictureAsPdfIcon />} onClick={onClick} disabled={busy || disabled} data-primary-action>
      {translate(msg(busy ? 'cpdProfile.transcriptBusy' : 'cpdProfile.transcript'))}
    </Button>
  );
};
