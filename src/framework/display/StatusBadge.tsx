/**
 * Record status badge (2 Approved green, 1 Pending yellow, 16 Reject red); other values render
 * nothing. The value may be a bare code or {value, label}; a declaration may rename the badges.
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import type { Message } from '../types';
import { bareValue } from '../wire';

const BADGES: Record<number, { label: string; background: string; color: string }> = {
  [RECORD_STATUS.APPROVED]: { label: msg('status.approved'), background: '#2e7d32', color: '#fff' },
  [RECORD_STATUS.PENDING]: { label: msg('status.pending'), background: '#fbc02d', color: '#212121' },
  [RECORD_STATUS.REJECT]: { label: msg('status.reject'), background: '#c62828', color: '#fff' },
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export const statusBadgeOf = (value: unknown) => {
  const code = bareValue(value);
  return isEmpty(code) ? undefined : BADGES[Number(code)];
};

export const StatusBadge = ({ value, label }: { value: unknown; label?: Message }) => {
  const translate = useTranslate();
  const badge = statusBadgeOf(value);
  if (!badge) return null;
  const text = label ?? badge.label;
  return (
    <Chip
      size="small"
      label={translate(text, { _: text })}
      data-status={Number(bareValue(value))}
      sx={{ backgroundColor: badge.background, color: badge.color, fontWeight: 600 }}
    />
  );
};
