/**
 * Record status badge (2 Approved green, 1 Pending yellow, 16 Reject red); other values render
 * nothing unless given a tone. The value may be a bare code or {value, label}; a declaration may
 * rename the badges and colour other codes.
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import type { Message, StatusTone } from '../types';
import { bareValue } from '../wire';

const BADGES: Record<number, { label: string; tone: StatusTone }> = {
  [RECORD_STATUS.APPROVED]: { label: msg('status.approved'), tone: 'success' },
  [RECORD_STATUS.PENDING]: { label: msg('status.pending'), tone: 'warning' },
  [RECORD_STATUS.REJECT]: { label: msg('status.reject'), tone: 'error' },
};

const TONES: Record<StatusTone, { background: string; color: string }> = {
  success: { background: '#2e7d32', color: '#fff' },
  warning: { background: '#fbc02d', color: '#212121' },
  error: { background: '#c62828', color: '#fff' },
  info: { background: '#1565c0', color: '#fff' },
  neutral: { background: '#757575', color: '#fff' },
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export const statusBadgeOf = (value: unknown) => {
  const code = bareValue(value);
  const badge = isEmpty(code) ? undefined : BADGES[Number(code)];
  return badge && { label: badge.label, ...TONES[badge.tone] };
};

interface Props {
  value: unknown;
  label?: Message;
  /** The colour, for a code that is not a record status (then a label is needed too). */
  tone?: StatusTone;
}

export const StatusBadge = ({ value, label, tone }: Props) => {
  const translate = useTranslate();
  const known = statusBadgeOf(value);
  const badge = tone && !isEmpty(bareValue(value)) ? { label: label ?? known?.label ?? '', ...TONES[tone] } : known;
  if (!badge || !(label ?? badge.label)) return null;
  const text = label ?? badge.label;
  return (
    <Chip
      size="small"
      label={translate(text, { _: text })}
      data-status={String(bareValue(value))}
      sx={{ backgroundColor: badge.background, color: badge.color, fontWeight: 600 }}
    />
  );
};
