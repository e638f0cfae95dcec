// The member's side of payments (spec §7 payment calls; /member/memberrenewal): what the member owes, their
// payment history and subscriptions, the quote of a renewal and the bank-deposit payment with its slip. Every
// amount is the server's (the fee schedule and the member row); amounts in paths or bodies are never charged.
// Reads naming a memberID are the member's own or a payment screen holder's (lib/payments/payment-access.mjs).
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { answer, forbidden, reply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { memberOfUser } from '../lib/members/members.mjs';
import { paymentMemberFor } from '../lib/payments/payment-access.mjs';
import { memberPaymentViewOf } from '../lib/payments/member-payment-view.mjs';
import { duesAnswer, memberDuesOf } from '../lib/payments/dues.mjs';
import { quoteOf } from '../lib/payments/payment-quotes.mjs';
import { paymentsOfMember, transactionRowOf } from '../lib/payments/payments.mjs';
import { receiveSlip, slipDepositRoute } from '../lib/payments/bank-deposit.mjs';
import { MEMBERSHIP_PAYMENT_TYPES, MISCELLANEOUS_ITEMS, PAYMENT_STATUS, PAYMENT_TEXT, PAYMENT_TYPE, renewalYearsOf } from '../../src/domain/paymentRules.mjs';
import { QUOTE_TEXT } from '../lib/payments/payment-quotes.mjs';
import { DEPOSIT_BANK_MAX, DEPOSIT_PAYMENT_TYPES, DEPOSIT_TEXT, SLIP_FIELD } from '../lib/payments/bank-deposit.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, anyOf, array, boolean, byRoute, envelope, idParam, integer, json, nullable, number, object, page, text } from '../lib/contract/schemas.mjs';
import {
  DUES_ANSWER, MEMBER_PAYMENT_VIEW, MEMBER_READ_REFUSED, MISCELLANEOUS_ITEM, NO_MEMBER, PAYMENT_LINE, PAYMENT_MODES, PAYMENT_TYPES, PENDING_PAYMENT,
  TRANSACTION_ROW, YEAR_AMOUNT, referenceNumber,
} from '../lib/contract/shapes/payments.mjs';
import { UPLOAD_LIMITS, uploadPart } from '../lib/contract/shapes/uploads.mjs';

const NO_MEMBER_TEXT = MSG.noMember;
const PREFIX = '§7 Member profile and records: application prefix';
const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
/** An answer about the caller's own members row: what the call gives, or '01' No Member. */
const own = (description, schema) => json(`${description} '01' 'No Member' when the caller has no member record.`, anyOf(schema, NO_MEMBER));
const MEMBER_ID = idParam("404 '01' (no member) or 403 '02' (not the caller's, for a member)");
/** '00' 'success' with these properties. */
const success = (extra) => envelope([STATUS_CODE.OK], extra, { required: Object.keys(extra) });
const SUBSCRIPTION = object(
  { year: integer(), paymentId: integer({ min: 1 }), receiptNo: text(), paidDate: nullable(text()), paymentMode: text({ values: PAYMENT_MODES }) },
  { required: ['year', 'paymentId', 'receiptNo', 'paymentMode'] },
);
const PAYMENT_LIST = {
  sortColumns: ['paymentId', 'refNo', 'receiptNo', 'paymentType', 'paymentMode', 'amount', 'status', 'statusName', 'createdAt', 'paidDate', 'lastRenewalYear'],
  filterColumns: ['refNo', 'receiptNo', 'paymentType', 'paymentMode', 'statusName', 'transactionDes', 'referenceNumber'],
  defaultSort: { column: 'createdAt', direction: 'desc' },
};

const notFound = (res) => reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
const noMember = (res) => res.json({ statusCode: STATUS_CODE.NOT_FOUND, status: NO_MEMBER_TEXT });

/** A number from path text ('7500', '7,500.00'), else null: only echoed back, never charged. */
const claimedAmountOf = (value) => {
  const number = Number(String(value ?? '').replace(/,/g, ''));
  return String(value ?? '').trim() !== '' && Number.isFinite(number) ? number : null;
};

/** The subscription years the member's approved payments paid, oldest first. */
const subscriptionsOf = (db, memberID) =>
  paymentsOfMember(db, memberID)
    .filter((row) => row.status === PAYMENT_STATUS.APPROVED && MEMBERSHIP_PAYMENT_TYPES.includes(row.paymentType))
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
  const memberViewContract = (source) => contract({
    summary: "The caller's membership, dues, payment waiting and open card checkout (the renewal page)",
    source,
    responses: { 200: own("'00' with the member, what they owe now and any payment waiting.", MEMBER_PAYMENT_VIEW) },
  });
  routes.get('/application/member-view-for-member-renewal', SIGNED_IN, memberViewContract(addition('The renewal page reads the same view under the application prefix the other payment calls use.')), memberView);
  routes.get('/usermanagement/member-view-for-member-renewal', SIGNED_IN, memberViewContract(spec(USER_MANAGEMENT, 'GET member-view-for-member-renewal')), memberView);

  routes.get('/application/getPaymentFee', SIGNED_IN, contract({
    summary: 'What the caller owes: the subscription years in arrears and a first payment',
    source: spec(PREFIX, 'GET getPaymentFee'),
    responses: { 200: own("'00' with the dues.", DUES_ANSWER) },
  }), ownMember((member, req, res) => res.json(duesAnswer(ctx, member))));
  // The path's member type and last renewal year are the browser's and are ignored: the stored member's count.
  routes.get('/application/getPaymentFee/:memberType/:lastRenewalYear/:memberID', SIGNED_IN, contract({
    summary: "What a member owes (the member's own, or a payment screen holder's read)",
    source: spec(PREFIX, 'GET getPaymentFee/{memberType}/{lastRenewalYear}/{memberID}'),
    params: object({
      memberType: text({ description: 'Ignored: the stored member type counts.' }),
      lastRenewalYear: text({ description: 'Ignored: the stored last renewal year counts.' }),
      memberID: MEMBER_ID,
    }),
    responses: { 200: json("'00' with the dues.", DUES_ANSWER), ...MEMBER_READ_REFUSED },
  }), readableMember('memberID', (member, req, res) => res.json(duesAnswer(ctx, member))));

  routes.get('/application/get-payment-amount-cal/:totalDueAmount/:memberID/:memberNo', SIGNED_IN, contract({
    summary: "The amount a member's payment now comes to, beside the amount the browser showed",
    source: spec(PREFIX, 'GET get-payment-amount-cal/{totalDueAmount}/{memberID}/{memberNo}'),
    params: object({
      totalDueAmount: text({ description: "The browser's amount ('7,500.00' too): echoed as claimed, never charged." }),
      memberID: MEMBER_ID,
      memberNo: text({ description: 'Ignored: the member is the memberID.' }),
    }),
    responses: {
      200: json("'00' with the server's amount (the first payment, else the renewal years), the claimed one and whether they match.", success({
        amount: number({ min: 0 }), claimed: nullable(number({ description: "The path's amount, null when it is no number." })), matches: boolean(), years: array(YEAR_AMOUNT),
      })),
      ...MEMBER_READ_REFUSED,
    },
  }), readableMember('memberID', (member, req, res) => {
    const { dues, newMembershipDue } = memberDuesOf(ctx, member);
    const years = newMembershipDue ? [] : renewalYearsOf(dues);
    const amount = newMembershipDue ? newMembershipDue.amount : years.reduce((sum, row) => sum + row.amount, 0);
    const claimed = claimedAmountOf(req.params.totalDueAmount);
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', amount, claimed, matches: claimed === amount, years });
  }));

  routes.get('/application/get-pending-payment-for-member-validation/:memberID', SIGNED_IN, contract({
    summary: "Whether a member has a payment waiting for approval (which blocks paying again)",
    source: spec(PREFIX, 'GET get-pending-payment-for-member-validation/{memberID}'),
    params: object({ memberID: MEMBER_ID }),
    responses: { 200: json("'00' with the payment waiting, or null.", success({ hasPending: boolean(), pendingPayment: PENDING_PAYMENT })), ...MEMBER_READ_REFUSED },
  }), readableMember('memberID', (member, req, res) => {
    const { pendingPayment } = memberDuesOf(ctx, member);
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', hasPending: pendingPayment !== null, pendingPayment });
  }));

  routes.get('/application/getPaymentDetails/:memberID', SIGNED_IN, contract({
    summary: "A member's payments (the member's payment history)",
    source: spec(PREFIX, 'GET getPaymentDetails/{memberID}'),
    params: object({ memberID: MEMBER_ID }),
    query: PAGED_QUERY,
    responses: { 200: json('One page of transaction rows, newest first unless sorted otherwise.', page(TRANSACTION_ROW)), ...MEMBER_READ_REFUSED },
  }), readableMember('memberID', (member, req, res) =>
    res.json(pagedList(paymentsOfMember(db, member.memberID).map(transactionRowOf), req.query, PAYMENT_LIST)),
  ));

  routes.get('/application/getSubscription/:membershipid', SIGNED_IN, contract({
    summary: 'The subscription years a member has paid, oldest first',
    source: spec(PREFIX, 'GET getSubscription/{membershipid}'),
    params: object({ membershipid: MEMBER_ID }),
    responses: { 200: json('Every paid year with the payment that paid it.', object({ data: array(SUBSCRIPTION), total: integer({ min: 0 }) }, { required: ['data', 'total'] })), ...MEMBER_READ_REFUSED },
  }), readableMember('membershipid', (member, req, res) => {
    const data = subscriptionsOf(db, member.memberID);
    return res.json({ data, total: data.length });
  }));

  routes.post('/application/membershiprenewal', SIGNED_IN, contract({
    summary: "The quote of the caller's renewal or first payment, priced by the server",
    source: spec(PREFIX, 'POST membershiprenewal'),
    body: byRoute(object({ paymentType: byRoute(text({ values: [PAYMENT_TYPE.RENEWAL, PAYMENT_TYPE.NEW_MEMBERSHIP] }), 'any other value (or none) quotes a renewal, or the first payment of a new member') }), 'a body that is no JSON object reads as an empty one', ['type']),
    responses: {
      200: own(`'00' with the years, amount and receipt lines; '02' '${PAYMENT_TEXT.paymentPending}', '${PAYMENT_TEXT.nothingDue}' or '${QUOTE_TEXT.noNewMembershipDue}'.`, anyOf(
        success({ paymentType: text({ values: PAYMENT_TYPES }), years: array(YEAR_AMOUNT), amount: number({ min: 0 }), items: array(PAYMENT_LINE), transactionDes: text() }),
        envelope([STATUS_CODE.FAILED], {}, { message: true }),
      )),
    },
  }), ownMember((member, req, res) => {
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
  routes.post('/application/bank-deposit-save', SIGNED_IN, contract({
    summary: "Pays the caller's renewal, first payment or held event booking by bank deposit, with the slip (awaits approval)",
    source: spec(PREFIX, 'POST bank-deposit-save'),
    bodyType: 'multipart',
    body: byRoute(object({
      paymentType: text({ values: DEPOSIT_PAYMENT_TYPES }),
      eventMemberId: text({ pattern: '^\\d{1,9}$', description: 'The held booking an Event Fee pays (My Events).' }),
      referenceNumber: referenceNumber("400 '05' with its text"),
      depositDate: text({ format: 'date', description: 'YYYY-MM-DD, not after today (Sri Lanka).' }),
      depositBank: text({ max: DEPOSIT_BANK_MAX, description: 'Optional.' }),
      [SLIP_FIELD]: uploadPart('The bank slip: PDF, JPEG or PNG (by its content).'),
    }, { required: ['paymentType', 'referenceNumber', 'depositDate', SLIP_FIELD] }), "400 '05' with the field's text (checked in this order); a missing or too large slip 200 '03'"),
    responses: {
      200: own(`'00' '${DEPOSIT_TEXT.submitted}' with the payment's id and the server's amount; '02' nothing to pay, a payment waiting or '${PAYMENT_TEXT.checkoutOpen}'; '03' '${PAYMENT_TEXT.slipRequired}' or '${PAYMENT_TEXT.slipTooLarge}'.`, anyOf(
        envelope([STATUS_CODE.OK], { paymentId: integer({ min: 1 }), amount: number({ min: 0 }) }, { message: true, required: ['paymentId', 'amount'] }),
        envelope([STATUS_CODE.FAILED, STATUS_CODE.FAILED_ALT], {}, { message: true }),
      )),
      400: json("'05': a field of the form (its text), or a malformed form.", envelope([STATUS_CODE.MISSING_FIELDS], { message: text() })),
      ...UPLOAD_LIMITS,
    },
  }), receiveSlip, depositLog, ownMember(slipDepositRoute(ctx)));

  routes.get('/application/miscellaneous-items', SIGNED_IN, contract({
    summary: "The office's miscellaneous items and their prices",
    source: addition('The office and the member screens show the price list the server charges, never one of their own.'),
    responses: { 200: json('Every item.', object({ data: array(MISCELLANEOUS_ITEM) }, { required: ['data'] })) },
  }), (req, res) => res.json({ data: MISCELLANEOUS_ITEMS }));

  return routes.router;
}
