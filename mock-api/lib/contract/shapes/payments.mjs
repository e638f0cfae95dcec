// The shapes of the payment calls (routes/member-payments.mjs, office-payments.mjs, transactions.mjs, gateway.mjs,
// membership-fees.mjs): what a member owes (lib/payments/dues.mjs), the member as the payment screens see them
// (lib/payments/member-payment-view.mjs), a transaction row (lib/payments/payments.mjs, lib/payments/payment-rows.mjs) and a quote's lines.
// the card orders (lib/payments/gateway.mjs) and the fee schedule. Every amount in them is the server's, LKR.
import { MEMBER_NUMBER_MAX, STATUS_CODE } from '../../constants.mjs';
import {
  CHECKOUT_STATE, FEE_AMOUNT_MAX, MISCELLANEOUS_QUANTITY_MAX, PAYMENT_MODE, PAYMENT_TYPE, REFERENCE_NUMBER_MAX, REFERENCE_NUMBER_PATTERN, RENEWAL_YEAR_FIRST, RENEWAL_YEAR_LAST,
} from '../../../../src/domain/paymentRules.mjs';
import { STANDING } from '../../../../src/domain/memberStanding.mjs';
import { ORDER_STATE } from '../../payments/gateway.mjs';
import { anyOf, array, boolean, byRoute, envelope, integer, json, named, nullable, number, object, text } from '../schemas.mjs';

const AMOUNT = number({ min: 0, description: 'LKR.' });
const YEAR = integer({ description: 'A subscription year.' });
const STAMP = text({ description: 'When it was recorded (ISO 8601, UTC).' });
const DAY = text({ format: 'date', description: 'YYYY-MM-DD, Sri Lanka time.' });

export const PAYMENT_TYPES = Object.values(PAYMENT_TYPE);
export const PAYMENT_MODES = Object.values(PAYMENT_MODE);

/** A year and its subscription. */
export const YEAR_AMOUNT = named('YearAmount', object({ year: YEAR, amount: AMOUNT }, { required: ['year', 'amount'] }));

/** The subscription years in arrears, their total and the next year offered in the renewal season (lib/payments/dues.mjs). */
export const DUES = named('Dues', object(
  { years: array(YEAR_AMOUNT), totalDueAmount: AMOUNT, advance: nullable(object(YEAR_AMOUNT.properties, { required: ['year', 'amount'], description: 'The next year, offered from 1 November when nothing is in arrears.' })) },
  { required: ['years', 'totalDueAmount', 'advance'] },
));

/** A new member's first payment: the entrance fee and the first subscription year (null when none is owed). */
export const NEW_MEMBERSHIP_DUE = named('NewMembershipDue', nullable(object(
  { year: YEAR, entrance: AMOUNT, subscription: AMOUNT, amount: AMOUNT },
  { required: ['year', 'entrance', 'subscription', 'amount'] },
)));

/** The member's payment awaiting a decision, or null. */
export const PENDING_PAYMENT = named('PendingPayment', nullable(object(
  { paymentId: integer({ min: 1 }), paymentType: text({ values: PAYMENT_TYPES }), paymentMode: text({ values: PAYMENT_MODES }), amount: AMOUNT, createdAt: STAMP },
  { required: ['paymentId', 'paymentType', 'paymentMode', 'amount', 'createdAt'] },
)));

/** The card checkout the gateway has not answered yet, or null (lib/payments/checkouts.mjs openCheckoutView). */
export const OPEN_CHECKOUT = named('OpenCheckout', nullable(object(
  { logId: integer({ min: 1 }), orderId: text(), paymentType: text({ values: PAYMENT_TYPES }), amount: AMOUNT, createdAt: STAMP, expiresAt: STAMP, eventMemberId: integer({ min: 1, description: 'The held booking an Event Fee checkout pays.' }) },
  { required: ['logId', 'orderId', 'paymentType', 'amount', 'createdAt', 'expiresAt'] },
)));

