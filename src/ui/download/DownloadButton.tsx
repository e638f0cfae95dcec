import type { ReactNode } from 'react';
import { Button, IconButton, Tooltip, type ButtonProps, type SxProps, type Theme } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useDownload } from './useDownload';

interface Props {
  /** The button's accessible name. */
  label: string;
  icon: SvgIconComponent;
  /** Fetches and saves the file; `failureText` says what went wrong in the screen's words. */
  run: () => Promise<unknown>;
  failureText: (error: unknown) => string;
  /** Only the icon, `tooltip` (default the label) on hover: inside a table row, where text would widen it. */
  compact?: boolean;
  tooltip?: string;
  /** The button's text; default the label. */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
  sx?: SxProps<Theme>;
}

/** One click to a file: disabled while it downloads, a failure notified. Every download button of the portal is one. */
export const DownloadButton = ({ label, icon: Icon, run, failureText, compact, tooltip, children, variant, sx }: Props) => {
  const { busy, download } = useDownload(run, failureText);
  if (compact) {
    return (
      <Tooltip title={tooltip ?? label}>
        <span>
          <IconButton size="small" color="primary" onClick={download} disabled={busy} aria-label={label}>
            <Icon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button variant={variant} size="small" startIcon={<Icon />} onClick={download} disabled={busy} aria-label={label} sx={sx}>
      {children ?? label}
    </Button>
  );
};
