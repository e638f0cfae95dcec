// Chapters and a member's transfer requests: GET usermanagement/get-chapters,
// GET usermanagement/member-transfers (a member's own; every request for the approval screen's staff) and
// POST usermanagement/member-transfer (the rules of src/domain/transferRules.mjs, one Pending at a time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_LIMITS, TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';
import { as } from './helpers.mjs';
import { NOW, REASON, callers, listTransfers, memberOfTransfer, pendingTransfers, requestTransfer, seed, startTransferApi, tokenOfUser, usernameOfMember } from './transfers-support.mjs';

const api = startTransferApi();
let tokens;
const stored = () => api.db.get('memberTransfers').value();
const demoMember = () => api.db.get('members').find({ memberID: 1 }).value();

beforeAll(async () => {
  tokens = await callers(api.request);
});
afterAll(() => api.cleanup());

describe('GET usermanagement/get-chapters', () => {
  it('answers the active chapters in id order, only their id, code, name and region, to anyone signed in', async () => {
    for (const who of ['member', 'applicant', 'council']) {
      const response = await as(api.request, tokens[who]).get('/api/usermanagement/get-chapters');
      expect(response.status).toBe(200);
      expect(response.body.data.map((chapter) => chapter.name)).toEqual(['Colombo', 'Kandy', 'Galle', 'Jaffna', 'Kurunegala', 'Batticaloa']);
      expect(response.body.data[0]).toEqual({ chapterId: 1, code: 'CMB', name: 'Colombo', region: 'Western Province' });
    }
  });

  it('leaves an inactive chapter out', async () => {
    api.db.get('chapters').find({ chapterId: 6 }).assign({ status: 2 }).write();
    const response = await as(api.request, tokens.member).get('/api/usermanagement/get-chapters');
    expect(response.body.data.map((chapter) => chapter.chapterId)).toEqual([1, 2, 3, 4, 5]);
    api.db.get('chapters').find({ chapterId: 6 }).assign({ status: 1 }).write();
  });
});

