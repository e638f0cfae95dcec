// The applicant dashboard: the steps from account to member for a draft, a submitted, a reviewed,
// a rejected and an approved application (then paid), what a draft still lacks before it can be submitted
// (shrinking as the applicant saves), the first fee once approved; who may read it; malformed and unknown ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signin, startApi, tokenOf } from './helpers.mjs';
import { ACADEMIC, multipart, samplePdf } from './members-support.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { SUBMIT_CODE_TEXT } from '../../src/domain/applicationRules.mjs';
import { newMembershipFeeOf } from '../../src/domain/paymentRules.mjs';
import { APPLICANT_DASHBOARD_TEXT } from '../../mock-api/lib/dashboards/dashboard-applicant.mjs';
import { DASHBOARD_TEXT } from '../../mock-api/routes/dashboards.mjs';

const NOW = Date.parse('2026-11-23T06:30:00.000Z');
const NOW_ISO = new Date(NOW).toISOString();
const SEED = buildSeed();
const api = startApi({ now: () => NOW });
afterAll(() => api.cleanup());
const tokens = {};
const userToken = async (username) => (await signin(api.request, username, 'User@123')).body.token;
beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.applicant = await tokenOf(api.request, 'applicant'); // user 2, application 5 (draft)
  tokens.member = await tokenOf(api.request, 'member');
  tokens.user224 = await userToken('user224@example.org'); // application 21, submitted, no reviewers
  tokens.examiner = await userToken('staff07@example.org'); // Examiner: the application screens
  tokens.finance = await userToken('staff04@example.org'); // no application screen
});
const D = '/api/dashboard/applicantDashboard';
const dashboard = async (token, id) => (await as(api.request, token).get(`${D}/${id}`)).body.data;
const stateOf = (data) => Object.fromEntries(data.steps.map((step) => [step.key, step.state]));
const KEYS = ['account', 'drafted', 'submitted', 'review', 'approved', 'feePaid', 'member'];
const userOf = (userID) => SEED.users.find((user) => user.userID === userID);
const appOf = (applicationId) => api.db.get('applications').find({ applicationId }).value();

