// Office payments: the member lookup by number and the cash the office records (renewal, new membership,
// miscellaneous), each approved at once with a receipt number and the member moved on; amounts are the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISCELLANEOUS_ITEMS, PAYMENT_TEXT } from '../../src/domain/paymentRules.mjs';
import { as } from './helpers.mjs';
import { memberInArrears, memberWithPending, newMemberOwing, staffTokensOf, startPaymentsApi, subscriptionOf } from './payments-support.mjs';

const A = '/api/application';
const api = startPaymentsApi();
afterAll(() => api.cleanup());
const tokens = {};
beforeAll(async () => {
  Object.assign(tokens, await staffTokensOf(api.request));
});

const OFFICE = { referenceNumber: 'BK-2026-0042', paidDate: '2026-06-15' };
const memberRow = (memberNo) => api.db.get('members').find({ memberNo }).value();
const paymentRow = (paymentId) => api.db.get('payments').find({ paymentId }).value();

describe('member lookup by number', () => {
  it('answers the member, dues and pending payment for any case of the number; 01 when none has it', async () => {
    const body = (await as(api.request, tokens.finance).get(`${A}/member-dues/m0001`)).body;
    expect(body).toMatchObject({ statusCode: '00', member: { memberNo: 'M0001', lastRenewalYear: 2024 }, dues: { years: [{ year: 2025 }, { year: 2026 }] }, newMembershipDue: null, pendingPayment: null });
    expect((await as(api.request, tokens.finance).get(`${A}/member-dues/M9999`)).body).toMatchObject({ statusCode: '01', status: 'No member number found' });
    const long = await as(api.request, tokens.finance).get(`${A}/member-dues/M00001`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ statusCode: '05', status: 'Invalid Member number' });
  });

  it('the auditor (Transaction View only) may look up; a member may not', async () => {
    expect((await as(api.request, tokens.auditor).get(`${A}/member-dues/M0001`)).status).toBe(200);
    expect((await as(api.request, tokens.member).get(`${A}/member-dues/M0001`)).status).toBe(403);
  });
});

describe('office renewal', () => {
  it('records the arrears at the server amount, approved at once: receipt number, member renewed to 2026, mail', async () => {
    const member = memberInArrears(2);
    const owed = [2025, 2026].reduce((sum, year) => sum + subscriptionOf(member.membertypeid, year), 0);
    const response = await as(api.request, tokens.finance).post(`${A}/payment/${member.memberNo}`).send({ ...OFFICE, amount: 1 });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Payment recorded', amount: owed });
    const row = paymentRow(response.body.paymentId);
    expect(response.body.receiptNo).toBe(`RCPT-${String(row.paymentId).padStart(5, '0')}`);
    expect(row).toMatchObject({ paymentMode: 'To Institute Office', paymentType: 'Membership Renewal', status: 2, amount: owed, renewalYears: [2025, 2026], referenceNumber: 'BK-2026-0042', paidDate: '2026-06-15', createdBy: 50, decidedBy: 'staff04@example.org' });
    expect(memberRow(member.memberNo)).toMatchObject({ lastRenewalYear: 2026, validTillDate: '2026-12-31' });
    expect((await as(api.request, tokens.finance).post(`${A}/payment/${member.memberNo}`).send(OFFICE)).body).toMatchObject({ statusCode: '02', status: PAYMENT_TEXT.nothingDue });
  });

  it('refuses while a payment is pending, and bad reference numbers or paid dates (400), recording nothing', async () => {
    const before = api.db.get('payments').size().value();
    expect((await as(api.request, tokens.finance).post(`${A}/payment/${memberWithPending().memberNo}`).send(OFFICE)).body).toMatchObject({ statusCode: '02', status: PAYMENT_TEXT.paymentPending });
    const member = memberInArrears(1);
    for (const [fields, text] of [[{ referenceNumber: '' }, PAYMENT_TEXT.referenceRequired], [{ referenceNumber: 'a;b' }, PAYMENT_TEXT.referenceInvalid], [{ paidDate: '2026-06-16' }, 'The paid date cannot be later than today'], [{ paidDate: '15/06/2026' }, 'Paid date is required']]) {
      const response = await as(api.request, tokens.finance).post(`${A}/payment/${member.memberNo}`).send({ ...OFFICE, ...fields });
      expect(response.status, text).toBe(400);
      expect(response.body).toMatchObject({ statusCode: '05', status: text });
    }
    expect((await as(api.request, tokens.finance).post(`${A}/payment/M9999`).send(OFFICE)).body).toMatchObject({ statusCode: '01', status: 'No member number found' });
    expect(api.db.get('payments').size().value()).toBe(before);
  });

  it('only a holder of Accept Payment records renewals', async () => {
    expect((await as(api.request, tokens.auditor).post(`${A}/payment/M0001`).send(OFFICE)).status).toBe(403);
    expect((await as(api.request, tokens.member).post(`${A}/payment/M0001`).send(OFFICE)).status).toBe(403);
  });
});

describe('office new membership', () => {
  it('records the new-membership fee: the member becomes Active for its year and owes nothing new', async () => {
    const member = newMemberOwing();
    const response = await as(api.request, tokens.finance).post(`${A}/membership-payment/${member.memberNo}`).send(OFFICE);
    expect(response.body).toMatchObject({ statusCode: '00', amount: member.newMembershipDue.amount });
    expect(paymentRow(response.body.paymentId)).toMatchObject({ paymentType: 'New Membership', status: 2, items: [{ amount: member.newMembershipDue.entrance }, { amount: member.newMembershipDue.subscription }] });
    expect(memberRow(member.memberNo)).toMatchObject({ status: 2, newMembershipDue: null, lastRenewalYear: member.newMembershipDue.year, validTillDate: `${member.newMembershipDue.year}-12-31` });
  });

  it("answers '02' when no new membership fee is due", async () => {
    expect((await as(api.request, tokens.finance).post(`${A}/membership-payment/M0001`).send(OFFICE)).body).toMatchObject({ statusCode: '02', status: 'No new membership fee is due' });
  });
});

describe('office miscellaneous', () => {
  it('charges the price list times the quantity; the member is not moved on', async () => {
    const item = MISCELLANEOUS_ITEMS.find((row) => row.id === 'certificate-copy');
    const before = memberRow('M0001');
    const response = await as(api.request, tokens.finance).post(`${A}/miscellaneous-payment/M0001`).send({ ...OFFICE, itemId: item.id, quantity: 2, amount: 1 });
    expect(response.body).toMatchObject({ statusCode: '00', amount: item.amount * 2 });
    expect(paymentRow(response.body.paymentId)).toMatchObject({ paymentType: 'Miscellaneous', status: 2, renewalYears: [], items: [{ description: `${item.name} × 2`, amount: item.amount * 2 }] });
    expect(memberRow('M0001')).toMatchObject({ lastRenewalYear: before.lastRenewalYear });
  });

  it('refuses an unknown item and a quantity outside 1..10', async () => {
    for (const [fields, text] of [[{ itemId: 'gold-medal', quantity: 1 }, 'Select a miscellaneous item'], [{ itemId: 'certificate-copy', quantity: 11 }, 'Quantity must be a whole number from 1 to 10'], [{ itemId: 'certificate-copy', quantity: 0 }, 'Quantity must be a whole number from 1 to 10']]) {
      const response = await as(api.request, tokens.finance).post(`${A}/miscellaneous-payment/M0001`).send({ ...OFFICE, ...fields });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: '05', status: text });
    }
  });
});
