/** Record status badge (2 Approved green, 1 Pending yellow, 16 Reject red); other values render nothing. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';

const BADGES: Record<number, { label: string; background: string; color: string }> = {
  [RECORD_STATUS.APPROVED]: { label: msg('status.approved'), background: '#2e7d32', color: '#fff' },
  [RECORD_STATUS.PENDING]: { label: msg('status.pending'), background: '#fbc02d', color: '#212121' },
  [RECORD_STATUS.REJECT]: { label: msg('status.reject'), background: '#c62828', color: '#fff' },
};

export const statusBadgeOf = (value: unknown) => BADGES[Number(value)];

export const StatusBadge = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  const badge = value === null || value === undefined || value === '' ? undefined : statusBadgeOf(value);
  if (!badge) return null;
  return (
    <Chip
      size="small"
      label={translate(badge.label)}
      data-status={Number(value)}
      sx={{ backgroundColor: badge.background, color: badge.color, fontWeight: 600 }}
    />
  );
};
