/** Transaction rows as GET application/view-transactions answers them (spec §3). */
import { BANK_RESPONSE, PAYMENT_MODE, PAYMENT_STATUS, PAYMENT_TYPE } from '../../../src/domain/paymentRules.mjs';

export const LIST = 'GET application/view-transactions';
export const DECIDE = 'PUT application/approve-transactions';
export const RECEIPT = 'POST application/generatereceiptpdf';
export const REPORT = 'POST application/get-transaction-all-data-to-pdf';
export const XML = 'GET application/export/xml';
export const slipLinkRoute = (paymentId: number) => `POST application/bank-deposit-slip-link/${paymentId}`;

export const transactionRow = (paymentId: number, status: number, lastName: string, overrides: Record<string, unknown> = {}) => ({
  paymentId,
  paymentType: PAYMENT_TYPE.RENEWAL,
  paymentMode: PAYMENT_MODE.SLIP,
  status,
  amount: 7500,
  receiptNo: status === PAYMENT_STATUS.APPROVED ? `RCPT-${String(paymentId).padStart(5, '0')}` : '',
  refNo: `PAY-${String(paymentId).padStart(6, '0')}`,
  referenceNumber: `BANK-${paymentId}`,
  memberID: 100 + paymentId,
  memberNo: `M${paymentId}`,
  userId: 200 + paymentId,
  nic: '199012345678',
  firstName: 'Nimal',
  lastName,
  lastRenewalYear: 2026,
  renewalYears: [2026],
  transactionDes: 'Annual subscription 2026 (Associate Member)',
  paidDate: '2026-03-05',
  responseText: '',
  cashDepositsImgPath: 'slip.pdf',
  depositBank: 'Bank of Ceylon',
  createdAt: '2026-03-05T08:30:00.000Z',
  ...overrides,
});

/** One row of each status, a gateway row (approved by the bank), and a declined gateway row. */
export const ROWS = [
  transactionRow(1, PAYMENT_STATUS.PENDING, 'Pending-Slip'),
  transactionRow(2, PAYMENT_STATUS.APPROVED, 'Approved-Slip'),
  transactionRow(3, PAYMENT_STATUS.REJECTED, 'Rejected-Slip', { rejectReason: 'Unreadable slip' }),
  transactionRow(4, PAYMENT_STATUS.APPROVED, 'Approved-Card', { paymentMode: PAYMENT_MODE.GATEWAY, responseText: BANK_RESPONSE.APPROVED, cashDepositsImgPath: '' }),
  transactionRow(5, PAYMENT_STATUS.PENDING, 'Pending-Card', { paymentMode: PAYMENT_MODE.GATEWAY, responseText: BANK_RESPONSE.PENDING, cashDepositsImgPath: '' }),
  transactionRow(6, PAYMENT_STATUS.REJECTED, 'Declined-Card', { paymentMode: PAYMENT_MODE.GATEWAY, responseText: BANK_RESPONSE.DECLINED, cashDepositsImgPath: '' }),
];

/** jsdom's Blob has no text(); FileReader reads it. */
export const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
