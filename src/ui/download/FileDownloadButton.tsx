/** One click to a member's PDF (service letter, certificate, CV): shown by its uploaded name, saved under the server's. */
import type { ReactNode } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { DownloadError, downloadFile } from './downloadFile';
import { DownloadButton } from './DownloadButton';

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

export const FileDownloadButton = ({ path, fileName, children, failureText, compact, label, method = 'GET' }: Props) => {
  const translate = useTranslate();
  const failure = (error: unknown) => {
    const known = error instanceof DownloadError ? error : null;
    return failureText?.(known) ?? (known?.message || translate(msg('memberAdmin.downloadFailed')));
  };
  return (
    <DownloadButton
      label={label ?? translate(msg('memberAdmin.download'), { name: fileName })}
      tooltip={label ?? fileName}
      icon={PictureAsPdfIcon}
      run={() => downloadFile(path, fileName, method)}
      failureText={failure}
      compact={compact}
      sx={{ textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{children ?? fileName}</span>
    </DownloadButton>
  );
};
