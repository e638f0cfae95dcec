// Transaction View / Approve (spec §2, §4, §7): the paged list and its filters, every answer of
// approve-transactions, and what a decision does to the member, the mails and the activity log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail } from './helpers.mjs';
import { SCREEN_140, SCREEN_141, TODAY, startTransactionsApi } from './transactions-support.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { approvePayment, rejectPayment } from '../../mock-api/lib/payments/payment-decision.mjs';
import { createPayment } from '../../mock-api/lib/payments/payment-rows.mjs';
import { MEMBER_STATUS } from '../../src/domain/memberRules.mjs';
import { DECIDE } from '../../src/domain/permissions.mjs';
import { PAYMENT_MODE, PAYMENT_STATUS, PAYMENT_TYPE, REJECT_REASON_MAX } from '../../src/domain/paymentRules.mjs';

const t = startTransactionsApi();
const { api } = t;
const seed = buildSeed();
let staff;
let staffWithout;
beforeAll(() => {
  // The screen and the permission to decide on it (a role holding only the screen reads: read-vs-decide.test.mjs).
  staff = t.staffToken([SCREEN_140, DECIDE.TRANSACTIONS]);
  staffWithout = t.staffToken([SCREEN_141]);
});
afterAll(() => api.cleanup());

const list = (query) => as(api.request, staff).get('/api/application/view-transactions').query(query);
const decide = (body, token = staff) => as(api.request, token).put('/api/application/approve-transactions').send(body);

describe('GET application/view-transactions', () => {
  it('pages every payment, newest first by default', async () => {
    const response = await list({ page: 1, perPage: 10 });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(seed.payments.length);
    expect(response.body.data).toHaveLength(10);
    const created = response.body.data.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(response.body.data[0]).toMatchObject({ statusName: expect.any(String), refNo: expect.stringMatching(/^PAY-\d{6}$/) });
    // Spec §3 "Transaction row": every row carries all 18 fields (status numeric).
    const SPEC_FIELDS = ['paymentId', 'paymentType', 'receiptNo', 'refNo', 'memberNo', 'userId', 'nic', 'paymentMode', 'referenceNumber', 'amount', 'paidDate', 'responseText', 'status', 'lastRenewalYear', 'firstName', 'lastName', 'transactionDes', 'cashDepositsImgPath'];
    for (const row of response.body.data) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(SPEC_FIELDS));
      expect(typeof row.status).toBe('number');
    }
  });

  it('filters by status, mode, type and the creation day; unknown values are ignored', async () => {
    const count = (keep) => seed.payments.filter(keep).length;
    expect((await list({ status: 1 })).body.total).toBe(count((row) => row.status === 1));
    expect((await list({ status: 16 })).body.total).toBe(count((row) => row.status === 16));
    expect((await list({ status: 7 })).body.total).toBe(seed.payments.length);
    expect((await list({ paymentMode: PAYMENT_MODE.SLIP })).body.total).toBe(count((row) => row.paymentMode === PAYMENT_MODE.SLIP));
    expect((await list({ paymentType: 'All' })).body.total).toBe(seed.payments.length);
    expect((await list({ paymentType: PAYMENT_TYPE.MISCELLANEOUS })).body.total).toBe(count((row) => row.paymentType === PAYMENT_TYPE.MISCELLANEOUS));
    const in2024 = await list({ fromdate: '2024-01-01', todate: '2024-12-31', perPage: 100 });
    expect(in2024.body.total).toBe(count((row) => row.createdAt.startsWith('2024')));
    expect(in2024.body.data.every((row) => row.createdAt.startsWith('2024'))).toBe(true);
  });

  it('searches member number, names, NIC and the reference numbers', async () => {
    const row = seed.payments.find((payment) => payment.receiptNo);
    const byReceipt = await list({ filterText: row.receiptNo });
    expect(byReceipt.body.data.map((found) => found.paymentId)).toContain(row.paymentId);
    const byMember = await list({ filterText: 'M0001', perPage: 100 });
    expect(byMember.body.total).toBe(seed.payments.filter((payment) => payment.memberNo === 'M0001').length);
    expect((await list({ filterText: '.*' })).body.total).toBe(0);
  });

  it('is refused to staff without the screen, and to members', async () => {
    expect((await as(api.request, staffWithout).get('/api/application/view-transactions')).status).toBe(403);
    expect((await as(api.request, t.userToken(3)).get('/api/application/view-transactions')).status).toBe(403);
  });
});