/** Who the member is and their standing today, as the payment screens show it. */
export const PAYMENT_MEMBER = named('PaymentMember', object(
  {
    memberID: integer({ min: 1 }),
    memberNo: text({ max: MEMBER_NUMBER_MAX }),
    userid: integer({ min: 1, description: "The member's account." }),
    firstName: text(),
    lastName: text(),
    memberType: text(),
    membertypeid: integer({ min: 1 }),
    status: integer({ description: 'The member status (spec §4).' }),
    lastRenewalYear: nullable(YEAR),
    standing: text({ values: Object.values(STANDING) }),
    standingName: text(),
    validTillDate: nullable(DAY),
    graceUntil: nullable(DAY),
    totalDueAmount: AMOUNT,
  },
  { required: ['memberID', 'memberNo', 'userid', 'firstName', 'lastName', 'memberType', 'membertypeid', 'status', 'lastRenewalYear', 'standing', 'standingName', 'totalDueAmount'] },
));

/** '00' with the member, what they owe, the payment waiting and the open checkout (lib/payments/member-payment-view.mjs). */
export const MEMBER_PAYMENT_VIEW = named('MemberPaymentView', envelope([STATUS_CODE.OK], {
  member: PAYMENT_MEMBER, dues: DUES, newMembershipDue: NEW_MEMBERSHIP_DUE, pendingPayment: PENDING_PAYMENT, openCheckout: OPEN_CHECKOUT,
}, { required: ['member', 'dues', 'newMembershipDue', 'pendingPayment', 'openCheckout'] }));

/** '00' with what the member owes (lib/payments/dues.mjs duesAnswer). */
export const DUES_ANSWER = named('DuesAnswer', envelope([STATUS_CODE.OK], { dues: DUES, newMembershipDue: NEW_MEMBERSHIP_DUE }, { required: ['dues', 'newMembershipDue'] }));

/** A receipt line. */
export const PAYMENT_LINE = named('PaymentLine', object({ description: text(), amount: AMOUNT }, { required: ['description', 'amount'] }));

/** A transaction row (spec §3) as the lists send it: the stored payment with its status name and whether it has a slip. */
export const TRANSACTION_ROW = named('TransactionRow', object(
  {
    paymentId: integer({ min: 1 }),
    paymentType: text({ values: PAYMENT_TYPES }),
    paymentMode: text({ values: PAYMENT_MODES }),
    status: integer({ description: '1 Pending, 2 Approved, 16 Rejected (spec §4).' }),
    statusName: text(),
    amount: AMOUNT,
    receiptNo: text({ description: "'RCPT-' and five digits once approved, else ''." }),
    refNo: text({ description: "'PAY-' and six digits: the reference the payer quotes." }),
    referenceNumber: text({ description: 'The bank or receipt-book reference.' }),
    memberID: integer({ min: 1 }),
    memberNo: text(),
    userId: integer({ min: 1 }),
    nic: text(),
    firstName: text(),
    lastName: text(),
    memberTypeName: text(),
    lastRenewalYear: nullable(YEAR),
    renewalYears: array(YEAR),
    subscriptionYear: nullable(YEAR),
    transactionDes: text(),
    items: array(PAYMENT_LINE),
    paidDate: nullable(text()),
    responseText: text(),
    cashDepositsImgPath: text({ description: "The slip's file name, '' without one." }),
    depositBank: text(),
    createdAt: STAMP,
    decidedAt: nullable(STAMP),
    decidedBy: nullable(text()),
    rejectReason: text(),
    hasSlip: boolean({ description: 'A bank slip can be viewed (bank-deposit-slip-view).' }),
  },
  { required: ['paymentId', 'paymentType', 'paymentMode', 'status', 'statusName', 'amount', 'memberID', 'memberNo', 'createdAt', 'hasSlip'] },
));

/** An office miscellaneous item and its price. */
export const MISCELLANEOUS_ITEM = named('MiscellaneousItem', object(
  { id: text(), name: text(), cardType: integer({ description: 'The membership card kind (spec §9).' }), amount: AMOUNT },
  { required: ['id', 'name', 'amount'] },
));

/** The '01' No Member answer of a call about the caller's own members row. */
export const NO_MEMBER = named('NoMember', envelope([STATUS_CODE.NOT_FOUND]));

/** 403 '02' and 404 '01' of a read naming a member the caller may not read, or no member. */
export const MEMBER_READ_REFUSED = Object.freeze({
  403: json("'02': a member's own data only, or a payment screen's holder.", envelope([STATUS_CODE.FAILED])),
  404: json("'01': no member has this id.", envelope([STATUS_CODE.NOT_FOUND])),
});

/** A member number in a path: at most MEMBER_NUMBER_MAX characters, any case; the route answers its own text. */
export const memberNoParam = (answer) => byRoute(text({ max: MEMBER_NUMBER_MAX, description: 'A member number, any case.' }), answer);

