export declare const TRANSFER_STATUS: Readonly<{ PENDING: 1; APPROVED: 2; REJECTED: 3 }>;
export type TransferStatus = 1 | 2 | 3;
export declare const TRANSFER_STATUS_NAMES: Readonly<Record<TransferStatus, string>>;
export declare const TRANSFER_LIMITS: Readonly<{ reasonMin: 10; reasonMax: 500; commentMax: 500 }>;
export type TransferTextKey =
  | 'submitted' | 'pendingExists' | 'chapterRequired' | 'sameChapter' | 'unknownChapter' | 'reasonLength' | 'commentLong'
  | 'commentRequired' | 'approved' | 'rejected' | 'alreadyDecided' | 'notFound' | 'membersOnly' | 'notAssigned';
export declare const TRANSFER_TEXT: Readonly<Record<TransferTextKey, string>>;
export declare const chapterIdOf: (value: unknown) => number | null;
export interface TransferForm { toChapterId?: unknown; reason?: unknown }
export declare function transferProblems(
  form: TransferForm,
  currentChapterId: number | null | undefined,
  activeChapterIds: readonly number[],
): Partial<Record<'toChapterId' | 'reason', string>>;
export declare function decisionCommentProblem(comment: unknown, action: 'approve' | 'reject'): string | null;