describe('a draft', () => {
  it('account done, drafted current, the rest to do; every missing item listed', async () => {
    const response = await as(api.request, tokens.applicant).get(`${D}/5`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Success' });
    expect(response.body.data).toEqual({
      applicationId: 5,
      status: 14,
      statusName: 'Draft',
      steps: [
        { key: 'account', label: 'Account created', state: 'done', at: userOf(2).createdAt },
        { key: 'drafted', label: 'Application drafted', state: 'current', at: appOf(5).createdAt },
        { key: 'submitted', label: 'Submitted', state: 'todo', at: null },
        { key: 'review', label: 'Under review', state: 'todo', at: null },
        { key: 'approved', label: 'Approved', state: 'todo', at: null },
        { key: 'feePaid', label: 'Membership fee paid', state: 'todo', at: null },
        { key: 'member', label: 'Member', state: 'todo', at: null },
      ],
      missing: ['Initials cannot be empty', 'Full Name cannot be empty', APPLICANT_DASHBOARD_TEXT.dobRequired, 'Address Line 1 cannot be empty', 'Address Line 2 cannot be empty', SUBMIT_CODE_TEXT['05'], APPLICANT_DASHBOARD_TEXT.cvMissing],
      paymentDue: null,
    });
  });

  it('what is missing shrinks as the applicant saves the header with a CV, then adds a qualification; submitting moves the steps', async () => {
    const header = { membertypeid: 3, title: 'Mr', nameWithInitials: 'A. Silva', lastName: 'Silva', fullName: 'Amal Silva', nicNumber: '199522712345', dob: '1995-08-14', mobileNo: '0771239876', addressNo: '7', addressSt: 'Lake Road', addressCity: 'Kandy' };
    const saved = await multipart(api.request, '/api/usermanagement/member/updateApplicantDetail', tokens.applicant, header, { field: 'cvFile', buffer: await samplePdf('CV'), filename: 'cv.pdf' });
    expect(saved.body.statusCode).toBe('00');
    expect((await dashboard(tokens.applicant, 5)).missing).toEqual([SUBMIT_CODE_TEXT['05']]);
    const study = await multipart(api.request, '/api/usermanagement/member/academicqualification', tokens.applicant, ACADEMIC, { field: 'fileupload', buffer: await samplePdf('Degree') });
    expect(study.body.statusCode).toBe('00');
    expect((await dashboard(tokens.applicant, 5)).missing).toEqual([]);

    expect((await as(api.request, tokens.applicant).post('/api/usermanagement/applicant/approval').send({})).body.statusCode).toBe('00');
    const data = await dashboard(tokens.applicant, 5);
    expect(data).toMatchObject({ status: 15, statusName: 'Submitted', missing: [], paymentDue: null });
    expect(stateOf(data)).toEqual({ account: 'done', drafted: 'done', submitted: 'done', review: 'current', approved: 'todo', feePaid: 'todo', member: 'todo' });
    expect(data.steps.find((step) => step.key === 'submitted').at).toBe(NOW_ISO);
  });
});

describe('a submitted application, reviewed, approved, then paid', () => {
  it('submitted: under review is current, since no reviewer yet; assigning one dates it and names it "Under Council Review"', async () => {
    let data = await dashboard(tokens.user224, 21);
    expect(data).toMatchObject({ applicationId: 21, status: 15, statusName: 'Submitted', missing: [], paymentDue: null });
    expect(data.steps.map((step) => step.key)).toEqual(KEYS);
    expect(stateOf(data)).toMatchObject({ submitted: 'done', review: 'current', approved: 'todo' });
    expect(data.steps.find((step) => step.key === 'submitted').at).toBe(appOf(21).submittedAt);
    expect(data.steps.find((step) => step.key === 'review').at).toBeNull();

    expect((await as(api.request, tokens.admin).post('/api/application/committee-assign').send({ applicationId: 21, reviewerUserIds: [47] })).body.statusCode).toBe('00');
    data = await dashboard(tokens.user224, 21);
    expect(data.statusName).toBe('Under Council Review');
    expect(data.steps.find((step) => step.key === 'review')).toEqual({ key: 'review', label: 'Under review', state: 'current', at: NOW_ISO });
  });

  it('approved: the first fee is due and its step current; once the deposit is approved the applicant is a member', async () => {
    const decided = await as(api.request, tokens.admin).put('/api/application/updateroleapplicationApprovalOrReject/applicationId/21/status/2').send({ comment: '' });
    expect(decided.body.statusCode).toBe('00');
    // approved on 23 November, after the late-join day (1 October): the first payment covers 2027 too
    const fee = newMembershipFeeOf(api.db.get('membershipFees').value(), appOf(21).membertypeid, 2027);
    expect(fee.amount).toBeGreaterThan(0);
    // The applicant is now a member (role 22), signs in again and still reads their application.
    const memberToken = await userToken('user224@example.org');
    let data = await dashboard(memberToken, 21);
    expect(data).toMatchObject({ status: 2, statusName: 'Approved', missing: [], paymentDue: { amountLkr: fee.amount, label: APPLICANT_DASHBOARD_TEXT.newMembershipFee(2027) } });
    expect(stateOf(data)).toEqual({ account: 'done', drafted: 'done', submitted: 'done', review: 'done', approved: 'done', feePaid: 'current', member: 'todo' });
    expect(data.steps.find((step) => step.key === 'approved').at).toBe(NOW_ISO);

    const deposit = await multipart(api.request, '/api/application/bank-deposit-save', memberToken, { paymentType: 'New Membership', referenceNumber: 'DEP 2026/1121-9', depositDate: '2026-11-21', depositBank: 'Bank of Ceylon' }, { field: 'slip', buffer: await samplePdf('Slip'), filename: 'slip.pdf' });
    expect(deposit.body).toMatchObject({ statusCode: '00', amount: fee.amount });
    expect(stateOf(await dashboard(memberToken, 21)).feePaid).toBe('current'); // pending is not paid
    expect((await as(api.request, tokens.finance).put('/api/application/approve-transactions').send({ paymentId: deposit.body.paymentId, approve: 'approve' })).body.statusCode).toBe('00');
    data = await dashboard(memberToken, 21);
    expect(data.paymentDue).toBeNull();
    expect(stateOf(data)).toEqual(Object.fromEntries(KEYS.map((key) => [key, 'done'])));
    expect(data.steps.find((step) => step.key === 'member').at).toBe(NOW_ISO);
  });
});

describe('a rejected application', () => {
  it('goes back to submitting: submitted is current, and what it lacks is listed', async () => {
    const data = await dashboard(tokens.admin, 12);
    expect(data).toMatchObject({ applicationId: 12, status: 16, statusName: 'Rejected', paymentDue: null });
    expect(stateOf(data)).toEqual({ account: 'done', drafted: 'done', submitted: 'current', review: 'todo', approved: 'todo', feePaid: 'todo', member: 'todo' });
    expect(data.missing).toEqual(appOf(12).cvFileId ? [] : [APPLICANT_DASHBOARD_TEXT.cvMissing]);
  });
});

describe('who may read it', () => {
  it('the applicant and application staff; another applicant, a member and staff without an application screen get 403', async () => {
    expect((await dashboard(tokens.examiner, 5)).applicationId).toBe(5);
    expect((await dashboard(tokens.admin, 5)).applicationId).toBe(5);
    for (const token of [tokens.applicant, tokens.member, tokens.finance]) {
      const response = await as(api.request, token).get(`${D}/12`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
    }
  });

  it('unknown ids are 404, malformed ones 400', async () => {
    expect((await as(api.request, tokens.applicant).get(`${D}/99999`)).status).toBe(404);
    for (const bad of ['abc', '0', '-5', '2.5']) {
      const response = await as(api.request, tokens.applicant).get(`${D}/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body, bad).toMatchObject({ statusCode: '05', status: DASHBOARD_TEXT.invalidApplicationId });
    }
  });
});
