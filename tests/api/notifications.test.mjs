// Notifications in the portal: every mail the API sends for a user also waits for them (kind, subject, a short text
// without the greeting, the screen it opens), newest first and paged, unread counted, marked read one by one or
// all at once; none for an address without an account; each user reads and marks only their own (another's id
// answers 404); a password or code stays in the mailbox; the newest NOTIFICATION_LIMITS.keptPerUser kept; staff
// get the approval queues waiting for them (the admin dashboard's figures), members none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, tokenOf } from './helpers.mjs';
import { OTHER_MEMBER } from './members-support.mjs';
import { memberWithPending, seed, startPaymentsApi, tokenOfMember, tokenOfUser } from './payments-support.mjs';
import { sendMail } from '../../mock-api/lib/mail/outbox.mjs';
import { NOTIFICATION_LIMITS, NOTIFICATION_TEXT } from '../../src/domain/notificationRules.mjs';
import { PAYMENT_STATUS } from '../../src/domain/paymentRules.mjs';

const api = startPaymentsApi();
afterAll(() => api.cleanup());

const payer = memberWithPending();
const payerUser = seed.users.find((user) => user.userID === payer.userid);
const pending = seed.payments.find((row) => row.memberID === payer.memberID && row.status === PAYMENT_STATUS.PENDING);
const tokens = {};
beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.payer = await tokenOfMember(api.request, payer);
  tokens.other = await tokenOfUser(api.request, OTHER_MEMBER.username, OTHER_MEMBER.password);
  tokens.finance = await tokenOfUser(api.request, 'staff04@example.org');
});

const list = (token, query = {}) => as(api.request, token).get('/api/notifications').query(query);
const counts = (token) => as(api.request, token).get('/api/notifications/unread-count');
const read = (token, id) => as(api.request, token).post(`/api/notifications/${id}/read`);
const readAll = (token) => as(api.request, token).post('/api/notifications/read-all');
const ctx = { db: api.db, now: () => Date.now() };
/** Mails for a user as any route sends them (the test's own texts). */
const mailUser = (user, count, subject = 'A test notice') => {
  for (let n = 1; n <= count; n += 1) sendMail(ctx, { to: user.email, subject: `${subject} ${n}`, body: `Dear ${user.firstName},\n\nNotice number ${n}.` });
};

describe('a decision mail', () => {
  it("becomes the payer's notification: kind, subject, the text without its greeting, the payments screen; unread", async () => {
    expect((await list(tokens.payer)).body).toMatchObject({ data: [], total: 0, unread: 0 });
    const decided = await as(api.request, tokens.admin).put('/api/application/approve-transactions').send({ paymentId: pending.paymentId, approve: 'approve' });
    expect(decided.body.statusCode).toBe('00');
    const mail = await latestMail(api.request, payer.email || payerUser.email);
    const mine = await list(tokens.payer);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 1, unread: 1, queues: [] });
    const [notification] = mine.body.data;
    expect(notification).toEqual({
      notificationId: expect.any(Number),
      kind: 'payment',
      title: mail.subject,
      body: expect.stringMatching(/^Your payment of LKR .* has been approved\. Receipt number: /),
      link: '/member/memberrenewal',
      createdAt: mail.sentAt,
      readAt: null,
    });
    expect(mail.subject).toMatch(/^Payment approved: receipt /);
    expect((await counts(tokens.payer)).body).toEqual({ unread: 1, waiting: 0 });
  });

  it('to an address no account has makes none (the outbox still has it)', () => {
    const before = api.db.get('userNotifications').value().length;
    const outbox = api.db.get('outbox').value().length;
    sendMail(ctx, { to: 'outside.person@example.net', subject: 'We received your inquiry #1', body: 'Dear Outside Person, thank you.' });
    expect(api.db.get('outbox').value().length).toBe(outbox + 1);
    expect(api.db.get('userNotifications').value().length).toBe(before);
  });

  it('holding a password: the notification says it was mailed, never the password', async () => {
    const other = seed.members.find((member) => member.userid === OTHER_MEMBER.userid);
    const response = await as(api.request, tokens.admin).get(`/api/usermanagement/send-email-to-exisiting-member-password/${other.memberID}`);
    expect(response.body.statusCode).toBe('00');
    const mail = api.db.get('outbox').value().at(-1);
    const password = /Password: (\S+)/.exec(mail.body)[1];
    const row = api.db.get('userNotifications').value().at(-1);
    expect(row).toMatchObject({ userId: OTHER_MEMBER.userid, kind: 'account', title: mail.subject, body: NOTIFICATION_TEXT.secretHeld, link: '/user/change-password' });
    expect(JSON.stringify(row)).not.toContain(password);
    // the old password no longer works: the other member signs in with the mailed one
    tokens.other = await tokenOfUser(api.request, OTHER_MEMBER.username, password);
  });
});

