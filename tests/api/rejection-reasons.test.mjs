// Why and when something was rejected reaches the person it is about on their own rows (records, change
// requests, transfers, payments, CPD registration, application), and nobody else's: another member's rows are
// 403 or simply not in one's own lists. The seeded rejections are the examples.
import { afterAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';
import { seed, tokenOfUser } from './payments-support.mjs';

const api = startApi({ now: () => Date.parse('2026-11-23T06:30:00Z') });
afterAll(() => api.cleanup());

const emailOf = (userID) => seed.users.find((user) => user.userID === userID).email;
const tokenOfUserId = (userID) => tokenOfUser(api.request, emailOf(userID));
const rowsOf = (body) => body.data ?? [];

describe('a member reads the reason and the day of each rejection on their own rows', () => {
  it('records: the demo member\u2019s rejected employment, academic and professional rows carry comment and decidedAt', async () => {
    const member = await tokenOf(api.request, 'member');
    for (const path of ['workexperience', 'academicqualification_', 'professionalmembership__']) {
      const rejected = rowsOf((await as(api.request, member).get(`/api/usermanagement/member/${path}`).query({ perPage: 50 })).body).filter((row) => row.status === 16);
      expect(rejected.length).toBeGreaterThan(0);
      for (const row of rejected) expect(row).toMatchObject({ comment: expect.stringMatching(/\S/), decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    }
  });

  it('change request, transfer, payment and CPD registration: own rows carry the reason and the day; another member gets none of them', async () => {
    const demo = await tokenOf(api.request, 'member');
    const request = seed.changeRequests.find((row) => row.status === 16);
    const own = rowsOf((await as(api.request, await tokenOfUserId(request.userid)).get('/api/usermanagement/member/change-requests')).body);
    expect(own.find((row) => row.requestId === request.requestId)).toMatchObject({ status: 16, comment: request.comment, decidedAt: request.decidedAt });
    expect(rowsOf((await as(api.request, demo).get('/api/usermanagement/member/change-requests')).body).some((row) => row.requestId === request.requestId)).toBe(false);

    const transfer = seed.memberTransfers.find((row) => row.status === 3);
    const transfers = rowsOf((await as(api.request, await tokenOfUserId(transfer.userid)).get('/api/usermanagement/member-transfers')).body);
    expect(transfers.find((row) => row.transferId === transfer.transferId)).toMatchObject({ status: 3, comment: transfer.comment, decidedAt: transfer.decidedAt });
    expect(rowsOf((await as(api.request, demo).get('/api/usermanagement/member-transfers')).body).some((row) => row.transferId === transfer.transferId)).toBe(false);

    const payment = seed.payments.find((row) => row.status === 16 && row.rejectReason && row.memberID !== 1);
    const payer = await tokenOfUserId(payment.userId);
    const payments = rowsOf((await as(api.request, payer).get(`/api/application/getPaymentDetails/${payment.memberID}`).query({ perPage: 100 })).body);
    expect(payments.find((row) => row.paymentId === payment.paymentId)).toMatchObject({ status: 16, rejectReason: payment.rejectReason, decidedAt: payment.decidedAt });
    expect((await as(api.request, demo).get(`/api/application/getPaymentDetails/${payment.memberID}`)).status).toBe(403);

    const registration = seed.cpdRegistrations.find((row) => row.Status === 3);
    const latest = seed.cpdRegistrations.filter((row) => row.UserID === registration.UserID).sort((a, b) => b.CPDMemberID - a.CPDMemberID)[0];
    const cpd = (await as(api.request, await tokenOfUserId(registration.UserID)).get(`/api/CPD/registration/${registration.UserID}`)).body.data;
    expect(cpd).toMatchObject({ CPDMemberID: latest.CPDMemberID, comment: latest.comment, DecidedAt: latest.DecidedAt });
    expect((await as(api.request, demo).get(`/api/CPD/registration/${registration.UserID}`)).status).toBe(403);
  });

  it('application: the rejected applicant reads the council\u2019s reason and the day; another applicant does not', async () => {
    // a rejected application whose account may still sign in (some seeded accounts are rejected as well)
    let application;
    let token;
    for (const row of seed.applications.filter((candidate) => candidate.status === 16)) {
      token = (await api.request.post('/api/auth/signin').send({ username: emailOf(row.userId), password: 'User@123' })).body.token;
      if (token) {
        application = row;
        break;
      }
    }
    expect(application).toBeDefined();
    const details = (await as(api.request, token).get('/api/usermanagement/user/1')).body.memberData;
    expect(details).toMatchObject({ applicationStatus: 16, decisionComment: application.decisionComment, decidedAt: application.decidedAt });
    const other = await tokenOf(api.request, 'applicant');
    expect((await as(api.request, other).get('/api/usermanagement/user/1')).body.memberData?.decisionComment ?? '').not.toBe(application.decisionComment);
  });
});
