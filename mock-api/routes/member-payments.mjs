// The member's side of payments (spec §7 payment calls; /member/memberrenewal): what the member owes, their
// payment history and subscriptions, the quote of a renewal and the bank-deposit payment with its slip. Every
// amount is the server's (the fee schedule and the member row); amounts in paths or bodies are never charged.
// Reads naming a memberID are the member's own or a payment screen holder's (lib/payment-access.mjs).
import { secureRoutes } from '../lib/routes.mjs';
import { SIGNED_IN } from '../lib/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { answer, reply } from '../lib/reply.mjs';
import { idFrom, isPlainObject, trimmed } from '../lib/fields.mjs';
import { pagedList } from '../lib/paging.mjs';
import { memberOfUser } from '../lib/members.mjs';
import { paymentMemberFor } from '../lib/payment-access.mjs';
import { memberPaymentViewOf } from '../lib/member-payment-view.mjs';
import { duesAnswer, memberDuesOf } from '../lib/dues.mjs';
import { quoteOf } from '../lib/payment-quotes.mjs';
import { paymentsOfMember, transactionRowOf } from '../lib/payments.mjs';
import { receiveSlip, slipDepositRoute } from '../lib/bank-deposit.mjs';
import { MISCELLANEOUS_ITEMS, PAYMENT_STATUS, PAYMENT_TYPE, renewalYearsOf } from '../../src/domain/paymentRules.mjs';

const NO_MEMBER = 'No Member';
const PAYMENT_LIST = {
  sortColumns: ['paymentId', 'refNo', 'receiptNo', 'paymentType', 'paymentMode', 'amount', 'status', 'statusName', 'createdAt', 'paidDate', 'lastRenewalYear'],
  filterColumns: ['refNo', 'receiptNo', 'paymentType', 'paymentMode', 'statusName', 'transactionDes', 'referenceNumber'],
  defaultSort: { column: 'createdAt', direction: 'desc' },
};

const forbidden = (res) => reply(res, 403, MSG.notAllowed, STATUS_CODE.FAILED);
const notFound = (res) => reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
const noMember = (res) => res.json({ statusCode: STATUS_CODE.NOT_FOUND, status: NO_MEMBER });

/** A number from path text ('7500', '7,500.00'), else null: only echoed back, never charged. */
const claimedAmountOf = (text) => {
  const number = Number(String(text ?? '').replace(/,/g, ''));
  return String(text ?? '').trim() !== '' && Number.isFinite(number) ? number : null;
};

/** The subscription years the member's approved payments paid, oldest first. */
const subscriptionsOf = (db, memberID) =>
  paymentsOfMember(db, memberID)
    .filter((row) => row.status === PAYMENT_STATUS.APPROVED && row.paymentType !== PAYMENT_TYPE.MISCELLANEOUS)
    .flatMap((row) => {
      const years = row.paymentType === PAYMENT_TYPE.RENEWAL ? row.renewalYears ?? [] : [row.subscriptionYear].filter(Number.isInteger);
      return years.map((year) => ({ year, paymentId: row.paymentId, receiptNo: row.receiptNo, paidDate: row.paidDate, paymentMode: row.paymentMode }));
    })
    .sort((a, b) => a.year - b.year);

export function memberPaymentRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);

  /** Runs handler(member) for the signed-in user's own member row; '01' No Member otherwise. */
  const ownMember = (handler) => (req, res) => {
    const member = memberOfUser(db, req.auth.user.userID);
    return member ? handler(member, req, res) : noMember(res);
  };
  /** Runs handler(member) when the caller may read the member `param` names (own or payment staff). */
  const readableMember = (param, handler) => (req, res) => {
    const { member, status } = paymentMemberFor(db, req.auth.user, idFrom(req.params[param]) ?? 0);
    if (!member) return status === 404 ? notFound(res) : forbidden(res);
    return handler(member, req, res);
  };

  const memberView = ownMember((member, req, res) => res.json({ statusCode: STATUS_CODE.OK, status: 'success', ...memberPaymentViewOf(ctx, member) }));
  routes.get('/application/member-view-for-member-renewal', SIGNED_IN, memberView);
  routes.get('/usermanagement/member-view-for-member-renewal', SIGNED_IN, memberView);

  routes.get('/application/getPaymentFee', SIGNED_IN, ownMember((member, req, res) => res.json(duesAnswer(ctx, member))));
  // The path's member type and last renewal year are the browser's and are ignored: the stored member's count.
  routes.get('/application/getPaymentFee/:memberType/:lastRenewalYear/:memberID', SIGNED_IN, readableMember('memberID', (member, req, res) => res.json(duesAnswer(ctx, member))));

  routes.get('/application/get-payment-amount-cal/:totalDueAmount/:memberID/:memberNo', SIGNED_IN, readableMember('memberID', (member, req, res) => {
    const { dues, newMembershipDue } = memberDuesOf(ctx, member);
    const years = newMembershipDue ? [] : renewalYearsOf(dues);
    const amount = newMembershipDue ? newMembershipDue.amount : years.reduce((sum, row) => sum + row.amount, 0);
    const claimed = claimedAmountOf(req.params.totalDueAmount);
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', amount, claimed, matches: claimed === amount, years });
  }));

  routes.get('/application/get-pending-payment-for-member-validation/:memberID', SIGNED_IN, readableMember('memberID', (member, req, res) => {
    const { pendingPayment } = memberDuesOf(ctx, member);
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', hasPending: pendingPayment !== null, pendingPayment });
  }));

  routes.get('/application/getPaymentDetails/:memberID', SIGNED_IN, readableMember('memberID', (member, req, res) =>
    res.json(pagedList(paymentsOfMember(db, member.memberID).map(transactionRowOf), req.query, PAYMENT_LIST)),
  ));

  routes.get('/application/getSubscription/:membershipid', SIGNED_IN, readableMember('membershipid', (member, req, res) => {
    const data = subscriptionsOf(db, member.memberID);
    return res.json({ data, total: data.length });
  }));

  routes.post('/application/membershiprenewal', SIGNED_IN, ownMember((member, req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const paymentType = trimmed(body.paymentType) === PAYMENT_TYPE.NEW_MEMBERSHIP || member.newMembershipDue ? PAYMENT_TYPE.NEW_MEMBERSHIP : PAYMENT_TYPE.RENEWAL;
    const quote = quoteOf(ctx, member, paymentType);
    if (quote.problem) return answer(res, STATUS_CODE.FAILED, quote.problem);
    // Renewal items are one per year, in year order: the years with their amounts, as `dues` lists them.
    const years = quote.renewalYears.map((year, i) => ({ year, amount: quote.items[i].amount }));
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', paymentType: quote.paymentType, years, amount: quote.amount, items: quote.items, transactionDes: quote.transactionDes });
  }));

  const depositLog = logs({
    entity: 'payment',
    action: 'create',
    recordId: (req, body) => body?.paymentId ?? null,
    detail: (req, body) => `Bank deposit payment #${body?.paymentId} (${body?.amount}) submitted for approval`,
  });
  routes.post('/application/bank-deposit-save', SIGNED_IN, receiveSlip, depositLog, ownMember(slipDepositRoute(ctx)));

  routes.get('/application/miscellaneous-items', SIGNED_IN, (req, res) => res.json({ data: MISCELLANEOUS_ITEMS }));

  return routes.router;
}
