/** One click to a member's PDF (service letter, certificate, CV): shown by its uploaded name, saved under the server's. */
import type { ReactNode } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { DownloadError, downloadFile } from './downloadFile';
import { useDownload } from './useDownload';

interface Props {
  /** API path of the file, e.g. usermanagement/files/{fileId}. */
  path: string;
  fileName: string;
  children?: ReactNode;
  /** The text of a failure; default the server's words, else a generic one. */
  failureText?: (error: DownloadError | null) => string;
  /** Only the PDF icon, the name in its tooltip (inside a table row, where a long name would widen it). */
  compact?: boolean;
  /** The button's accessible name (and a compact button's tooltip); default "Download <file name>". */
  label?: string;
  /** POST for a file the server makes anew on each call; default GET. */
  method?: 'GET' | 'POST';
}

export const filePath = (fileId: string | number) => `usermanagement/files/${encodeURIComponent(String(fileId))}`;

export const FileDownloadButton = ({ path, fileName, children, failureText, compact, label: givenLabel, method = 'GET' }: Props) => {
  const translate = useTranslate();
  const { busy, download } = useDownload(
    () => downloadFile(path, fileName, method),
    (error) => {
      const failure = error instanceof DownloadError ? error : null;
      return failureText?.(failure) ?? (failure?.message || translate(msg('memberAdmin.downloadFailed')));
    },
  );
  const label = givenLabel ?? translate(msg('memberAdmin.download'), { name: fileName });
  if (compact) {
    return (
      <Tooltip title={givenLabel ?? fileName}>
        <span>
          <IconButton size="small" color="primary" onClick={download} disabled={busy} aria-label={label}>
            <PictureAsPdfIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      onClick={download}
      disabled={busy}
      aria-label={label}
      sx={{ textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{children ?? fileName}</span>
    </Button>
  );
};
