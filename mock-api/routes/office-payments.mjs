// Payments taken at the institute office (/member/acceptpayment, /member/accept-payment-new-membership,
// /member/accept-payment-miscellaneous): look a member up by number, then record the cash the office took.
// The row is created pending and approved at once through lib/payment-decision.mjs (receipt number, the
// member's renewal or activation, the payer's mail, the activity log). The amount is always the server's.
import { secureRoutes } from '../lib/routes.mjs';
import { screens } from '../lib/access.mjs';
import { PAYMENT_SCREENS, SCREEN } from '../lib/screens.mjs';
import { MEMBER_NUMBER_MAX, STATUS_CODE } from '../lib/constants.mjs';
import { answer, reply } from '../lib/reply.mjs';
import { isPlainObject, trimmed } from '../lib/fields.mjs';
import { memberOfNumber } from '../lib/members.mjs';
import { memberPaymentViewOf } from '../lib/member-payment-view.mjs';
import { todayOf } from '../lib/dues.mjs';
import { miscellaneousItemById, miscellaneousQuoteOf, quoteOf } from '../lib/payment-quotes.mjs';
import { createPayment } from '../lib/payment-rows.mjs';
import { approvePayment } from '../lib/payment-decision.mjs';
import { SUBJECT, notOwnCase } from '../lib/own-case.mjs';
import { MISCELLANEOUS_QUANTITY_MAX, PAYMENT_MODE, PAYMENT_TYPE, referenceNumberProblem } from '../../src/domain/paymentRules.mjs';
import { isWireDate } from '../../src/domain/wireDates.mjs';

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

const malformed = (res, text) => reply(res, 400, text, STATUS_CODE.MISSING_FIELDS, { message: text });

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

  routes.get('/application/member-dues/:memberNo', screens(...PAYMENT_SCREENS), (req, res) => {
    const { member, problem, malformed: bad } = memberByNumber(db, req.params.memberNo);
    if (bad) return malformed(res, problem);
    if (!member) return answer(res, STATUS_CODE.NOT_FOUND, problem);
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', ...memberPaymentViewOf(ctx, member) });
  });

  /**
   * One office route: `quote(member, body)` prices it ({ problem, malformed? } to refuse); the row is made in
   * the office mode and approved by the signed-in staff user.
   */
  const officePayment = (path, screen, quote) =>
    routes.post(path, screens(screen), notOwnCase('officePayment', (req) => SUBJECT.memberNo(db, req.params.memberNo)), (req, res) => {
      if (!isPlainObject(req.body)) return malformed(res, 'Malformed JSON body');
      const found = memberByNumber(db, req.params.memberNo);
      if (found.malformed) return malformed(res, found.problem);
      if (!found.member) return answer(res, STATUS_CODE.NOT_FOUND, found.problem);
      const { fields, problem } = officeFieldsOf(req.body, todayOf(ctx));
      if (problem) return malformed(res, problem);
      const priced = quote(found.member, req.body);
      if (priced.problem) return priced.malformed ? malformed(res, priced.problem) : answer(res, STATUS_CODE.FAILED, priced.problem);
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

  officePayment('/application/payment/:memberNo', SCREEN.ACCEPT_PAYMENT, (member) => quoteOf(ctx, member, PAYMENT_TYPE.RENEWAL));
  officePayment('/application/membership-payment/:memberNo', SCREEN.ACCEPT_NEW_MEMBERSHIP_PAYMENT, (member) => quoteOf(ctx, member, PAYMENT_TYPE.NEW_MEMBERSHIP));
  officePayment('/application/miscellaneous-payment/:memberNo', SCREEN.ACCEPT_MISCELLANEOUS_PAYMENT, (member, body) => {
    const item = typeof body.itemId === 'string' ? miscellaneousItemById(body.itemId) : undefined;
    if (!item) return { problem: OFFICE_TEXT.itemInvalid, malformed: true };
    const quantity = quantityOf(body.quantity);
    if (quantity === null) return { problem: OFFICE_TEXT.quantityInvalid, malformed: true };
    return miscellaneousQuoteOf(item, quantity);
  });

  return routes.router;
}
