// The member dashboard's calls: the member's card, their dues (the same answer as
// application/getPaymentFee) and whether to hide the pay button, for the member themselves or staff who may
// read members (member or payment screens); 403 for anyone else, 404 unknown, 400 malformed; '01' non-members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signin, startApi, tokenOf } from './helpers.mjs';
import { multipart, samplePdf } from './members-support.mjs';
import { PAYMENT_TEXT } from '../../src/domain/paymentRules.mjs';
import { DASHBOARD_TEXT } from '../../mock-api/routes/dashboards.mjs';

const NOW = Date.parse('2026-11-23T06:30:00.000Z');
const api = startApi({ now: () => NOW });
afterAll(() => api.cleanup());
const tokens = {};
const staffToken = async (username) => (await signin(api.request, username, 'User@123')).body.token;
beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.member = await tokenOf(api.request, 'member'); // M0001, memberID 1, user 3
  tokens.applicant = await tokenOf(api.request, 'applicant');
  tokens.other = await staffToken('user04@example.org'); // M0002
  tokens.finance = await staffToken('staff04@example.org'); // payment screens
  tokens.registrar = await staffToken('staff06@example.org'); // member screens
  tokens.council = await staffToken('staff01@example.org'); // application screens only
});
const D = '/api/dashboard';
const get = (token, url) => as(api.request, token).get(url);
const FORBIDDEN = { status: 'You are not allowed to use this function', statusCode: '02' };

const DEMO_CARD = {
  memberID: 1,
  memberNo: 'M0001',
  name: 'Kasun Sandun Jayawardena',
  memberTypeName: 'Member',
  status: 2,
  statusName: 'Active',
  // paid to 2024: past the 90-day grace period, the member reads as lapsed beside the stored Active status
  standing: 'lapsed',
  standingName: 'Lapsed',
  validTill: '2024-12-31',
  graceUntil: '2025-03-31',
  lastRenewalYear: 2024,
  memberSince: '2026-01-02',
  chapter: { chapterId: 1, name: 'Colombo' },
};

describe('memberDashboard/:memberId', () => {
  it("answers the member's own card", async () => {
    const response = await get(tokens.member, `${D}/memberDashboard/1`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'Success', statusCode: '00', message: 'Success', data: DEMO_CARD });
  });

  it('member staff and payment staff may read it; another member, an applicant and other staff get 403', async () => {
    for (const token of [tokens.admin, tokens.registrar, tokens.finance]) expect((await get(token, `${D}/memberDashboard/1`)).body.data).toEqual(DEMO_CARD);
    for (const token of [tokens.other, tokens.applicant, tokens.council]) {
      const response = await get(token, `${D}/memberDashboard/1`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
    }
    expect((await get(tokens.member, `${D}/memberDashboard/2`)).status).toBe(403);
  });

  it('unknown ids are 404, malformed ones 400', async () => {
    expect((await get(tokens.member, `${D}/memberDashboard/99999`)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '1e3']) {
      const response = await get(tokens.member, `${D}/memberDashboard/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body, bad).toMatchObject({ statusCode: '05', status: DASHBOARD_TEXT.invalidMemberId });
    }
  });

  it('memberSince is the Sri Lanka day; no chapter and no paid year are null', async () => {
    api.db.get('members').find({ memberID: 2 }).assign({ createdAt: '2025-03-01T19:00:00.000Z', chapterId: null, lastRenewalYear: null }).write();
    expect((await get(tokens.admin, `${D}/memberDashboard/2`)).body.data).toMatchObject({ memberID: 2, memberSince: '2025-03-02', chapter: null, validTill: null, lastRenewalYear: null });
  });
});

describe('getPaymentFee/:memberId', () => {
  it('is the same answer as application/getPaymentFee, for the member or payment and member staff', async () => {
    const own = await get(tokens.member, '/api/application/getPaymentFee');
    expect(own.body.dues.totalDueAmount).toBeGreaterThan(0);
    expect((await get(tokens.member, `${D}/getPaymentFee/1`)).body).toEqual(own.body);
    expect((await get(tokens.finance, `${D}/getPaymentFee/1`)).body).toEqual(own.body);
    expect((await get(tokens.registrar, `${D}/getPaymentFee/1`)).body).toEqual(own.body);
    expect((await get(tokens.finance, '/api/application/getPaymentFee/3/2024/1')).body).toEqual(own.body);
  });

  it('refuses another member (403), unknown (404) and malformed ids (400)', async () => {
    expect((await get(tokens.other, `${D}/getPaymentFee/1`)).body).toEqual(FORBIDDEN);
    expect((await get(tokens.council, `${D}/getPaymentFee/1`)).status).toBe(403);
    expect((await get(tokens.member, `${D}/getPaymentFee/99999`)).status).toBe(404);
    expect((await get(tokens.member, `${D}/getPaymentFee/x1`)).status).toBe(400);
  });
});

describe('get-response-for-payment-button-hide, and the card after a payment', () => {
  it("non-members get '01' with a text", async () => {
    for (const token of [tokens.applicant, tokens.admin]) {
      const response = await get(token, `${D}/get-response-for-payment-button-hide`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ statusCode: '01', status: DASHBOARD_TEXT.notAMember, message: DASHBOARD_TEXT.notAMember });
    }
  });

  it('hides the button while a payment is pending; once approved it shows again and the card is valid to the paid year', async () => {
    const hide = async () => (await get(tokens.member, `${D}/get-response-for-payment-button-hide`)).body.data;
    expect(await hide()).toEqual({ hide: false, reason: null });
    const deposit = await multipart(api.request, '/api/application/bank-deposit-save', tokens.member, { paymentType: 'Membership Renewal', referenceNumber: 'DEP 2026/1120-2', depositDate: '2026-11-20', depositBank: 'Bank of Ceylon' }, { field: 'slip', buffer: await samplePdf('Slip'), filename: 'slip.pdf' });
    expect(deposit.body.statusCode).toBe('00');
    expect(await hide()).toEqual({ hide: true, reason: PAYMENT_TEXT.paymentPending });
    // Another member's button is not hidden by it.
    expect((await get(tokens.other, `${D}/get-response-for-payment-button-hide`)).body.data.hide).toBe(false);
    expect((await get(tokens.member, `${D}/getPaymentFee/1`)).body.dues.totalDueAmount).toBe(deposit.body.amount);

    expect((await as(api.request, tokens.finance).put('/api/application/approve-transactions').send({ paymentId: deposit.body.paymentId, approve: 'approve' })).body.statusCode).toBe('00');
    expect(await hide()).toEqual({ hide: false, reason: null });
    expect((await get(tokens.member, `${D}/memberDashboard/1`)).body.data).toEqual({ ...DEMO_CARD, validTill: '2026-12-31', lastRenewalYear: 2026, standing: 'active', standingName: 'Active', graceUntil: '2027-03-31' });
    expect((await get(tokens.member, `${D}/getPaymentFee/1`)).body.dues).toMatchObject({ years: [], totalDueAmount: 0 });
  });
});
