/**
 * Which label a status badge shows, if any: record statuses by code (2 Approved, 1 Pending, 16 Reject), other
 * values only with a declared colour and label. The badge (StatusBadge) and the CSV export both read it.
 */
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import type { Message, StatusTone } from '../types';
import { bareValue } from '../wire';

export const RECORD_BADGES: Record<number, { label: Message; tone: StatusTone }> = {
  [RECORD_STATUS.APPROVED]: { label: msg('status.approved'), tone: 'success' },
  [RECORD_STATUS.PENDING]: { label: msg('status.pending'), tone: 'warning' },
  [RECORD_STATUS.REJECT]: { label: msg('status.reject'), tone: 'error' },
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The record status of a code, when it is one. */
export const recordBadgeOf = (value: unknown) => {
  const code = bareValue(value);
  return isEmpty(code) ? undefined : RECORD_BADGES[Number(code)];
};

/** The badge's label (a message key or text); undefined when no badge shows. */
export const badgeLabel = (value: unknown, label?: Message, tone?: StatusTone): Message | undefined => {
  const known = recordBadgeOf(value);
  const shown = tone && !isEmpty(bareValue(value)) ? (label ?? known?.label ?? '') : known ? (label ?? known.label) : undefined;
  return shown || undefined;
};
