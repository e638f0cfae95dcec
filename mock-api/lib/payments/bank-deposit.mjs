// A member's bank-deposit payment (POST application/bank-deposit-save): the form's fields are checked, then
// what is due, then the slip; only when all pass is the slip stored and the pending payments row created, so
// a refused request leaves neither a file nor a row. The amount is the server's quote, never the form's.
import { PAYMENT_MODE, PAYMENT_TEXT, PAYMENT_TYPE, referenceNumberProblem } from '../../../src/domain/paymentRules.mjs';
import { isWireDate } from '../../../src/domain/wireDates.mjs';
import { STATUS_CODE } from '../constants.mjs';
import { answer, badAnswer } from '../http/reply.mjs';
import { trimmed } from '../http/fields.mjs';
import { receiveFile, storeFile } from '../files/uploads.mjs';
import { todayOf } from './dues.mjs';
import { quoteOf } from './payment-quotes.mjs';
import { createPayment } from './payment-rows.mjs';
import { openCheckoutOf } from './checkouts.mjs';
import { linkBookingPayment } from '../events/bookings.mjs';

export const SLIP_FIELD = 'slip';
export const SLIP_KINDS = Object.freeze(['pdf', 'jpeg', 'png']);
export const DEPOSIT_BANK_MAX = 60;

export const DEPOSIT_TEXT = Object.freeze({
  submitted: 'Bank deposit submitted for approval',
  paymentType: `Payment type must be '${PAYMENT_TYPE.RENEWAL}', '${PAYMENT_TYPE.NEW_MEMBERSHIP}' or '${PAYMENT_TYPE.EVENT_FEE}'`,
  depositBank: `Bank must be text of at most ${DEPOSIT_BANK_MAX} characters`,
});

/** Parses the multipart form with the slip (PDF, JPEG or PNG by content, at most 5 MB). */
export const receiveSlip = receiveFile(SLIP_FIELD, SLIP_KINDS);


export const DEPOSIT_PAYMENT_TYPES = Object.freeze([PAYMENT_TYPE.RENEWAL, PAYMENT_TYPE.NEW_MEMBERSHIP, PAYMENT_TYPE.EVENT_FEE]);

/**
 * The form's problem text (400 '05'), or the checked { paymentType, referenceNumber, depositDate, depositBank,
 * eventMemberId } (the booking an event fee pays; the quote refuses an event fee without one).
 */
export function depositFieldsOf(body, today) {
  const paymentType = trimmed(body.paymentType);
  if (!DEPOSIT_PAYMENT_TYPES.includes(paymentType)) return { problem: DEPOSIT_TEXT.paymentType };
  const referenceProblem = referenceNumberProblem(body.referenceNumber);
  if (referenceProblem) return { problem: referenceProblem };
  const depositDate = trimmed(body.depositDate);
  if (!isWireDate(depositDate)) return { problem: PAYMENT_TEXT.depositDateRequired };
  if (depositDate > today) return { problem: PAYMENT_TEXT.depositDateInFuture };
  if (body.depositBank !== undefined && typeof body.depositBank !== 'string') return { problem: DEPOSIT_TEXT.depositBank };
  const depositBank = trimmed(body.depositBank);
  if (depositBank.length > DEPOSIT_BANK_MAX) return { problem: DEPOSIT_TEXT.depositBank };
  const eventMemberId = /^\d{1,9}$/.test(trimmed(body.eventMemberId)) ? Number(trimmed(body.eventMemberId)) : undefined;
  return { fields: { paymentType, referenceNumber: trimmed(body.referenceNumber), depositDate, depositBank, eventMemberId } };
}

/** The route's handler for the signed-in member's own members row (after receiveSlip). */
export const slipDepositRoute = (ctx) => (member, req, res) => {
  const { fields, problem } = depositFieldsOf(req.body ?? {}, todayOf(ctx));
  if (problem) return badAnswer(res, problem);
  const quote = quoteOf(ctx, member, fields.paymentType, { eventMemberId: fields.eventMemberId });
  if (quote.problem) return answer(res, STATUS_CODE.FAILED, quote.problem);
  // A card checkout still open could yet be paid: one way at a time (the member continues or cancels it first).
  if (openCheckoutOf(ctx, member.memberID)) return answer(res, STATUS_CODE.FAILED, PAYMENT_TEXT.checkoutOpen);
  const upload = res.locals.upload;
  if (upload?.problem) return answer(res, STATUS_CODE.FAILED_ALT, upload.problem === 'tooLarge' ? PAYMENT_TEXT.slipTooLarge : PAYMENT_TEXT.slipRequired);
  const file = storeFile(ctx, { ownerUserId: member.userid, file: upload.file, use: 'bankSlip' });
  const payment = createPayment(ctx, {
    member,
    paymentType: quote.paymentType,
    paymentMode: PAYMENT_MODE.SLIP,
    amount: quote.amount,
    renewalYears: quote.renewalYears,
    items: quote.items,
    transactionDes: quote.transactionDes,
    subscriptionYear: quote.subscriptionYear,
    referenceNumber: fields.referenceNumber,
    paidDate: fields.depositDate,
    depositBank: fields.depositBank,
    slipFileId: file.fileId,
    cashDepositsImgPath: file.originalName,
    createdBy: req.auth.user.userID,
    eventId: quote.eventId,
    eventMemberId: quote.eventMemberId,
  });
  // The held booking waits for finance's decision on this deposit (approval confirms it, rejection releases it).
  if (quote.eventMemberId) linkBookingPayment(ctx, quote.eventMemberId, { paymentId: payment.paymentId });
  return answer(res, STATUS_CODE.OK, DEPOSIT_TEXT.submitted, { paymentId: payment.paymentId, amount: payment.amount });
};
