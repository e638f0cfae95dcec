// Member transfers between chapters: rows, the list shapes, the decision and its mails.
import { TRANSFER_STATUS, TRANSFER_STATUS_NAMES } from '../../../src/domain/transferRules.mjs';
import { chapterById, chapterNameOf } from './chapters.mjs';
import { memberById } from './members.mjs';
import { nextId } from '../storage/ids.mjs';
import { idFrom } from '../http/fields.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { saveRows } from '../storage/changes.mjs';
import { NOTIFICATION_KIND } from '../../../src/domain/notificationRules.mjs';
import { LINK } from '../notifications/notification-links.mjs';

export const TRANSFERS = 'memberTransfers';

export const transferById = (db, transferId) => (Number.isInteger(transferId) ? db.get(TRANSFERS).find({ transferId }).value() : undefined);
export const transfersOfMember = (db, memberID) => db.get(TRANSFERS).filter({ memberID }).value();
export const pendingTransferOf = (db, memberID) => db.get(TRANSFERS).find({ memberID, status: TRANSFER_STATUS.PENDING }).value();

/** A row as the screens get it: the chapters' and the status's names beside their ids. */
export const transferView = (db, row) => ({
  ...row,
  fromChapterName: chapterNameOf(db, row.fromChapterId),
  toChapterName: chapterNameOf(db, row.toChapterId),
  statusName: TRANSFER_STATUS_NAMES[row.status] ?? '',
});

/** Newest request first: the order the lists start from (a later sort by status keeps it within a status). */
export const newestFirst = (rows) => [...rows].sort((a, b) => (a.requestedAt < b.requestedAt ? 1 : a.requestedAt > b.requestedAt ? -1 : b.transferId - a.transferId));

export const TRANSFER_LIST = {
  filterColumns: ['memberNo', 'memberName'],
  sortColumns: ['transferId', 'memberNo', 'memberName', 'fromChapterName', 'toChapterName', 'status', 'statusName', 'requestedAt', 'decidedAt', 'decidedBy'],
  defaultSort: { column: 'requestedAt', direction: 'desc' },
};

/** The list's optional status filter: 1, 2 or 3, else none. */
export const statusFilterOf = (value) => {
  const status = idFrom(value);
  return status && TRANSFER_STATUS_NAMES[status] ? status : null;
};

/** A Pending request row as stored (the seed sets a decided one's status, decision and comment over it). */
export const transferRow = ({ transferId, member, fromChapterId, toChapterId, reason, requestedAt }) => ({
  id: transferId,
  transferId,
  memberID: member.memberID,
  userid: member.userid,
  memberNo: member.memberNo,
  memberName: `${member.firstName} ${member.lastName}`,
  fromChapterId,
  toChapterId,
  reason,
  status: TRANSFER_STATUS.PENDING,
  requestedAt,
  decidedAt: null,
  decidedBy: null,
  comment: null,
});

/** A new Pending request of the member (not yet stored). */
export const newTransfer = (db, { member, toChapterId, reason, at }) =>
  transferRow({
    transferId: nextId(db, TRANSFERS, 'transferId'),
    member,
    fromChapterId: Number.isInteger(member.chapterId) ? member.chapterId : null,
    toChapterId,
    reason,
    requestedAt: new Date(at).toISOString(),
  });

/**
 * Approves or rejects a still Pending request: status, decidedAt/By, comment (null when blank); an approval
 * moves the member to the new chapter. Answers the row, or false when it is no longer Pending.
 */
export function decideTransfer(ctx, row, { action, comment, actor }) {
  if (!row || row.status !== TRANSFER_STATUS.PENDING) return false;
  const status = action === 'approve' ? TRANSFER_STATUS.APPROVED : TRANSFER_STATUS.REJECTED;
  Object.assign(row, { status, comment: comment || null, decidedAt: new Date(ctx.now()).toISOString(), decidedBy: actor });
  if (status === TRANSFER_STATUS.APPROVED) {
    const member = memberById(ctx.db, row.memberID);
    if (member) saveRows(ctx.db, 'members', Object.assign(member, { chapterId: row.toChapterId }));
  }
  saveRows(ctx.db, TRANSFERS, row);
  return row;
}

const commentLine = (row) => `Comment: ${row.comment ?? '-'}`;

/** The member's mail and each chapter's (the one left and the one joined); a chapter without an address gets none. */
export function transferMailsOf(db, row) {
  const member = memberById(db, row.memberID);
  const from = chapterNameOf(db, row.fromChapterId);
  const to = chapterNameOf(db, row.toChapterId);
  const approved = row.status === TRANSFER_STATUS.APPROVED;
  const verdict = approved ? 'approved' : 'rejected';
  const who = `${row.memberNo} ${row.memberName}`;
  const mails = [];
  if (member?.email) {
    const outcome = approved ? `You now belong to the ${to} chapter.` : `You remain a member of the ${from} chapter.`;
    mails.push({
      to: member.email,
      userId: member.userid,
      kind: NOTIFICATION_KIND.TRANSFER,
      link: LINK.MEMBER_TRANSFER,
      subject: `Chapter transfer ${verdict}`,
      body: [`Dear ${member.firstName},`, '', `Your request to transfer from the ${from} chapter to the ${to} chapter has been ${verdict}.`, outcome, '', commentLine(row)].join('\n'),
    });
  }
  const chapterMail = (chapterId, line) => {
    const chapter = chapterById(db, chapterId);
    if (!chapter?.email) return;
    mails.push({
      to: chapter.email,
      subject: `Member transfer ${verdict}: ${who}`,
      body: [`Dear ${chapter.name} chapter secretary,`, '', `The transfer of member ${who} from the ${from} chapter to the ${to} chapter has been ${verdict}.`, line, '', commentLine(row)].join('\n'),
    });
  };
  chapterMail(row.fromChapterId, approved ? 'Please remove the member from your chapter roll.' : 'The member stays on your chapter roll.');
  if (row.toChapterId !== row.fromChapterId) chapterMail(row.toChapterId, approved ? 'Please welcome the member to your chapter.' : 'The member will not join your chapter.');
  return mails;
}

/** Sends the decision's mails (lib/mail/outbox.mjs). */
export const sendTransferMails = (ctx, row) => transferMailsOf(ctx.db, row).forEach((mail) => sendMail(ctx, mail));
