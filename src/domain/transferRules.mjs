// Chapter transfers: the rules the member's transfer form and the mock API share. The spec names the
// calls only (§7 member-transfers / member-transfer / approve-transfer / reject-transfer); fields, limits and
// texts are the portal's own choice, after Wild Apricot's and Tendenci's chapter membership.

export const TRANSFER_STATUS = Object.freeze({ PENDING: 1, APPROVED: 2, REJECTED: 3 });

export const TRANSFER_STATUS_NAMES = Object.freeze({
  [TRANSFER_STATUS.PENDING]: 'Pending',
  [TRANSFER_STATUS.APPROVED]: 'Approved',
  [TRANSFER_STATUS.REJECTED]: 'Rejected',
});

export const TRANSFER_LIMITS = Object.freeze({ reasonMin: 10, reasonMax: 500, commentMax: 500 });

export const TRANSFER_TEXT = Object.freeze({
  submitted: 'Your transfer request has been submitted for approval',
  pendingExists: 'You already have a transfer request waiting for a decision',
  chapterRequired: 'Choose the chapter you want to move to',
  sameChapter: 'You already belong to this chapter',
  unknownChapter: 'Choose an active chapter from the list',
  reasonLength: `Reason must be ${TRANSFER_LIMITS.reasonMin} to ${TRANSFER_LIMITS.reasonMax} characters`,
  commentLong: `Comment must be at most ${TRANSFER_LIMITS.commentMax} characters`,
  commentRequired: 'Please add a comment before rejecting the transfer',
  approved: 'Transfer approved; the member now belongs to the new chapter',
  rejected: 'Transfer rejected',
  alreadyDecided: 'This transfer request has already been decided',
  notFound: 'This transfer request is no longer available',
  membersOnly: 'Only members may request a chapter transfer',
  notAssigned: 'Not assigned',
});

const text = (value) => (typeof value === 'string' ? value.trim() : '');

/** A chapter id from a number or digits-only text, else null. */
export const chapterIdOf = (value) => {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The problems of a transfer request, by field ({} when none): the chapter must be an active one other than
 * the member's current chapter; the reason 10..500 characters (trimmed).
 * @param {{ toChapterId?: unknown, reason?: unknown }} form
 * @param {number | null | undefined} currentChapterId
 * @param {readonly number[]} activeChapterIds
 */
export function transferProblems(form, currentChapterId, activeChapterIds) {
  const problems = {};
  const raw = form?.toChapterId;
  const toChapterId = chapterIdOf(raw);
  if (raw === undefined || raw === null || text(String(raw)) === '') problems.toChapterId = TRANSFER_TEXT.chapterRequired;
  else if (toChapterId === null || !activeChapterIds.includes(toChapterId)) problems.toChapterId = TRANSFER_TEXT.unknownChapter;
  else if (toChapterId === currentChapterId) problems.toChapterId = TRANSFER_TEXT.sameChapter;
  const reason = text(form?.reason);
  if (reason.length < TRANSFER_LIMITS.reasonMin || reason.length > TRANSFER_LIMITS.reasonMax) problems.reason = TRANSFER_TEXT.reasonLength;
  return problems;
}

/**
 * The problem of a decision's comment, or null: at most 500 characters; required (non-blank) to reject.
 * @param {unknown} comment
 * @param {'approve' | 'reject'} action
 */
export function decisionCommentProblem(comment, action) {
  if (comment !== undefined && comment !== null && typeof comment !== 'string') return TRANSFER_TEXT.commentLong;
  const value = text(comment);
  if (value.length > TRANSFER_LIMITS.commentMax) return TRANSFER_TEXT.commentLong;
  if (action === 'reject' && value === '') return TRANSFER_TEXT.commentRequired;
  return null;
}
