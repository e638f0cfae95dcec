/** A row's "Open": the minutes' PDF fetched with the bearer token (GET upload-minutes/file/{minutesId}) and saved under its name. */
import { IconButton, Tooltip } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { DownloadError, downloadFile } from '../memberAdmin/downloadFile';
import { useDownload } from '../memberAdmin/useDownload';

export const minutesFilePath = (minutesId: string | number) => `upload-minutes/file/${encodeURIComponent(String(minutesId))}`;

export const OpenMinutesButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const fileName = typeof record.fileName === 'string' && record.fileName ? record.fileName : 'minutes.pdf';
  const { busy, download } = useDownload(
    () => downloadFile(minutesFilePath(record.minutesId as number), fileName),
    // the server's words when it gave any (e.g. minutes deleted meanwhile), else ours
    (error) => (error instanceof DownloadError && error.message) || translate(msg('minutes.openFailed')),
  );
  const label = translate(msg('minutes.open'), { name: fileName });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" color="primary" onClick={download} disabled={busy} aria-label={label}>
          <PictureAsPdfIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
