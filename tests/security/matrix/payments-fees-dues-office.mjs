// Access-matrix entries of the fee schedule and the member and office payment routes; merged into MATRIX.
import { PAYMENT_SCREENS, SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

const OWN_MEMBER = "another member's payments: 403 (payments-member.test.mjs); the member's own or a payment screen holder's";

export const ENTRIES = {
  // The fee schedule: everyone signed in reads it; staff holding Membership Fees change it.
  'GET /api/application/get-payment-fee-from-table': { access: 'signed-in' },
  'POST /api/application/membership-fees': { access: [SCREEN.MEMBERSHIP_FEES] },
  'PUT /api/application/membership-fees/:feeId': { access: [SCREEN.MEMBERSHIP_FEES], sample: '/api/application/membership-fees/99999' },
  'DELETE /api/application/membership-fees/:feeId': { access: [SCREEN.MEMBERSHIP_FEES], sample: '/api/application/membership-fees/99999' },
  // The member's own dues and payments (the token's member), or staff holding a payment screen.
  'GET /api/application/member-view-for-member-renewal': { access: 'signed-in' },
  'GET /api/usermanagement/member-view-for-member-renewal': { access: 'signed-in' },
  'GET /api/application/getPaymentFee': { access: 'signed-in' },
  'GET /api/application/getPaymentFee/:memberType/:lastRenewalYear/:memberID': { access: 'signed-in', sample: '/api/application/getPaymentFee/3/2024/99999', owner: OWN_MEMBER },
  'GET /api/application/get-payment-amount-cal/:totalDueAmount/:memberID/:memberNo': { access: 'signed-in', sample: '/api/application/get-payment-amount-cal/1/99999/M9999', owner: OWN_MEMBER },
  'GET /api/application/get-pending-payment-for-member-validation/:memberID': { access: 'signed-in', sample: '/api/application/get-pending-payment-for-member-validation/99999', owner: OWN_MEMBER },
  'GET /api/application/getPaymentDetails/:memberID': { access: 'signed-in', sample: '/api/application/getPaymentDetails/99999', owner: OWN_MEMBER },
  'GET /api/application/getSubscription/:membershipid': { access: 'signed-in', sample: '/api/application/getSubscription/99999', owner: OWN_MEMBER },
  'POST /api/application/membershiprenewal': { access: 'signed-in' },
  'POST /api/application/bank-deposit-save': { access: 'signed-in' },
  'GET /api/application/miscellaneous-items': { access: 'signed-in' },
  // The office: look a member up, record cash (approved at once; never for one's own member number).
  'GET /api/application/member-dues/:memberNo': { access: [...PAYMENT_SCREENS], sample: '/api/application/member-dues/M0001' },
  'POST /api/application/payment/:memberNo': { access: [SCREEN.ACCEPT_PAYMENT], sample: '/api/application/payment/M0001', decides: 'officePayment', self: (s) => ({ url: `/api/application/payment/${s.memberNo}` }) },
  'POST /api/application/membership-payment/:memberNo': { access: [SCREEN.ACCEPT_NEW_MEMBERSHIP_PAYMENT], sample: '/api/application/membership-payment/M0001', decides: 'officePayment', self: (s) => ({ url: `/api/application/membership-payment/${s.memberNo}` }) },
  'POST /api/application/miscellaneous-payment/:memberNo': { access: [SCREEN.ACCEPT_MISCELLANEOUS_PAYMENT], sample: '/api/application/miscellaneous-payment/M0001', decides: 'officePayment', self: (s) => ({ url: `/api/application/miscellaneous-payment/${s.memberNo.toLowerCase()}` }) },
};
