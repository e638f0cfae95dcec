// Deciding a chapter transfer: PUT usermanagement/approve-transfer and reject-transfer.
// '00' decided (approval moves the member), '01' unknown, '02' already decided, '03' the comment's problem;
// mails to the member and both chapters; one activity-log row; only staff holding the approval screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';
import { as, mailsTo } from './helpers.mjs';
import { NOW, callers, decide, memberOfTransfer, pendingTransfers, seed, startTransferApi } from './transfers-support.mjs';

const api = startTransferApi();
let tokens;
const stored = (transferId) => api.db.get('memberTransfers').find({ transferId }).value();
const memberNow = (memberID) => api.db.get('members').find({ memberID }).value();
const logsOf = (transferId) => api.db.get('activityLog').filter({ entity: 'member transfer', recordId: transferId }).value();
const chapterName = (chapterId) => seed.chapters[chapterId - 1].name;
const chapterMail = (chapterId) => seed.chapters[chapterId - 1].email;
const decided = (status) => seed.memberTransfers.find((row) => row.status === status);

beforeAll(async () => {
  tokens = await callers(api.request);
});
afterAll(() => api.cleanup());

describe('who may decide', () => {
  it('refuses a member, an applicant and a staff role without the approval screen with 403; nothing changes', async () => {
    const row = pendingTransfers()[0];
    for (const who of ['member', 'applicant', 'council']) {
      for (const action of ['approve', 'reject']) {
        const response = await decide(api.request, tokens[who], action, { transferId: row.transferId, comment: 'Checked.' });
        expect(response.status, `${who} ${action}`).toBe(403);
      }
    }
    expect(stored(row.transferId)).toEqual(row);
  });
});

describe('the answers that change nothing', () => {
  it("an unknown transfer: '01' \"This transfer request is no longer available\"", async () => {
    for (const transferId of [99999, 'abc', undefined]) {
      const response = await decide(api.request, tokens.registrar, 'approve', { transferId, comment: '' });
      expect(response.body).toMatchObject({ statusCode: '01', status: 'This transfer request is no longer available' });
    }
  });

  it("an approved or rejected request: '02' \"This transfer request has already been decided\", whichever the action", async () => {
    for (const status of [TRANSFER_STATUS.APPROVED, TRANSFER_STATUS.REJECTED]) {
      const row = decided(status);
      for (const action of ['approve', 'reject']) {
        const response = await decide(api.request, tokens.registrar, action, { transferId: row.transferId, comment: 'Again.' });
        expect(response.body).toMatchObject({ statusCode: '02', status: 'This transfer request has already been decided' });
      }
      expect(stored(row.transferId)).toEqual(row);
    }
  });

  it("reject without a comment: '03' \"Please add a comment before rejecting the transfer\"", async () => {
    const row = pendingTransfers()[0];
    for (const comment of [undefined, null, '', '   ']) {
      const response = await decide(api.request, tokens.registrar, 'reject', { transferId: row.transferId, comment });
      expect(response.body, JSON.stringify(comment)).toMatchObject({ statusCode: '03', status: 'Please add a comment before rejecting the transfer', problems: { comment: 'Please add a comment before rejecting the transfer' } });
    }
    expect(stored(row.transferId)).toEqual(row);
  });

  it("a comment over 500 characters (either action) or no text: '03' \"Comment must be at most 500 characters\"", async () => {
    const row = pendingTransfers()[0];
    for (const action of ['approve', 'reject']) {
      for (const comment of ['c'.repeat(501), 42]) {
        const response = await decide(api.request, tokens.registrar, action, { transferId: row.transferId, comment });
        expect(response.body).toMatchObject({ statusCode: '03', status: 'Comment must be at most 500 characters' });
      }
    }
    expect(stored(row.transferId)).toEqual(row);
    expect(logsOf(row.transferId)).toEqual([]);
  });

  it("a body that is no JSON object: 400 'Malformed JSON body'", async () => {
    for (const action of ['approve', 'reject']) {
      const response = await as(api.request, tokens.registrar).put(`/api/usermanagement/${action}-transfer`).set('Content-Type', 'application/json').send('{"transferId":');
      expect(response.status).toBe(400);
      expect(response.body.status).toBe('Malformed JSON body');
    }
  });
});

