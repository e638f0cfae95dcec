// Access-matrix entries of the transaction routes (list, approval, PDFs, exports); merged into MATRIX.
import { PERMISSION, SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

const APPROVE_TRANSACTIONS = SCREEN.APPROVE_TRANSACTIONS;

export const ENTRIES = {
  'GET /api/application/view-transactions': { access: [APPROVE_TRANSACTIONS] },
  // Deciding is its own permission (reading the screen is not enough), never on one's own payment.
  'PUT /api/application/approve-transactions': { access: [PERMISSION.DECIDE_TRANSACTIONS], decides: 'payment', self: (s) => ({ body: { paymentId: s.paymentId, approve: 'approve' } }) },
  'POST /api/application/get-transaction-all-data-to-pdf': { access: [APPROVE_TRANSACTIONS] },
  'GET /api/application/export/xml': { access: [APPROVE_TRANSACTIONS] },
  // Staff holding a payment screen, or the payer: the handler checks (transactions-receipt.test.mjs).
  'POST /api/application/generatereceiptpdf': { access: 'signed-in' },
  'POST /api/application/bank-deposit-slip-link/:paymentId': {
    access: 'signed-in',
    sample: '/api/application/bank-deposit-slip-link/99999',
    owner: "another member's payment: 403; staff without /member/approvetransaction: 403 (transactions-slip.test.mjs)",
  },
  // Public (a new window sends no token) but the signed ?t= token is the key: missing, expired, altered or
  // another payment's token is 403 (transactions-slip.test.mjs). The sample names no payment: 404.
  'GET /api/application/bank-deposit-slip-view/:paymentId': {
    access: 'public',
    sample: '/api/application/bank-deposit-slip-view/none',
    notPersonal: 'serves a slip only with a valid signed link token (120 s, one payment)',
  },
  'GET /api/application/send-member-renewal-payment-status-mail/:paymentId': { access: [APPROVE_TRANSACTIONS], sample: '/api/application/send-member-renewal-payment-status-mail/99999' },
  'GET /api/application/send-membership-payment-status-mail/:paymentId': { access: [APPROVE_TRANSACTIONS], sample: '/api/application/send-membership-payment-status-mail/99999' },
};