/** 1..MISCELLANEOUS_QUANTITY_MAX (digits as text are taken too). */
export const MISCELLANEOUS_QUANTITY = integer({ min: 1, max: MISCELLANEOUS_QUANTITY_MAX });

/** A card checkout the gateway has not answered, as a Transaction View row: its order number is its id and reference. */
export const CHECKOUT_ROW = named('CheckoutRow', object(
  {
    paymentId: text({ description: 'The order number (no payment exists).' }),
    paymentType: text({ values: PAYMENT_TYPES }),
    paymentMode: text({ values: [PAYMENT_MODE.GATEWAY] }),
    status: text({ values: Object.values(CHECKOUT_STATE) }),
    statusName: text(),
    amount: AMOUNT,
    refNo: text(),
    receiptNo: text(),
    memberID: integer({ min: 1 }),
    memberNo: text(),
    userId: integer({ min: 1 }),
    renewalYears: array(YEAR),
    hasSlip: boolean(),
    createdAt: STAMP,
    decidedAt: nullable(STAMP),
  },
  { required: ['paymentId', 'paymentType', 'paymentMode', 'status', 'statusName', 'amount', 'memberNo', 'createdAt', 'hasSlip'] },
));

/** A file answer beside its JSON refusals of the same status (a report that may find nothing to export). */
export const fileOrJson = (description, mediaType, schema) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema } },
});

/** What the payer's screen is told of a card order (lib/payments/gateway.mjs orderEventOf): one stream event, or the polling answer. */
export const ORDER_EVENT = named('PaymentOrderEvent', object(
  {
    logId: integer({ min: 1 }),
    orderId: text({ description: "'ORD-' and six digits or more." }),
    state: text({ values: Object.values(ORDER_STATE) }),
    paymentType: text({ values: PAYMENT_TYPES }),
    paymentId: nullable(integer({ min: 1, description: 'The payment the gateway credited, once it did.' })),
    receiptNo: text(),
    responseText: text({ description: "The bank's response (spec §2 badge), '' before it." }),
    amount: AMOUNT,
  },
  { required: ['logId', 'orderId', 'state', 'paymentType', 'receiptNo', 'responseText', 'amount'] },
));

/** A row of the membership fee schedule: a member type's fees from a year on. */
export const FEE_ROW = named('MembershipFee', object(
  {
    feeId: integer({ min: 1 }),
    membertypeid: integer({ min: 1 }),
    memberTypeName: text(),
    effectiveYear: integer({ min: RENEWAL_YEAR_FIRST, max: RENEWAL_YEAR_LAST }),
    entranceFee: number({ min: 0, max: FEE_AMOUNT_MAX }),
    annualSubscription: number({ min: 0, max: FEE_AMOUNT_MAX }),
    updatedAt: STAMP,
    updatedBy: text(),
  },
  { required: ['feeId', 'membertypeid', 'memberTypeName', 'effectiveYear', 'entranceFee', 'annualSubscription'] },
));

const FEE_RULE = "400 '05' with the field's text (src/domain/paymentRules.mjs FEE_TEXT), the first refused field's";
const FEE_AMOUNT = byRoute(anyOf(number({ min: 0, max: FEE_AMOUNT_MAX }), text({ pattern: '^\\d{1,8}(\\.\\d{1,2})?$' })), FEE_RULE);
/** The fee form: numbers, or their digits as text. */
export const FEE_FORM = named('MembershipFeeForm', object(
  {
    membertypeid: byRoute(anyOf(integer({ min: 1 }), text()), FEE_RULE),
    effectiveYear: byRoute(anyOf(integer({ min: RENEWAL_YEAR_FIRST, max: RENEWAL_YEAR_LAST }), text()), FEE_RULE),
    entranceFee: { ...FEE_AMOUNT, description: 'LKR, at most two decimals.' },
    annualSubscription: { ...FEE_AMOUNT, description: 'LKR, at most two decimals.' },
  },
  { required: ['membertypeid', 'effectiveYear', 'entranceFee', 'annualSubscription'] },
));

/** A bank or receipt-book reference (src/domain/paymentRules.mjs referenceNumberProblem), trimmed first. */
export const referenceNumber = (answer) => byRoute(text({ max: REFERENCE_NUMBER_MAX, pattern: REFERENCE_NUMBER_PATTERN.source, description: 'Trimmed, then checked.' }), answer);
