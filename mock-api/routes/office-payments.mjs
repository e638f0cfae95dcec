// Payments taken at the institute office (/member/acceptpayment, /member/accept-payment-new-membership,
// /member/accept-payment-miscellaneous): look a member up by number, then record the cash the office took.
// The row is created pending and approved at once through lib/payments/payment-decision.mjs (receipt number, the
// member's renewal or activation, the payer's mail, the activity log). The amount is always the server's.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { PAYMENT_SCREENS, SCREEN } from '../lib/registry/screens.mjs';
import { MEMBER_NUMBER_MAX, STATUS_CODE } from '../lib/constants.mjs';
import { answer, badAnswer } from '../lib/http/reply.mjs';
import { isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { memberOfNumber } from '../lib/members/members.mjs';
import { memberPaymentViewOf } from '../lib/payments/member-payment-view.mjs';
import { todayOf } from '../lib/payments/dues.mjs';
import { createPayment } from '../lib/payments/payment-rows.mjs';
import { approvePayment } from '../lib/payments/payment-decision.mjs';
import { SUBJECT, notOwnCase } from '../lib/auth/own-case.mjs';
import { MISCELLANEOUS_ITEMS, MISCELLANEOUS_QUANTITY_MAX, PAYMENT_MODE, PAYMENT_TEXT, PAYMENT_TYPE, referenceNumberProblem } from '../../src/domain/paymentRules.mjs';
import { isWireDate } from '../../src/domain/wireDates.mjs';
import { QUOTE_TEXT, miscellaneousItemById, miscellaneousQuoteOf, quoteOf } from '../lib/payments/payment-quotes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { anyOf, byRoute, envelope, integer, json, number, object, text } from '../lib/contract/schemas.mjs';
import { MEMBER_PAYMENT_VIEW, MISCELLANEOUS_QUANTITY, memberNoParam, referenceNumber } from '../lib/contract/shapes/payments.mjs';

export const OFFICE_TEXT = Object.freeze({
  recorded: 'Payment recorded',
  noMemberNumber: 'No member number found',
  memberNumberRequired: 'Member number is Required',
  memberNumberInvalid: 'Invalid Member number',
  paidDateRequired: 'Paid date is required',
  paidDateInFuture: 'The paid date cannot be later than today',
  itemInvalid: 'Select a miscellaneous item',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MISCELLANEOUS_QUANTITY_MAX}`,
});

const PREFIX = '§7 Member profile and records: application prefix';
const { OK, NOT_FOUND, FAILED, MISSING_FIELDS } = STATUS_CODE;
const MEMBER_NO = memberNoParam(`400 '05' 'Member number is Required' / 'Invalid Member number'; 200 '01' 'No member number found'`);
const REFUSED_400 = json("'05': the form's or the member number's text, or a body that is no JSON object.", envelope([MISSING_FIELDS], {}, { message: true }));
const OFFICE_RULE = "400 '05' with the field's text, checked in this order";
/** The office's receipt-book reference and the paid day, and (miscellaneous) the item and the quantity. */
const OFFICE_FORM = {
  referenceNumber: referenceNumber(OFFICE_RULE),
  paidDate: byRoute(text({ format: 'date', description: 'YYYY-MM-DD, not after today (Sri Lanka).' }), OFFICE_RULE),
};
const MISCELLANEOUS_FORM = {
  itemId: byRoute(text({ values: MISCELLANEOUS_ITEMS.map((item) => item.id) }), OFFICE_RULE),
  quantity: byRoute(anyOf(MISCELLANEOUS_QUANTITY, text({ pattern: '^\\s*\\d{1,2}\\s*$' })), OFFICE_RULE),
};


/** The member of a member number (≤ 5 characters, any case): { member } | { problem, malformed }. */
function memberByNumber(db, value) {
  const wanted = trimmed(value).toUpperCase();
  if (!wanted) return { problem: OFFICE_TEXT.memberNumberRequired, malformed: true };
  if (wanted.length > MEMBER_NUMBER_MAX) return { problem: OFFICE_TEXT.memberNumberInvalid, malformed: true };
  const member = memberOfNumber(db, wanted);
  return member ? { member } : { problem: OFFICE_TEXT.noMemberNumber };
}

/** The office receipt-book reference and the paid day: problem text or { referenceNumber, paidDate }. */
function officeFieldsOf(body, today) {
  const referenceProblem = referenceNumberProblem(body.referenceNumber);
  if (referenceProblem) return { problem: referenceProblem };
  const paidDate = trimmed(body.paidDate);
  if (!isWireDate(paidDate)) return { problem: OFFICE_TEXT.paidDateRequired };
  if (paidDate > today) return { problem: OFFICE_TEXT.paidDateInFuture };
  return { fields: { referenceNumber: trimmed(body.referenceNumber), paidDate } };
}

/** 1..MISCELLANEOUS_QUANTITY_MAX from a number or digits, else null. */
const quantityOf = (value) => {
  const number = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value;
  return Number.isInteger(number) && number >= 1 && number <= MISCELLANEOUS_QUANTITY_MAX ? number : null;
};

export function officePaymentRoutes(ctx) {
  const { db } = ctx;
  const routes = secureRoutes(ctx);

  routes.get('/application/member-dues/:memberNo', screens(...PAYMENT_SCREENS), contract({
    summary: 'A member looked up by number: who they are, what they owe and any payment waiting (the office screens)',
    source: addition('The office screens look a member up by number and see what is owed before taking a payment.'),
    params: object({ memberNo: MEMBER_NO }),
    responses: {
      200: json(`'00' with the member and what they owe; '01' '${OFFICE_TEXT.noMemberNumber}'.`, anyOf(MEMBER_PAYMENT_VIEW, envelope([NOT_FOUND], {}, { message: true }))),
      400: REFUSED_400,
    },
  }), (req, res) => {
    const { member, problem, malformed: bad } = memberByNumber(db, req.params.memberNo);
    if (bad) return badAnswer(res, problem);
    if (!member) return answer(res, STATUS_CODE.NOT_FOUND, problem);
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', ...memberPaymentViewOf(ctx, member) });
  });

  /**
   * One office route: `quote(member, body)` prices it ({ problem, malformed? } to refuse); the row is made in
   * the office mode and approved by the signed-in staff user.
   */
  const officePayment = (path, screen, { summary, call, form = {} }, quote) =>
    routes.post(path, screens(screen), contract({
      summary,
      source: spec(PREFIX, call),
      params: object({ memberNo: MEMBER_NO }),
      body: byRoute(object({ ...OFFICE_FORM, ...form }, { required: ['referenceNumber', 'paidDate', ...Object.keys(form)] }), "400 '05' 'Malformed JSON body' (with message)", ['type']),
      responses: {
        200: json(`'00' '${OFFICE_TEXT.recorded}' with the payment's id, receipt number and the server's amount; '02' '${PAYMENT_TEXT.paymentPending}', '${PAYMENT_TEXT.nothingDue}' or '${QUOTE_TEXT.noNewMembershipDue}'; '01' '${OFFICE_TEXT.noMemberNumber}'.`, anyOf(
          envelope([OK], { paymentId: integer({ min: 1 }), receiptNo: text(), amount: number({ min: 0 }) }, { message: true, required: ['paymentId', 'receiptNo', 'amount'] }),
          envelope([FAILED, NOT_FOUND], {}, { message: true }),
        )),
        400: REFUSED_400,
      },
    }), notOwnCase('officePayment', (req) => SUBJECT.memberNo(db, req.params.memberNo)), (req, res) => {
      if (!isPlainObject(req.body)) return badAnswer(res, 'Malformed JSON body');
      const found = memberByNumber(db, req.params.memberNo);
      if (found.malformed) return badAnswer(res, found.problem);
      if (!found.member) return answer(res, STATUS_CODE.NOT_FOUND, found.problem);
      const { fields, problem } = officeFieldsOf(req.body, todayOf(ctx));
      if (problem) return badAnswer(res, problem);
      const priced = quote(found.member, req.body);
      if (priced.problem) return priced.malformed ? badAnswer(res, priced.problem) : answer(res, STATUS_CODE.FAILED, priced.problem);
      const { user } = req.auth;
      const row = createPayment(ctx, {
        member: found.member,
        paymentType: priced.paymentType,
        paymentMode: PAYMENT_MODE.OFFICE,
        amount: priced.amount,
        renewalYears: priced.renewalYears,
        items: priced.items,
        transactionDes: priced.transactionDes,
        subscriptionYear: priced.subscriptionYear,
        referenceNumber: fields.referenceNumber,
        paidDate: fields.paidDate,
        createdBy: user.userID,
      });
      const approved = approvePayment(ctx, row, { actor: user.username, actorUserId: user.userID });
      return answer(res, STATUS_CODE.OK, OFFICE_TEXT.recorded, { paymentId: row.paymentId, receiptNo: (approved || row).receiptNo, amount: row.amount });
    });

  officePayment('/application/payment/:memberNo', SCREEN.ACCEPT_PAYMENT, { summary: "Records a member's renewal paid at the office (approved at once)", call: 'POST payment/{x}' }, (member) => quoteOf(ctx, member, PAYMENT_TYPE.RENEWAL));
  officePayment('/application/membership-payment/:memberNo', SCREEN.ACCEPT_NEW_MEMBERSHIP_PAYMENT, { summary: "Records a new member's first payment taken at the office (approved at once)", call: 'POST membership-payment/{x}' }, (member) => quoteOf(ctx, member, PAYMENT_TYPE.NEW_MEMBERSHIP));
  officePayment('/application/miscellaneous-payment/:memberNo', SCREEN.ACCEPT_MISCELLANEOUS_PAYMENT, { summary: 'Records a miscellaneous item sold at the office (approved at once)', call: 'POST miscellaneous-payment/{x}', form: MISCELLANEOUS_FORM }, (member, body) => {
    const item = typeof body.itemId === 'string' ? miscellaneousItemById(body.itemId) : undefined;
    if (!item) return { problem: OFFICE_TEXT.itemInvalid, malformed: true };
    const quantity = quantityOf(body.quantity);
    if (quantity === null) return { problem: OFFICE_TEXT.quantityInvalid, malformed: true };
    return miscellaneousQuoteOf(item, quantity);
  });

  return routes.router;
}
