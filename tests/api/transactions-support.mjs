// Shared by the transactions back-office tests: a mock API on a settable clock, staff roles holding chosen
// payment screens, tokens for any user, and payments rows made the way the API makes them.
import { addRole, addUser, menuIdOf, startSecurityApi, tokenFor } from '../security/support.mjs';
import { createPayment } from '../../mock-api/lib/payments/payment-rows.mjs';
import { memberDuesOf } from '../../mock-api/lib/payments/dues.mjs';
import { PAYMENT_MODE, PAYMENT_STATUS, PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';

export const SCREEN_140 = '/member/approvetransaction';
export const SCREEN_141 = '/member/acceptpayment';
/** Noon (local) of a day after every seeded payment: the report's "today". */
export const START = new Date(2026, 10, 23, 12, 0, 0).getTime();
export const TODAY = '2026-11-23';

export function startTransactionsApi() {
  const clock = { now: START };
  const api = startSecurityApi({ now: () => clock.now });
  const ctx = { db: api.db, now: () => clock.now };
  let nextUserId = 950;
  /** A token of a staff user whose role ticks exactly these screens. */
  const staffToken = (urls) => {
    const role = addRole(api, { userRoleID: nextUserId++, menuIds: urls.map((url) => menuIdOf(api, url)) });
    return tokenFor(addUser(api, { userID: nextUserId++, roleId: role.userRoleID }), { now: clock.now });
  };
  const userToken = (userID) => tokenFor(api.db.get('users').find({ userID }).value(), { now: clock.now });
  const member = (memberNo) => api.db.get('members').find({ memberNo }).value();
  const memberOfUserId = (userid) => api.db.get('members').find({ userid }).value();
  const payment = (paymentId) => api.db.get('payments').find({ paymentId }).value();
  const dues = (memberRow) => memberDuesOf(ctx, memberRow);
  /** A pending renewal of the member's arrears (amount and years from the server's dues). */
  const pendingRenewal = (memberRow, fields = {}) => {
    const { years, totalDueAmount } = dues(memberRow).dues;
    return createPayment(ctx, {
      member: memberRow,
      paymentType: PAYMENT_TYPE.RENEWAL,
      paymentMode: PAYMENT_MODE.SLIP,
      status: PAYMENT_STATUS.PENDING,
      amount: totalDueAmount,
      renewalYears: years.map((row) => row.year),
      items: years.map((row) => ({ description: `Annual subscription ${row.year}`, amount: row.amount })),
      transactionDes: `Annual subscription ${years.map((row) => row.year).join(', ')}`,
      paidDate: TODAY,
      referenceNumber: 'DEP-TEST-1',
      ...fields,
    });
  };
  return { api, clock, ctx, staffToken, userToken, member, memberOfUserId, payment, dues, pendingRenewal };
}
