// The member's side of payments: what the member owes (server-computed, path and body amounts ignored), who
// may read whose dues and payments, the renewal quote and the bank deposit with its slip (PDF/JPEG/PNG by
// content, ≤ 5 MB; a refused deposit stores neither a file nor a row; one payment at a time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../mock-api/lib/files/uploads.mjs';
import { MISCELLANEOUS_ITEMS, PAYMENT_TEXT } from '../../src/domain/paymentRules.mjs';
import { as, startApi, tokenOf } from './helpers.mjs';
import { multipart, pdfOfSize, samplePdf, uploadsIn } from './members-support.mjs';
import { NOVEMBER, jpegBytes, memberInArrears, newMemberOwing, pngBytes, seed, startPaymentsApi, subscriptionOf, tokenOfMember, tokenOfUser } from './payments-support.mjs';

const A = '/api/application';
const api = startPaymentsApi();
afterAll(() => api.cleanup());
const tokens = {};
const DEMO_OWES = [2025, 2026].map((year) => ({ year, amount: subscriptionOf(3, year) }));
const DEMO_TOTAL = DEMO_OWES.reduce((sum, row) => sum + row.amount, 0);

beforeAll(async () => {
  tokens.member = await tokenOf(api.request, 'member');
  tokens.applicant = await tokenOf(api.request, 'applicant');
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.finance = await tokenOfUser(api.request, 'staff04@example.org');
  tokens.council = await tokenOfUser(api.request, 'staff01@example.org');
});

const snapshot = () => ({ files: uploadsIn(api.dataDir), fileRows: api.db.get('files').size().value(), payments: api.db.get('payments').size().value() });
const deposit = (token, fields, file) =>
  multipart(api.request, `${A}/bank-deposit-save`, token, { paymentType: 'Membership Renewal', referenceNumber: 'DEP 2026/0615-1', depositDate: '2026-06-14', depositBank: 'Bank of Ceylon', ...fields }, file && { field: 'slip', ...file });

