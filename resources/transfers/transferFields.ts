/** The fields of a transfer request row both transfer screens show (GET usermanagement/member-transfers). */
import { date, multiline, number, status, text, type Choice } from '../../src/framework/declare';
import { TRANSFER_LIMITS, TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';
import { msg } from '../../src/i18n/keys';

/** 1 Pending (yellow), 2 Approved (green), 3 Rejected (red). */
export const TRANSFER_STATUS_CHOICES: readonly Choice[] = [
  { id: TRANSFER_STATUS.PENDING, name: msg('transfers.statusPending') },
  { id: TRANSFER_STATUS.APPROVED, name: msg('transfers.statusApproved') },
  { id: TRANSFER_STATUS.REJECTED, name: msg('transfers.statusRejected') },
];

export const STATUS_FILTER = { source: 'status', label: msg('transfers.statusFilter'), choices: TRANSFER_STATUS_CHOICES, anyLabel: msg('transfers.anyStatus') };

/** "Colombo → Kandy": one line for a phone's card. */
export const moveText = (record: Readonly<Record<string, unknown>>): string =>
  record.fromChapterName || record.toChapterName ? `${String(record.fromChapterName ?? '')} → ${String(record.toChapterName ?? '')}` : '';

export const transferFields = {
  transferId: number({ label: msg('transfers.transferId'), readOnly: true }),
  memberNo: text({ label: msg('transfers.memberNo'), readOnly: true }),
  memberName: text({ label: msg('transfers.memberName'), readOnly: true }),
  fromChapterName: text({ label: msg('transfers.fromChapterName'), readOnly: true }),
  toChapterName: text({ label: msg('transfers.toChapterName'), readOnly: true }),
  move: text({ label: msg('transfers.move'), readOnly: true, sortable: false, hideOnShow: true, derive: moveText }),
  reason: multiline({ label: msg('transfers.reason'), readOnly: true }),
  status: status({ label: msg('transfers.status'), readOnly: true, choices: TRANSFER_STATUS_CHOICES, tones: { [TRANSFER_STATUS.REJECTED]: 'error' } }),
  requestedAt: date({ label: msg('transfers.requestedAt'), withTime: true, readOnly: true }),
  decidedAt: date({ label: msg('transfers.decidedAt'), withTime: true, readOnly: true }),
  decidedBy: text({ label: msg('transfers.decidedBy'), readOnly: true }),
  comment: multiline({ label: msg('transfers.comment'), maxLength: { value: TRANSFER_LIMITS.commentMax, message: msg('transfers.commentLong') } }),
};
