// Receipt PDF (spec §7 "Receipt PDF", §9 file name): an approved payment's receipt for staff holding a payment
// screen or for the payer; the PDF carries the receipt and member numbers, the LKR amount and the payment mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers.mjs';
import { pdfText } from './pdf-text.mjs';
import { SCREEN_140, SCREEN_141, startTransactionsApi } from './transactions-support.mjs';
import { DECIDE } from '../../src/domain/permissions.mjs';
import { PAYMENT_STATUS } from '../../src/domain/paymentRules.mjs';

const t = startTransactionsApi();
const { api } = t;
afterAll(() => api.cleanup());

const receipt = (token, paymentId) => as(api.request, token).post('/api/application/generatereceiptpdf').send({ paymentId });
const decode = (body) => Buffer.from(body.content, 'base64');
const money = (amount) => `LKR ${amount.toLocaleString('en-US')}.00`;

let demoPayment;
let otherPayment;
beforeAll(() => {
  const demo = t.member('M0001');
  demoPayment = api.db.get('payments').find({ memberID: demo.memberID, status: PAYMENT_STATUS.APPROVED }).value();
  otherPayment = api.db.get('payments').value().find((row) => row.memberID !== demo.memberID && row.status === PAYMENT_STATUS.APPROVED);
});

describe('POST application/generatereceiptpdf', () => {
  it('gives staff of a payment screen the receipt: name, contents', async () => {
    for (const screen of [SCREEN_140, SCREEN_141]) {
      const response = await receipt(t.staffToken([screen]), demoPayment.paymentId);
      expect(response.body).toMatchObject({ statusCode: '00', fileName: `${demoPayment.paymentId} - Receipt.pdf` });
      const bytes = decode(response.body);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      const institute = api.db.get('globaldetails').find({ id: 3 }).value().companyName;
      for (const expected of [institute, 'Receipt', demoPayment.receiptNo, demoPayment.refNo, demoPayment.memberNo, demoPayment.firstName, money(demoPayment.amount), demoPayment.paymentMode]) {
        expect(text, expected).toContain(expected);
      }
    }
  });

  it('prints each item with its amount and the total in LKR', async () => {
    const member = t.member('M0001');
    const payment = t.pendingRenewal(member, { items: [{ description: 'Annual subscription 2025', amount: 3750 }, { description: 'Annual subscription 2026', amount: 3750 }], amount: 7500 });
    const staff = t.staffToken([SCREEN_140, DECIDE.TRANSACTIONS]);
    await as(api.request, staff).put('/api/application/approve-transactions').send({ paymentId: payment.paymentId, approve: 'approve' });
    const text = pdfText(decode((await receipt(staff, payment.paymentId)).body));
    expect(text).toContain('Annual subscription 2025');
    expect(text).toContain('LKR 3,750.00');
    expect(text).toContain('LKR 7,500.00');
    expect(text).toContain('Payment Slip');
  });

  it("lets the payer fetch their own approved payment's receipt, never another member's", async () => {
    const member = t.userToken(demoPayment.userId);
    expect((await receipt(member, demoPayment.paymentId)).body.statusCode).toBe('00');
    const other = await receipt(member, otherPayment.paymentId);
    expect(other.status).toBe(403);
    expect(other.body.content).toBeUndefined();
  });

  it('refuses staff without a payment screen (403) and an applicant (403)', async () => {
    expect((await receipt(t.staffToken(['/user/activity-log']), demoPayment.paymentId)).status).toBe(403);
    expect((await receipt(t.userToken(2), demoPayment.paymentId)).status).toBe(403);
  });

  it("answers '02' for a payment that is not approved, 404 for an unknown one, 400 without an id", async () => {
    const staff = t.staffToken([SCREEN_140]);
    for (const status of [PAYMENT_STATUS.PENDING, PAYMENT_STATUS.REJECTED]) {
      const row = api.db.get('payments').find({ status }).value();
      expect((await receipt(staff, row.paymentId)).body).toMatchObject({ statusCode: '02', status: 'A receipt is printed for an approved transaction only' });
    }
    expect((await receipt(staff, 999999)).status).toBe(404);
    expect((await receipt(staff, undefined)).status).toBe(400);
  });
});