describe('own rows only', () => {
  it("another user neither lists, reads nor marks them: another's id answers 404 as an unknown one does", async () => {
    const payersId = (await list(tokens.payer)).body.data[0].notificationId;
    const others = await list(tokens.other);
    expect(others.body.data.map((row) => row.notificationId)).not.toContain(payersId);
    const refused = await read(tokens.other, payersId);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ status: NOTIFICATION_TEXT.notFound, statusCode: '01' });
    expect((await read(tokens.other, 999999)).status).toBe(404);
    expect((await read(tokens.other, 'abc')).status).toBe(404);
    await readAll(tokens.other);
    expect((await list(tokens.payer)).body.data[0].readAt).toBeNull();
    expect((await counts(tokens.payer)).body.unread).toBe(1);
  });
});

describe('read', () => {
  it('one: marked at the time it is opened, the unread count answered; again changes nothing', async () => {
    const [row] = (await list(tokens.payer)).body.data;
    const opened = await read(tokens.payer, row.notificationId);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ statusCode: '00', unread: 0, data: { notificationId: row.notificationId, readAt: expect.any(String) } });
    const again = await read(tokens.payer, row.notificationId);
    expect(again.body.data.readAt).toBe(opened.body.data.readAt);
    expect((await counts(tokens.payer)).body.unread).toBe(0);
  });

  it('all: every unread one of the caller, counted', async () => {
    mailUser(payerUser, 3);
    expect((await counts(tokens.payer)).body.unread).toBe(3);
    const marked = await readAll(tokens.payer);
    expect(marked.body).toEqual({ status: 'success', statusCode: '00', marked: 3, unread: 0 });
    expect((await list(tokens.payer)).body.data.every((row) => row.readAt)).toBe(true);
    expect((await readAll(tokens.payer)).body.marked).toBe(0);
  });
});

describe('the list', () => {
  it(`is newest first, ${NOTIFICATION_LIMITS.perPage} a page unless asked otherwise, perPage clamped`, async () => {
    mailUser(payerUser, 30, 'Paging');
    const first = await list(tokens.payer);
    expect(first.body.total).toBe(34);
    expect(first.body.data).toHaveLength(NOTIFICATION_LIMITS.perPage);
    expect(first.body.data[0].title).toBe('Paging 30');
    const ids = first.body.data.map((row) => row.notificationId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list(tokens.payer, { page: 2, perPage: 10 });
    expect(second.body.data.map((row) => row.title)).toEqual(Array.from({ length: 10 }, (_, at) => `Paging ${20 - at}`));
    expect((await list(tokens.payer, { perPage: 5000 })).body.data).toHaveLength(34);
    expect((await list(tokens.payer, { page: 'x' })).status).toBe(200);
  });

  it(`keeps each user's newest ${NOTIFICATION_LIMITS.keptPerUser}`, async () => {
    mailUser(payerUser, NOTIFICATION_LIMITS.keptPerUser + 5, 'Bound');
    const rows = api.db.get('userNotifications').value().filter((row) => row.userId === payer.userid);
    expect(rows).toHaveLength(NOTIFICATION_LIMITS.keptPerUser);
    const titles = (await list(tokens.payer, { perPage: 100, page: 2 })).body;
    expect(titles.total).toBe(NOTIFICATION_LIMITS.keptPerUser);
    expect(rows.map((row) => row.title)).not.toContain('Paging 30');
    expect(rows[0].title).toBe('Bound 6');
    // the others' rows stay
    expect(api.db.get('userNotifications').value().some((row) => row.userId === OTHER_MEMBER.userid)).toBe(true);
  });
});

describe('the queues waiting for staff', () => {
  it("are the admin dashboard's pending approvals, their items counted in the badge; a member has none", async () => {
    const dashboard = await as(api.request, tokens.admin).get('/api/dashboard/dashboardApplicationcounts');
    const { approvals } = dashboard.body.data;
    expect(approvals.length).toBeGreaterThan(0);
    const mine = await list(tokens.admin);
    expect(mine.body.queues).toEqual(approvals);
    const waiting = approvals.reduce((sum, queue) => sum + queue.count, 0);
    expect(waiting).toBeGreaterThan(0);
    expect((await counts(tokens.admin)).body).toEqual({ unread: mine.body.unread, waiting });
    expect((await list(tokens.payer)).body.queues).toEqual([]);
    expect((await counts(tokens.payer)).body.waiting).toBe(0);
  });

  it("are only the queues a staff role works (Finance: transactions)", async () => {
    const finance = await list(tokens.finance);
    expect(finance.body.queues.map((queue) => queue.key)).toEqual(['transactions']);
    expect(finance.body.queues[0]).toMatchObject({ url: '/member/approvetransaction', count: expect.any(Number) });
  });
});

describe('signed out', () => {
  it('answers 401 to every call', async () => {
    for (const call of [api.request.get('/api/notifications'), api.request.get('/api/notifications/unread-count'), api.request.post('/api/notifications/1/read'), api.request.post('/api/notifications/read-all')]) {
      expect((await call).status).toBe(401);
    }
  });
});
