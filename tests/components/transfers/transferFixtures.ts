/** Transfer rows and chapters as GET usermanagement/member-transfers and get-chapters answer them. */
import { TRANSFER_STATUS, TRANSFER_STATUS_NAMES } from '../../../src/domain/transferRules.mjs';

export const LIST = 'GET usermanagement/member-transfers';
export const CHAPTERS = 'GET usermanagement/get-chapters';
export const REQUEST = 'POST usermanagement/member-transfer';
export const APPROVE = 'PUT usermanagement/approve-transfer';
export const REJECT = 'PUT usermanagement/reject-transfer';

export const CHAPTER_ROWS = [
  { chapterId: 1, code: 'CMB', name: 'Colombo', region: 'Western Province' },
  { chapterId: 2, code: 'KDY', name: 'Kandy', region: 'Central Province' },
  { chapterId: 3, code: 'GLE', name: 'Galle', region: 'Southern Province' },
];

const names: Record<number, string> = { 1: 'Colombo', 2: 'Kandy', 3: 'Galle' };

export const transferRow = (transferId: number, status: 1 | 2 | 3, memberName: string, overrides: Record<string, unknown> = {}) => ({
  id: transferId,
  transferId,
  memberID: 40 + transferId,
  userid: 140 + transferId,
  memberNo: `M00${40 + transferId}`,
  memberName,
  fromChapterId: 1,
  toChapterId: 2,
  fromChapterName: names[1],
  toChapterName: names[2],
  reason: 'Moved to Kandy for a new job at the university.',
  status,
  statusName: TRANSFER_STATUS_NAMES[status],
  requestedAt: '2026-10-12T05:10:00.000Z',
  decidedAt: status === TRANSFER_STATUS.PENDING ? null : '2026-10-20T06:30:00.000Z',
  decidedBy: status === TRANSFER_STATUS.PENDING ? null : 'staff06@example.org',
  comment: status === TRANSFER_STATUS.REJECTED ? 'Please attach proof of your new address.' : null,
  ...overrides,
});

export const ROWS = [
  transferRow(1, TRANSFER_STATUS.PENDING, 'Pending Person'),
  transferRow(2, TRANSFER_STATUS.APPROVED, 'Approved Person'),
  transferRow(3, TRANSFER_STATUS.REJECTED, 'Rejected Person'),
];