describe('PUT application/approve-transactions', () => {
  it('approves a pending payment: "Transaction Approved", receipt number, the member moves on, the dues fall', async () => {
    const member = t.member('M0001');
    const before = t.dues(member).dues;
    expect(before.totalDueAmount).toBeGreaterThan(0);
    const years = before.years.map((row) => row.year);
    const payment = t.pendingRenewal(member);
    const response = await decide({ paymentId: payment.paymentId, approve: 'approve', amount: 1, status: 16 });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Transaction Approved', receiptNo: `RCPT-${String(payment.paymentId).padStart(5, '0')}` });
    const stored = t.payment(payment.paymentId);
    expect(stored).toMatchObject({ status: PAYMENT_STATUS.APPROVED, amount: before.totalDueAmount, decidedBy: expect.stringContaining('@') });
    const after = t.member('M0001');
    expect(after.lastRenewalYear).toBe(Math.max(...years));
    expect(after.validTillDate).toBe(`${Math.max(...years)}-12-31`);
    expect(t.dues(after).dues.totalDueAmount).toBe(0);
    const mail = await latestMail(api.request, member.email);
    expect(mail.subject).toContain(stored.receiptNo);
    expect(mail.body).toContain(`LKR ${before.totalDueAmount.toLocaleString('en-US')}.00`);
    expect(api.db.get('activityLog').value().filter((entry) => entry.entity === 'payment' && entry.recordId === payment.paymentId)).toEqual([
      expect.objectContaining({ action: 'approve', username: expect.stringContaining('@') }),
    ]);
  });

  it('refuses to decide twice: \'02\' and nothing changes', async () => {
    const approved = api.db.get('payments').find({ status: PAYMENT_STATUS.APPROVED }).value();
    const before = JSON.stringify(api.db.get('members').value());
    for (const approve of ['approve', 'reject']) {
      const response = await decide({ paymentId: approved.paymentId, approve, rejectReason: 'late' });
      expect(response.body).toMatchObject({ statusCode: '02', status: 'Only a pending transaction can be approved or rejected' });
    }
    expect(JSON.stringify(api.db.get('members').value())).toBe(before);
    expect(approvePayment(t.ctx, approved, { actor: 'test' })).toBe(false);
  });

  it('rejects with a reason: "Transaction Rejected", the dues stay, the mail gives the reason', async () => {
    const member = api.db.get('members').value().find((row) => row.status === MEMBER_STATUS.ACTIVE && row.lastRenewalYear < 2026 && !t.dues(row).pendingPayment && row.email);
    const before = { ...t.member(member.memberNo) };
    const owed = t.dues(member).dues.totalDueAmount;
    const payment = t.pendingRenewal(member);
    expect((await decide({ paymentId: payment.paymentId, approve: 'reject' })).body).toMatchObject({ statusCode: '02', status: 'A reason is required to reject a transaction' });
    expect((await decide({ paymentId: payment.paymentId, approve: 'reject', rejectReason: '   ' })).body.statusCode).toBe('02');
    const long = await decide({ paymentId: payment.paymentId, approve: 'reject', rejectReason: 'x'.repeat(REJECT_REASON_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.statusCode).toBe('05');
    expect(t.payment(payment.paymentId).status).toBe(PAYMENT_STATUS.PENDING);
    const response = await decide({ paymentId: payment.paymentId, approve: 'reject', rejectReason: 'Amount on the slip <b>differs</b>' });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Transaction Rejected' });
    expect(t.payment(payment.paymentId)).toMatchObject({ status: PAYMENT_STATUS.REJECTED, receiptNo: '', rejectReason: 'Amount on the slip <b>differs</b>' });
    const after = t.member(member.memberNo);
    expect({ lastRenewalYear: after.lastRenewalYear, validTillDate: after.validTillDate }).toEqual({ lastRenewalYear: before.lastRenewalYear, validTillDate: before.validTillDate });
    expect(t.dues(after).dues.totalDueAmount).toBe(owed);
    expect((await latestMail(api.request, member.email)).body).toContain('Amount on the slip <b>differs</b>');
  });

  it('answers 404 for an unknown payment and 400 \'05\' for a malformed request', async () => {
    expect((await decide({ paymentId: 999999, approve: 'approve' })).status).toBe(404);
    // the one 400 envelope of lib/http/reply.mjs: the text in status, no second copy
    const noId = await decide({ approve: 'approve' });
    expect([noId.status, noId.body]).toEqual([400, { status: 'paymentId is required', statusCode: '05' }]);
    const pending = api.db.get('payments').find({ status: PAYMENT_STATUS.PENDING }).value();
    const badAction = await decide({ paymentId: pending.paymentId, approve: 'yes' });
    expect([badAction.status, badAction.body]).toEqual([400, { status: "approve must be 'approve' or 'reject'", statusCode: '05' }]);
    expect(t.payment(pending.paymentId).status).toBe(PAYMENT_STATUS.PENDING);
  });

  it('an approved new-membership payment makes the member active and clears the due', async () => {
    const member = api.db.get('members').value().find((row) => row.status === MEMBER_STATUS.PENDING && row.newMembershipDue);
    const due = member.newMembershipDue;
    const pending = api.db.get('payments').find({ memberID: member.memberID, status: PAYMENT_STATUS.PENDING }).value()
      ?? createPayment(t.ctx, { member, paymentType: PAYMENT_TYPE.NEW_MEMBERSHIP, paymentMode: PAYMENT_MODE.SLIP, amount: due.amount, paidDate: TODAY });
    expect(pending.paymentType).toBe(PAYMENT_TYPE.NEW_MEMBERSHIP);
    expect((await decide({ paymentId: pending.paymentId, approve: 'approve' })).body.statusCode).toBe('00');
    expect(t.member(member.memberNo)).toMatchObject({ status: MEMBER_STATUS.ACTIVE, newMembershipDue: null, lastRenewalYear: due.year, validTillDate: `${due.year}-12-31` });
  });

  it('a renewal never lowers lastRenewalYear; a miscellaneous payment changes nothing of the member', () => {
    const member = api.db.get('members').value().find((row) => row.status === MEMBER_STATUS.ACTIVE && row.lastRenewalYear === 2026);
    const old = createPayment(t.ctx, { member, paymentType: PAYMENT_TYPE.RENEWAL, paymentMode: PAYMENT_MODE.OFFICE, amount: 100, renewalYears: [2023] });
    expect(approvePayment(t.ctx, old, { actor: 'test' })).toBeTruthy();
    expect(t.member(member.memberNo)).toMatchObject({ lastRenewalYear: 2026, validTillDate: '2026-12-31' });
    const before = JSON.stringify(t.member(member.memberNo));
    const misc = createPayment(t.ctx, { member, paymentType: PAYMENT_TYPE.MISCELLANEOUS, paymentMode: PAYMENT_MODE.OFFICE, amount: 500 });
    expect(approvePayment(t.ctx, misc, { actor: 'test' }).receiptNo).toMatch(/^RCPT-\d{5}$/);
    expect(JSON.stringify(t.member(member.memberNo))).toBe(before);
    expect(rejectPayment(t.ctx, misc, { actor: 'test', reason: 'x' })).toBe(false);
  });

  it('staff without the screen and members are refused (403), nothing changes', async () => {
    const pending = api.db.get('payments').find({ status: PAYMENT_STATUS.PENDING }).value();
    expect((await decide({ paymentId: pending.paymentId, approve: 'approve' }, staffWithout)).status).toBe(403);
    expect((await decide({ paymentId: pending.paymentId, approve: 'approve' }, t.userToken(pending.userId))).status).toBe(403);
    expect(t.payment(pending.paymentId).status).toBe(PAYMENT_STATUS.PENDING);
  });
});

describe('re-sending the decision mails', () => {
  const resend = (route, id, token = staff) => as(api.request, token).get(`/api/application/${route}/${id}`);
  it('sends again for a decided payment of the route\'s type, refuses pending or another type', async () => {
    const renewal = api.db.get('payments').value().find((row) => row.paymentType === PAYMENT_TYPE.RENEWAL && row.status === PAYMENT_STATUS.APPROVED);
    const email = t.memberOfUserId(renewal.userId).email;
    const sent = await resend('send-member-renewal-payment-status-mail', renewal.paymentId);
    expect(sent.body).toMatchObject({ statusCode: '00', status: 'Mail sent' });
    expect((await latestMail(api.request, email)).subject).toBe(`Payment approved: receipt ${renewal.receiptNo}`);
    expect((await resend('send-membership-payment-status-mail', renewal.paymentId)).body.statusCode).toBe('02');
    const pending = api.db.get('payments').value().find((row) => row.paymentType === PAYMENT_TYPE.RENEWAL && row.status === PAYMENT_STATUS.PENDING);
    expect((await resend('send-member-renewal-payment-status-mail', pending.paymentId)).body.statusCode).toBe('02');
    const membership = api.db.get('payments').value().find((row) => row.paymentType === PAYMENT_TYPE.NEW_MEMBERSHIP && row.status !== PAYMENT_STATUS.PENDING);
    expect((await resend('send-membership-payment-status-mail', membership.paymentId)).body.statusCode).toBe('00');
    expect((await resend('send-member-renewal-payment-status-mail', 999999)).status).toBe(404);
    expect((await resend('send-member-renewal-payment-status-mail', renewal.paymentId, staffWithout)).status).toBe(403);
  });
});
