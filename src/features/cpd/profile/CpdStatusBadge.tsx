/** A CPD registration's status (spec §4 "CPD membership"): 1 Pending yellow, 2 Approved green, 3 Rejected red. */
import { CPD_MEMBERSHIP } from '../../../domain/cpdRules.mjs';
import { StatusBadge } from '../../../framework';
import type { StatusTone } from '../../../framework/types';
import { msg } from '../../../i18n/keys';

// the CPD codes are not the record codes (16 is Reject there), so each names its tone and text
const BADGES: Record<number, { label: string; tone: StatusTone }> = {
  [CPD_MEMBERSHIP.PENDING]: { label: msg('cpdProfile.statusPending'), tone: 'warning' },
  [CPD_MEMBERSHIP.APPROVED]: { label: msg('cpdProfile.statusApproved'), tone: 'success' },
  [CPD_MEMBERSHIP.REJECTED]: { label: msg('cpdProfile.statusRejected'), tone: 'error' },
};

export const CpdStatusBadge = ({ status }: { status: number }) => {
  const badge = BADGES[status];
  return badge ? <StatusBadge value={status} label={badge.label} tone={badge.tone} /> : null;
};