describe('GET usermanagement/member-transfers', () => {
  it("a member: their own requests only, with the current chapter, whatever the query asks", async () => {
    const row = pendingTransfers().find((pending) => seed.memberTransfers.filter((other) => other.memberID === pending.memberID).length > 1);
    const member = memberOfTransfer(row);
    const token = await tokenOfUser(api.request, usernameOfMember(member));
    const own = seed.memberTransfers.filter((other) => other.memberID === member.memberID);
    const response = await listTransfers(api.request, token);
    expect(response.body).toMatchObject({ statusCode: '00', total: own.length, currentChapter: { chapterId: member.chapterId, name: seed.chapters[member.chapterId - 1].name } });
    expect(response.body.data.map((view) => view.transferId)).toEqual(own.map((view) => view.transferId).reverse());
    // another member's number as search text, a status filter: still only their own
    const other = seed.memberTransfers.find((view) => view.memberID !== member.memberID);
    expect((await listTransfers(api.request, token, { filterText: other.memberNo })).body.total).toBe(0);
    expect((await listTransfers(api.request, token, { status: 3 })).body.data.map((view) => view.status)).toEqual([3]);
  });

  it('a member with no requests: none, and their chapter (the demo member: Colombo); "Not assigned" is null', async () => {
    expect((await listTransfers(api.request, tokens.member)).body).toEqual({ statusCode: '00', data: [], total: 0, currentChapter: { chapterId: 1, name: 'Colombo' } });
    api.db.get('members').find({ memberID: 1 }).assign({ chapterId: null }).write();
    expect((await listTransfers(api.request, tokens.member)).body.currentChapter).toBeNull();
    api.db.get('members').find({ memberID: 1 }).assign({ chapterId: 1 }).write();
  });

  it("an applicant or a staff role without the approval screen: 200 '01' \"Only members may request a chapter transfer\"", async () => {
    for (const who of ['applicant', 'council']) {
      const response = await listTransfers(api.request, tokens[who]);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ statusCode: '01', status: 'Only members may request a chapter transfer', message: 'Only members may request a chapter transfer' });
    }
  });

  it('staff holding the approval screen and the administrator: every request, newest first, 10 a page, with names', async () => {
    for (const who of ['registrar', 'admin']) {
      const response = await listTransfers(api.request, tokens[who]);
      expect(response.body.total).toBe(seed.memberTransfers.length);
      expect(response.body.data).toHaveLength(10);
      const dates = response.body.data.map((view) => view.requestedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const first = seed.memberTransfers[0];
    const view = (await listTransfers(api.request, tokens.registrar, { filterText: first.memberNo })).body.data.find((row) => row.transferId === first.transferId);
    expect(view).toMatchObject({ fromChapterName: seed.chapters[first.fromChapterId - 1].name, toChapterName: seed.chapters[first.toChapterId - 1].name, statusName: 'Approved' });
  });

  it('filters by status and by member number or name, sorts and pages', async () => {
    const count = (status) => seed.memberTransfers.filter((row) => row.status === status).length;
    for (const [status, name] of [[1, 'Pending'], [2, 'Approved'], [3, 'Rejected']]) {
      const response = await listTransfers(api.request, tokens.registrar, { status, perPage: 50 });
      expect(response.body.total).toBe(count(status));
      expect(new Set(response.body.data.map((row) => row.statusName))).toEqual(new Set([name]));
    }
    expect((await listTransfers(api.request, tokens.registrar, { status: 9 })).body.total).toBe(seed.memberTransfers.length);
    const row = seed.memberTransfers[3];
    const byName = await listTransfers(api.request, tokens.registrar, { filterText: row.memberName.split(' ')[1].toLowerCase(), perPage: 50 });
    expect(byName.body.data.map((view) => view.transferId)).toContain(row.transferId);
    const sorted = await listTransfers(api.request, tokens.registrar, { sortColumn: 'memberNo', sortDirection: 'asc', perPage: 50 });
    const numbers = sorted.body.data.map((view) => view.memberNo);
    expect(numbers).toEqual([...numbers].sort());
    const page2 = await listTransfers(api.request, tokens.registrar, { page: 2, perPage: 5 });
    expect(page2.body.data).toHaveLength(5);
    expect(page2.body.total).toBe(seed.memberTransfers.length);
  });
});

describe('POST usermanagement/member-transfer: the rules', () => {
  const refusedWith = async (body, field, text) => {
    const before = stored().length;
    const response = await requestTransfer(api.request, tokens.member, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: '02', status: text, problems: { [field]: text } });
    expect(stored()).toHaveLength(before);
  };

  it("refuses the member's own chapter: \"You already belong to this chapter\"", () => refusedWith({ toChapterId: 1, reason: REASON }, 'toChapterId', 'You already belong to this chapter'));

  it('refuses an unknown, inactive or malformed chapter: "Choose an active chapter from the list"; a missing one: "Choose the chapter you want to move to"', async () => {
    for (const toChapterId of [99, 0, -2, 'abc', 2.5]) await refusedWith({ toChapterId, reason: REASON }, 'toChapterId', 'Choose an active chapter from the list');
    api.db.get('chapters').find({ chapterId: 6 }).assign({ status: 2 }).write();
    await refusedWith({ toChapterId: 6, reason: REASON }, 'toChapterId', 'Choose an active chapter from the list');
    api.db.get('chapters').find({ chapterId: 6 }).assign({ status: 1 }).write();
    for (const toChapterId of [undefined, null, '']) await refusedWith({ toChapterId, reason: REASON }, 'toChapterId', 'Choose the chapter you want to move to');
  });

  it(`refuses a reason outside ${TRANSFER_LIMITS.reasonMin}..${TRANSFER_LIMITS.reasonMax} characters (trimmed), or no text`, async () => {
    for (const reason of ['x'.repeat(9), `   ${'x'.repeat(9)}   `, 'x'.repeat(501), undefined, 42, '']) await refusedWith({ toChapterId: 2, reason }, 'reason', 'Reason must be 10 to 500 characters');
  });

  it("answers 400 'Malformed JSON body' for a body that is no JSON object", async () => {
    const broken = await as(api.request, tokens.member).post('/api/usermanagement/member-transfer').set('Content-Type', 'application/json').send('{"toChapterId": 2,');
    expect(broken.status).toBe(400);
    expect(broken.body.status).toBe('Malformed JSON body');
    const array = await requestTransfer(api.request, tokens.member, [1, 2]);
    expect(array.status).toBe(400);
    expect(array.body.status).toBe('Malformed JSON body');
  });

  it("answers '01' \"Only members may request a chapter transfer\" to an applicant, staff or the administrator; nothing is stored", async () => {
    const before = stored().length;
    for (const who of ['applicant', 'council', 'registrar', 'admin']) {
      const response = await requestTransfer(api.request, tokens[who], { toChapterId: 2, reason: REASON });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ statusCode: '01', status: 'Only members may request a chapter transfer' });
    }
    expect(stored()).toHaveLength(before);
  });
});