describe('what the member owes', () => {
  it('member-view: the demo member owes 2025 and 2026 at the fee in force each year; no advance in June', async () => {
    const body = (await as(api.request, tokens.member).get(`${A}/member-view-for-member-renewal`)).body;
    expect(body).toMatchObject({
      statusCode: '00',
      member: { memberID: 1, memberNo: 'M0001', firstName: 'Kasun', lastName: 'Jayawardena', memberType: 'Member', membertypeid: 3, status: 2, lastRenewalYear: 2024, validTillDate: '2024-12-31', totalDueAmount: DEMO_TOTAL },
      dues: { years: DEMO_OWES, totalDueAmount: DEMO_TOTAL, advance: null },
      newMembershipDue: null,
      pendingPayment: null,
    });
    expect(DEMO_OWES[0].amount).not.toBe(DEMO_OWES[1].amount); // the fee changed between the years
    expect((await as(api.request, tokens.member).get('/api/usermanagement/member-view-for-member-renewal')).body).toEqual(body);
  });

  it("someone who is not a member gets '01' No Member", async () => {
    expect((await as(api.request, tokens.applicant).get(`${A}/member-view-for-member-renewal`)).body).toEqual({ statusCode: '01', status: 'No Member' });
    expect((await as(api.request, tokens.applicant).post(`${A}/membershiprenewal`).send({})).body).toEqual({ statusCode: '01', status: 'No Member' });
  });

  it('getPaymentFee ignores the memberType and lastRenewalYear of the path', async () => {
    const own = (await as(api.request, tokens.member).get(`${A}/getPaymentFee`)).body;
    expect(own.dues.years).toEqual(DEMO_OWES);
    const lying = (await as(api.request, tokens.member).get(`${A}/getPaymentFee/5/2026/1`)).body;
    expect(lying.dues).toEqual(own.dues);
  });

  it('get-payment-amount-cal answers the server amount; the amount in the path is only echoed', async () => {
    const cheap = (await as(api.request, tokens.member).get(`${A}/get-payment-amount-cal/1/1/M0001`)).body;
    expect(cheap).toMatchObject({ amount: DEMO_TOTAL, claimed: 1, matches: false, years: DEMO_OWES });
    expect((await as(api.request, tokens.member).get(`${A}/get-payment-amount-cal/${DEMO_TOTAL}/1/M0001`)).body).toMatchObject({ amount: DEMO_TOTAL, matches: true });
  });

  it('the renewal quote covers the arrears; an up-to-date member has nothing due in June', async () => {
    expect((await as(api.request, tokens.member).post(`${A}/membershiprenewal`).send({ amount: 1 })).body).toMatchObject({ statusCode: '00', paymentType: 'Membership Renewal', years: DEMO_OWES, amount: DEMO_TOTAL });
    const upToDate = await tokenOfMember(api.request, memberInArrears(0));
    expect((await as(api.request, upToDate).post(`${A}/membershiprenewal`).send({})).body).toMatchObject({ statusCode: '02', status: PAYMENT_TEXT.nothingDue });
  });

  it('from 1 November an up-to-date member is offered the next year in advance', async () => {
    const november = startPaymentsApi(NOVEMBER);
    try {
      const member = memberInArrears(0);
      const token = await tokenOfMember(november.request, member);
      const view = (await as(november.request, token).get(`${A}/member-view-for-member-renewal`)).body;
      expect(view.dues).toEqual({ years: [], totalDueAmount: 0, advance: { year: 2027, amount: subscriptionOf(member.membertypeid, 2027) } });
      expect((await as(november.request, token).post(`${A}/membershiprenewal`).send({})).body).toMatchObject({ statusCode: '00', years: [{ year: 2027 }] });
    } finally {
      november.cleanup();
    }
  });

  it('a new member owes the new-membership fee (entrance + first subscription), nothing else', async () => {
    const member = newMemberOwing();
    const token = await tokenOfMember(api.request, member);
    const view = (await as(api.request, token).get(`${A}/member-view-for-member-renewal`)).body;
    expect(view).toMatchObject({ member: { status: 1, lastRenewalYear: null, totalDueAmount: member.newMembershipDue.amount }, dues: { years: [] }, newMembershipDue: member.newMembershipDue });
    expect((await as(api.request, token).post(`${A}/membershiprenewal`).send({})).body).toMatchObject({ statusCode: '00', paymentType: 'New Membership', amount: member.newMembershipDue.amount });
  });

  it('lists the miscellaneous items', async () => {
    expect((await as(api.request, tokens.member).get(`${A}/miscellaneous-items`)).body).toEqual({ data: MISCELLANEOUS_ITEMS });
  });
});

