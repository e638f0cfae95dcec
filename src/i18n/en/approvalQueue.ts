/** Texts of the approval queue (/member/approvemember): deciding one pending item, or approving several. */
export const approvalQueue = {
  noun: 'pending item',
  nouns: 'pending items',
  decideTitle: 'Decide',
  viewTitle: 'Pending item',
  item: 'Item',
  summary: 'Details',
  approve: 'Approve',
  reject: 'Reject',
  approveIt: 'Approve it!',
  rejectIt: 'Reject it!',
  confirmApprove: 'Approve %{name}?',
  confirmReject: 'Reject %{name}?',
  approved: 'Approved',
  rejected: 'Rejected',
  commentTooLong: 'At most 500 characters',
};
