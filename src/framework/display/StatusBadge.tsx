/**
 * Record status badge (2 Approved green, 1 Pending yellow, 16 Reject red); other values render
 * nothing unless given a tone. The value may be a bare code or {value, label}; a declaration may
 * rename the badges and colour other codes. Which label shows is badgeLabel's rule (the CSV export's too).
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Message, StatusTone } from '../types';
import { bareValue } from '../wire';
import { badgeLabel, recordBadgeOf } from './badgeLabel';

const TONES: Record<StatusTone, { background: string; color: string }> = {
  success: { background: '#2e7d32', color: '#fff' },
  warning: { background: '#fbc02d', color: '#212121' },
  error: { background: '#c62828', color: '#fff' },
  info: { background: '#1565c0', color: '#fff' },
  neutral: { background: '#757575', color: '#fff' },
};

export const statusBadgeOf = (value: unknown) => {
  const badge = recordBadgeOf(value);
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
  const text = badgeLabel(value, label, tone);
  if (!text) return null;
  const colours = TONES[tone ?? recordBadgeOf(value)?.tone ?? 'neutral'];
  return (
    <Chip
      size="small"
      label={translate(text, { _: text })}
      data-status={String(bareValue(value))}
      sx={{ backgroundColor: colours.background, color: colours.color, fontWeight: 600 }}
    />
  );
};
