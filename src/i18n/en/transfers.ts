/**
 * Texts of the chapter transfer screens: Member Transfer (/member/member-transfer, a member's own requests) and
 * Member Transfer Approval (/member/member-transfer-approval, staff). The rule and answer texts come from
 * src/domain/transferRules (TRANSFER_TEXT), shared with the mock API.
 */
import { TRANSFER_STATUS_NAMES, TRANSFER_TEXT } from '../../domain/transferRules.mjs';

export const transfers = {
  title: 'Member Transfer',
  noun: 'transfer request',
  nouns: 'transfer requests',
  // the rows (both screens)
  transferId: 'Request No',
  memberNo: 'Member No',
  memberName: 'Member',
  fromChapterName: 'From chapter',
  toChapterName: 'To chapter',
  move: 'Transfer',
  reason: 'Reason',
  status: 'Status',
  requestedAt: 'Requested',
  decidedAt: 'Decided',
  decidedBy: 'Decided by',
  comment: 'Comment',
  statusPending: TRANSFER_STATUS_NAMES[1],
  statusApproved: TRANSFER_STATUS_NAMES[2],
  statusRejected: TRANSFER_STATUS_NAMES[3],
  statusFilter: 'Status',
  anyStatus: 'All statuses',
  // the member's page
  currentChapter: 'Your chapter',
  notAssigned: TRANSFER_TEXT.notAssigned,
  formTitle: 'Ask to move to another chapter',
  formIntro: 'The chapter secretariat decides each request; you will be told by e-mail.',
  toChapter: 'New chapter',
  reasonHelp: '%{count} / %{max} characters',
  submit: 'Send request',
  pendingTitle: 'Your request is waiting for a decision',
  pendingLine: 'Requested %{when}: %{from} → %{to}',
  ownRequests: 'My transfer requests',
  viewTitle: 'Transfer request',
  loadFailed: 'The transfer requests could not be loaded. Please try again.',
  sendFailed: 'The request could not be sent. Please try again.',
  // the rules (shared with the API)
  submitted: TRANSFER_TEXT.submitted,
  pendingExists: TRANSFER_TEXT.pendingExists,
  chapterRequired: TRANSFER_TEXT.chapterRequired,
  sameChapter: TRANSFER_TEXT.sameChapter,
  unknownChapter: TRANSFER_TEXT.unknownChapter,
  reasonLength: TRANSFER_TEXT.reasonLength,
  commentLong: TRANSFER_TEXT.commentLong,
  commentRequired: TRANSFER_TEXT.commentRequired,
  membersOnly: TRANSFER_TEXT.membersOnly,
  // the approval screen
  approvalTitle: 'Member Transfer Approval',
  decideTitle: 'Decide transfer request',
  approve: 'Approve',
  reject: 'Reject',
  approveIt: 'Approve it!',
  rejectIt: 'Reject it!',
  confirmApprove: 'Approve the transfer of member %{name}?',
  confirmReject: 'Reject the transfer of member %{name}?',
  approved: TRANSFER_TEXT.approved,
  rejected: TRANSFER_TEXT.rejected,
} as const;
