/**
 * Why and when something was decided, under its status badge: "Reason: …" and "Rejected on DD/MM/YYYY" (the Sri
 * Lanka day of the decision), or "Comment: …" and "Decided on …" for another outcome. It wraps within its column
 * or card, so a long reason stays readable on a 375 px phone. `decisionNoteOf` says whether a record shows one.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wireDateToForm } from '../../domain/dates';
import { sriLankaDay } from '../../domain/sriLankaTime.mjs';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import type { StatusFieldDef, StatusTone } from '../types';
import { bareValue } from '../wire';

export interface DecisionNoteProps {
  reason?: unknown;
  /** the decision's time: an ISO timestamp (or a YYYY-MM-DD day) */
  at?: unknown;
  /** a rejection ("Reason", "Rejected on") rather than another outcome ("Comment", "Decided on") */
  rejected: boolean;
}

/** DD/MM/YYYY of the decision on the Sri Lanka calendar; '' when there is no readable time. */
const dayOf = (at: unknown): string => {
  if (typeof at !== 'string' || !at) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(at)) return wireDateToForm(at);
  const time = Date.parse(at);
  return Number.isNaN(time) ? '' : wireDateToForm(sriLankaDay(time));
};

export const DecisionNote = ({ reason, at, rejected }: DecisionNoteProps) => {
  const translate = useTranslate();
  const text = typeof reason === 'string' ? reason.trim() : '';
  const day = dayOf(at);
  if (!text && !day) return null;
  return (
    <Box component="span" data-decision-note sx={{ display: 'block', mt: 0.5, maxWidth: '48ch', overflowWrap: 'anywhere' }}>
      {text && (
        <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
          {`${translate(msg(rejected ? 'status.reason' : 'status.comment'))}: ${text}`}
        </Typography>
      )}
      {day && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate(msg(rejected ? 'status.rejectedOn' : 'status.decidedOn'), { date: day })}
        </Typography>
      )}
    </Box>
  );
};

/** The note a status field shows for this record and value, or null (no decision declared, or not a shown value). */
export const decisionNoteOf = (
  def: StatusFieldDef,
  value: unknown,
  record: Readonly<Record<string, unknown>> | undefined,
  tone: StatusTone | undefined,
): DecisionNoteProps | null => {
  const spec = def.decision;
  if (!spec || !record) return null;
  const bare = bareValue(value);
  const when = spec.when ?? [RECORD_STATUS.REJECT];
  if (!when.some((shown) => String(shown) === String(bare))) return null;
  const rejected = tone === 'error' || Number(bare) === RECORD_STATUS.REJECT;
  return { reason: record[spec.reason], at: record[spec.at], rejected };
};