describe("who may read a member's dues and payments", () => {
  const other = memberInArrears(1);
  const paths = (memberID) => [
    `${A}/getPaymentFee/3/2024/${memberID}`,
    `${A}/get-payment-amount-cal/100/${memberID}/M0002`,
    `${A}/get-pending-payment-for-member-validation/${memberID}`,
    `${A}/getPaymentDetails/${memberID}`,
    `${A}/getSubscription/${memberID}`,
  ];

  it("a member reading another member's gets 403; an applicant too; staff without a payment screen too", async () => {
    for (const path of paths(other.memberID)) {
      for (const [who, token] of [['member', tokens.member], ['applicant', tokens.applicant], ['council staff', tokens.council]]) {
        const response = await as(api.request, token).get(path);
        expect(response.status, `${who} ${path}`).toBe(403);
        expect(response.body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
      }
    }
  });

  it('the member reads their own; the administrator and finance staff read anyone; an unknown member is 404', async () => {
    for (const path of paths(1)) expect((await as(api.request, tokens.member).get(path)).status, path).toBe(200);
    for (const path of paths(other.memberID)) {
      expect((await as(api.request, tokens.admin).get(path)).status, path).toBe(200);
      expect((await as(api.request, tokens.finance).get(path)).status, path).toBe(200);
    }
    expect((await as(api.request, tokens.admin).get(`${A}/getPaymentDetails/99999`)).status).toBe(404);
  });

  it("payment history: the member's rows, newest first; subscriptions: the years approved payments paid", async () => {
    const mine = seed.payments.filter((row) => row.memberID === 1);
    const history = (await as(api.request, tokens.member).get(`${A}/getPaymentDetails/1`).query({ perPage: 100 })).body;
    expect(history.total).toBe(mine.length);
    expect(history.data.map((row) => row.createdAt)).toEqual(mine.map((row) => row.createdAt).sort().reverse());
    expect(history.data.every((row) => !('slipFileId' in row) && row.statusName)).toBe(true);
    const subscriptions = (await as(api.request, tokens.member).get(`${A}/getSubscription/1`)).body;
    expect(subscriptions.data.map((row) => row.year)).toEqual([2022, 2023, 2024]);
    expect(subscriptions.data.every((row) => /^RCPT-\d{5}$/.test(row.receiptNo))).toBe(true);
  });
});

describe('bank deposit', () => {
  it('a renamed text file, a 5 MB + 1 byte slip and a missing slip are refused (03), leaving neither file nor row', async () => {
    const before = snapshot();
    const text = await deposit(tokens.member, {}, { buffer: Buffer.from('not a slip at all'), filename: 'slip.pdf', contentType: 'application/pdf' });
    expect(text.body).toMatchObject({ statusCode: '03', status: PAYMENT_TEXT.slipRequired });
    const big = await deposit(tokens.member, {}, { buffer: await pdfOfSize(MAX_UPLOAD_BYTES + 1) });
    expect(big.body).toMatchObject({ statusCode: '03', status: PAYMENT_TEXT.slipTooLarge });
    expect((await deposit(tokens.member, {}, undefined)).body).toMatchObject({ statusCode: '03', status: PAYMENT_TEXT.slipRequired });
    expect(snapshot()).toEqual(before);
  });

  it('malformed fields are 400 05 with the field text, leaving nothing', async () => {
    const before = snapshot();
    const slip = { buffer: await samplePdf('Slip') };
    const cases = [
      [{ referenceNumber: '' }, PAYMENT_TEXT.referenceRequired],
      [{ referenceNumber: 'DEP<script>' }, PAYMENT_TEXT.referenceInvalid],
      [{ referenceNumber: 'X'.repeat(31) }, PAYMENT_TEXT.referenceInvalid],
      [{ depositDate: '' }, PAYMENT_TEXT.depositDateRequired],
      [{ depositDate: '2026-02-30' }, PAYMENT_TEXT.depositDateRequired],
      [{ depositDate: '2026-06-16' }, PAYMENT_TEXT.depositDateInFuture],
      [{ depositBank: 'B'.repeat(61) }, 'Bank must be text of at most 60 characters'],
      [{ paymentType: 'Miscellaneous' }, "Payment type must be 'Membership Renewal', 'New Membership' or 'Event Fee'"],
    ];
    for (const [fields, text] of cases) {
      const response = await deposit(tokens.member, fields, slip);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body, JSON.stringify(fields)).toMatchObject({ statusCode: '05', status: text });
    }
    expect(snapshot()).toEqual(before);
  });

  it('a PDF slip creates a pending Payment Slip row at the server amount (the body amount is ignored); a second payment is refused', async () => {
    const before = snapshot();
    const response = await deposit(tokens.member, { amount: '1', totalDueAmount: '1' }, { buffer: await samplePdf('Slip'), filename: 'my slip.pdf' });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Bank deposit submitted for approval', amount: DEMO_TOTAL });
    const row = api.db.get('payments').find({ paymentId: response.body.paymentId }).value();
    expect(row).toMatchObject({
      paymentType: 'Membership Renewal', paymentMode: 'Payment Slip', status: 1, amount: DEMO_TOTAL, receiptNo: '', refNo: `PAY-${String(row.paymentId).padStart(6, '0')}`,
      referenceNumber: 'DEP 2026/0615-1', memberID: 1, memberNo: 'M0001', userId: 3, nic: '198512345678', renewalYears: [2025, 2026], lastRenewalYear: 2026,
      paidDate: '2026-06-14', depositBank: 'Bank of Ceylon', cashDepositsImgPath: 'my slip.pdf', responseText: '',
    });
    expect(row.items).toEqual(DEMO_OWES.map(({ year, amount }) => ({ description: `Annual subscription ${year} (Member)`, amount })));
    expect(api.db.get('files').find({ fileId: row.slipFileId }).value()).toMatchObject({ ownerUserId: 3, originalName: 'my slip.pdf' });
    expect(snapshot().payments).toBe(before.payments + 1);
    expect(snapshot().files.length).toBe(before.files.length + 1);

    const pending = (await as(api.request, tokens.member).get(`${A}/get-pending-payment-for-member-validation/1`)).body;
    expect(pending).toMatchObject({ hasPending: true, pendingPayment: { paymentId: row.paymentId, amount: DEMO_TOTAL, paymentMode: 'Payment Slip' } });
    expect((await as(api.request, tokens.member).get(`${A}/member-view-for-member-renewal`)).body.pendingPayment).toMatchObject({ paymentId: row.paymentId });

    const afterFirst = snapshot();
    const second = await deposit(tokens.member, {}, { buffer: await samplePdf('Slip') });
    expect(second.body).toMatchObject({ statusCode: '02', status: PAYMENT_TEXT.paymentPending });
    expect((await as(api.request, tokens.member).post(`${A}/membershiprenewal`).send({})).body).toMatchObject({ statusCode: '02', status: PAYMENT_TEXT.paymentPending });
    expect(snapshot()).toEqual(afterFirst);
  });

  it('JPEG and PNG slips are accepted by content and stored with their content type', async () => {
    for (const [member, buffer, contentType] of [[memberInArrears(2), jpegBytes(), 'image/jpeg'], [memberInArrears(3), pngBytes(), 'image/png']]) {
      const token = await tokenOfMember(api.request, member);
      const response = await deposit(token, {}, { buffer, filename: 'slip.bin', contentType: 'application/octet-stream' });
      expect(response.body, member.memberNo).toMatchObject({ statusCode: '00' });
      const row = api.db.get('payments').find({ paymentId: response.body.paymentId }).value();
      expect(api.db.get('files').find({ fileId: row.slipFileId }).value().contentType).toBe(contentType);
    }
  });

  it('a slip of exactly 5 MB is accepted', async () => {
    const token = await tokenOfMember(api.request, memberInArrears(1, 1));
    expect((await deposit(token, {}, { buffer: await pdfOfSize(MAX_UPLOAD_BYTES) })).body).toMatchObject({ statusCode: '00' });
  });

  it('a new member pays the new-membership fee by deposit; a renewal deposit is refused meanwhile', async () => {
    const member = newMemberOwing(1);
    const token = await tokenOfMember(api.request, member);
    expect((await deposit(token, {}, { buffer: await samplePdf('Slip') })).body).toMatchObject({ statusCode: '02', status: PAYMENT_TEXT.nothingDue });
    const response = await deposit(token, { paymentType: 'New Membership' }, { buffer: await samplePdf('Slip') });
    expect(response.body).toMatchObject({ statusCode: '00', amount: member.newMembershipDue.amount });
    expect(api.db.get('payments').find({ paymentId: response.body.paymentId }).value()).toMatchObject({ paymentType: 'New Membership', renewalYears: [], subscriptionYear: member.newMembershipDue.year });
  });
});