describe('approve', () => {
  it("without a comment: '00', the member moves to the new chapter, the row records who and when; mails both sides; one log row", async () => {
    const row = pendingTransfers()[0];
    const member = memberOfTransfer(row);
    const response = await decide(api.request, tokens.registrar, 'approve', { transferId: String(row.transferId), status: 3, toChapterId: 6 });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Transfer approved; the member now belongs to the new chapter', data: { statusName: 'Approved' } });
    expect(stored(row.transferId)).toEqual({ ...row, status: TRANSFER_STATUS.APPROVED, comment: null, decidedAt: new Date(NOW).toISOString(), decidedBy: 'staff06@example.org' });
    expect(memberNow(member.memberID).chapterId).toBe(row.toChapterId);

    const [from, to] = [chapterName(row.fromChapterId), chapterName(row.toChapterId)];
    const [mine] = await mailsTo(api.request, member.email);
    expect(mine).toMatchObject({ subject: 'Chapter transfer approved' });
    expect(mine.body).toContain(`Your request to transfer from the ${from} chapter to the ${to} chapter has been approved.`);
    expect(mine.body).toContain(`You now belong to the ${to} chapter.`);
    for (const [chapterId, line] of [[row.fromChapterId, 'Please remove the member from your chapter roll.'], [row.toChapterId, 'Please welcome the member to your chapter.']]) {
      const [mail] = await mailsTo(api.request, chapterMail(chapterId));
      expect(mail.subject).toBe(`Member transfer approved: ${row.memberNo} ${row.memberName}`);
      expect(mail.body).toContain(line);
    }
    expect(logsOf(row.transferId)).toEqual([
      expect.objectContaining({ action: 'approve', username: 'staff06@example.org', detail: `Transfer request #${row.transferId} of ${row.memberNo} ${row.memberName} (${from} to ${to}) approved: -` }),
    ]);

    // the member sees it decided and may ask again
    const again = await decide(api.request, tokens.admin, 'approve', { transferId: row.transferId });
    expect(again.body.statusCode).toBe('02');
    expect(logsOf(row.transferId)).toHaveLength(1);
  });

  it('keeps an optional comment (trimmed) and the administrator may approve', async () => {
    const row = pendingTransfers()[1];
    const response = await decide(api.request, tokens.admin, 'approve', { transferId: row.transferId, comment: '  Welcome to the chapter.  ' });
    expect(response.body.statusCode).toBe('00');
    expect(stored(row.transferId)).toMatchObject({ comment: 'Welcome to the chapter.', decidedBy: 'admin@example.org' });
    const [mail] = await mailsTo(api.request, memberOfTransfer(row).email);
    expect(mail.body).toContain('Comment: Welcome to the chapter.');
  });
});

describe('reject', () => {
  it("with a comment of exactly 500 characters: '00', the member stays; mails say so; one log row", async () => {
    const row = pendingTransfers()[2];
    const member = memberOfTransfer(row);
    const comment = 'n'.repeat(500);
    const response = await decide(api.request, tokens.registrar, 'reject', { transferId: row.transferId, comment });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Transfer rejected', data: { statusName: 'Rejected', comment } });
    expect(stored(row.transferId)).toMatchObject({ status: TRANSFER_STATUS.REJECTED, comment, decidedBy: 'staff06@example.org' });
    expect(memberNow(member.memberID).chapterId).toBe(member.chapterId);
    const [mine] = await mailsTo(api.request, member.email);
    expect(mine).toMatchObject({ subject: 'Chapter transfer rejected' });
    expect(mine.body).toContain(`You remain a member of the ${chapterName(row.fromChapterId)} chapter.`);
    expect(mine.body).toContain(`Comment: ${comment}`);
    const [fromMail] = await mailsTo(api.request, chapterMail(row.fromChapterId));
    expect(fromMail.body).toContain('The member stays on your chapter roll.');
    const [toMail] = await mailsTo(api.request, chapterMail(row.toChapterId));
    expect(toMail.body).toContain('The member will not join your chapter.');
    expect(logsOf(row.transferId)).toEqual([expect.objectContaining({ action: 'reject', detail: expect.stringMatching(/ rejected: n{500}$/) })]);
  });
});