describe('POST usermanagement/member-transfer: a request', () => {
  it(`stores a Pending request (a reason of exactly ${TRANSFER_LIMITS.reasonMin} characters, trimmed), logs it, then refuses a second while it is pending`, async () => {
    const logs = () => api.db.get('activityLog').filter({ entity: 'member transfer' }).value();
    const response = await requestTransfer(api.request, tokens.member, { toChapterId: '2', reason: `  ${'r'.repeat(10)}  `, status: 2, memberID: 40 });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Your transfer request has been submitted for approval', data: { fromChapterName: 'Colombo', toChapterName: 'Kandy', statusName: 'Pending' } });
    const row = stored().at(-1);
    expect(row).toEqual({
      id: row.transferId, transferId: row.transferId, memberID: 1, userid: 3, memberNo: 'M0001', memberName: 'Kasun Jayawardena',
      fromChapterId: 1, toChapterId: 2, reason: 'r'.repeat(10), status: TRANSFER_STATUS.PENDING,
      requestedAt: new Date(NOW).toISOString(), decidedAt: null, decidedBy: null, comment: null,
    });
    expect(row.transferId).toBeGreaterThan(Math.max(...seed.memberTransfers.map((seeded) => seeded.transferId)));
    expect(logs().at(-1)).toMatchObject({ action: 'create', recordId: row.transferId, username: 'member@example.org', detail: `Transfer request #${row.transferId} of M0001 Kasun Jayawardena: Colombo to Kandy` });
    expect(demoMember().chapterId).toBe(1);

    const again = await requestTransfer(api.request, tokens.member, { toChapterId: 3, reason: 'x'.repeat(TRANSFER_LIMITS.reasonMax) });
    expect(again.body).toMatchObject({ statusCode: '02', status: 'You already have a transfer request waiting for a decision' });
    expect(stored().filter((view) => view.memberID === 1)).toHaveLength(1);
    const list = await listTransfers(api.request, tokens.member);
    expect(list.body.data).toEqual([expect.objectContaining({ transferId: row.transferId, statusName: 'Pending', fromChapterName: 'Colombo', toChapterName: 'Kandy' })]);
  });

  it(`accepts a reason of exactly ${TRANSFER_LIMITS.reasonMax} characters; a member without a chapter moves from "Not assigned"`, async () => {
    const member = seed.members.find((row) => row.memberID >= 11 && row.status === 2 && !seed.memberTransfers.some((transfer) => transfer.memberID === row.memberID));
    api.db.get('members').find({ memberID: member.memberID }).assign({ chapterId: null }).write();
    const token = await tokenOfUser(api.request, usernameOfMember(member));
    const response = await requestTransfer(api.request, token, { toChapterId: 4, reason: 'y'.repeat(500) });
    expect(response.body).toMatchObject({ statusCode: '00', data: { fromChapterId: null, fromChapterName: 'Not assigned', toChapterName: 'Jaffna' } });
    expect(stored().at(-1).reason).toHaveLength(500);
  });
});
