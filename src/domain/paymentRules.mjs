// Payment rules shared by the payment screens and the mock API (spec §3 Transaction row and Report filter, §4
// Transaction status, §5 Report filter, §8 Transactions, §9), plain ESM like memberRules.mjs. Amounts are LKR
// numbers; every amount the API charges is computed here from the fee schedule, never taken from a browser.
import { isWireDate } from './wireDates.mjs';

/** Spec §4: 1 Pending (awaiting authorisation), 2 Approved, 16 Reject. */
export const PAYMENT_STATUS = Object.freeze({ PENDING: 1, APPROVED: 2, REJECTED: 16 });
export const PAYMENT_STATUS_NAMES = Object.freeze({ 1: 'Pending', 2: 'Approved', 16: 'Rejected' });

/** The product's short name in "To {product} Office" (spec §9). */
export const PRODUCT_NAME = 'Institute';

/** Spec §9 payment types; Miscellaneous is the office's third kind (membership card, certificate copy, ...). */
export const PAYMENT_TYPE = Object.freeze({ RENEWAL: 'Membership Renewal', NEW_MEMBERSHIP: 'New Membership', MISCELLANEOUS: 'Miscellaneous', EVENT_FEE: 'Event Fee' });
/** The payments of the membership itself: only these pay subscription years, and a pending one blocks paying again. */
export const MEMBERSHIP_PAYMENT_TYPES = Object.freeze([PAYMENT_TYPE.RENEWAL, PAYMENT_TYPE.NEW_MEMBERSHIP]);
/** Spec §9 payment modes. */
export const PAYMENT_MODE = Object.freeze({ GATEWAY: 'Payment Gateway', SLIP: 'Payment Slip', OFFICE: `To ${PRODUCT_NAME} Office` });
/** The report filter's "All" option (type, mode and renewal year). */
export const ALL = 'All';

/** Spec §9 report options, in the order the selects show them: "All" first, as it is each select's default. */
export const REPORT_PAYMENT_TYPES = Object.freeze([ALL, PAYMENT_TYPE.RENEWAL, PAYMENT_TYPE.NEW_MEMBERSHIP]);
export const REPORT_PAYMENT_MODES = Object.freeze([ALL, PAYMENT_MODE.GATEWAY, PAYMENT_MODE.SLIP, PAYMENT_MODE.OFFICE]);
export const RENEWAL_YEAR_FIRST = 2000;
export const RENEWAL_YEAR_LAST = 2030;
export const REPORT_RENEWAL_YEARS = Object.freeze([ALL, ...Array.from({ length: RENEWAL_YEAR_LAST - RENEWAL_YEAR_FIRST + 1 }, (_, i) => String(RENEWAL_YEAR_FIRST + i))]);
/** Spec §9 status filter of the transactions table. */
export const STATUS_FILTER = Object.freeze([
  { id: PAYMENT_STATUS.APPROVED, name: 'Approved' },
  { id: PAYMENT_STATUS.PENDING, name: 'Pending' },
  { id: PAYMENT_STATUS.REJECTED, name: 'Rejected' },
]);

/**
 * A card checkout the gateway has not answered (chosen where the spec is silent): no payment and nothing awaiting
 * approval. Started (open, the member may continue or cancel it), expired (left open longer than the configured
 * time) or cancelled (by the member here, or at the gateway). Transaction View's status filter lists them after
 * the spec's three statuses.
 */
export const CHECKOUT_STATE = Object.freeze({ STARTED: 'checkout-started', EXPIRED: 'checkout-expired', CANCELLED: 'checkout-cancelled' });
export const CHECKOUT_STATE_NAMES = Object.freeze({
  [CHECKOUT_STATE.STARTED]: 'Checkout started',
  [CHECKOUT_STATE.EXPIRED]: 'Checkout expired',
  [CHECKOUT_STATE.CANCELLED]: 'Checkout cancelled',
});

/** The gateway's answer shown as the bank response badge; only the first is a success (spec §2). */
export const BANK_RESPONSE = Object.freeze({ APPROVED: 'TRANSACTION APPROVED', DECLINED: 'TRANSACTION DECLINED', PENDING: 'TRANSACTION PENDING', CANCELLED: 'TRANSACTION CANCELLED' });

/** Spec §9 card types of the membership card (a miscellaneous item). */
export const CARD_TYPE = Object.freeze({ STANDARD: 1, COLOUR: 2 });

/** Office miscellaneous items and their LKR prices (the institute's price list). */
export const MISCELLANEOUS_ITEMS = Object.freeze([
  Object.freeze({ id: 'membership-card-1', name: 'Membership card (standard)', cardType: CARD_TYPE.STANDARD, amount: 500 }),
  Object.freeze({ id: 'membership-card-2', name: 'Membership card (colour)', cardType: CARD_TYPE.COLOUR, amount: 1000 }),
  Object.freeze({ id: 'certificate-copy', name: 'Membership certificate copy', amount: 1500 }),
  Object.freeze({ id: 'letter-of-standing', name: 'Letter of good standing', amount: 750 }),
]);
export const MISCELLANEOUS_QUANTITY_MAX = 10;

/** Spec §5 and §8 texts of the transaction screens. */
export const PAYMENT_TEXT = Object.freeze({
  paymentTypeRequired: 'Payment Type is required',
  paymentModeRequired: 'Payment Mode name is required',
  renewalYearRequired: 'Renewal year name is required',
  dateSelectionTitle: 'Date Selection Required',
  dateSelectionRequired: 'Date Selection Required – Please select both From Date and To Date',
  startDateRequired: 'Please Select Start Date',
  endDateRequired: 'Please Select End Date',
  dateInFuture: 'Dates cannot be later than today',
  invalidDateRange: 'Invalid date range',
  approved: 'Transaction Approved',
  rejected: 'Transaction Rejected',
  confirm: 'Are you sure?',
  approveButton: 'Approve it!',
  rejectButton: 'Reject it!',
  receiptFailed: 'Error occured when generating the PDF',
  reportDownloaded: 'Transaction report downloaded successfully',
  reportFailed: 'Error generating transaction report',
  // Chosen where the spec is silent:
  paymentPending: 'You already have a payment waiting for approval. You can pay again once it has been decided.',
  checkoutOpen: 'A card payment was started and is not finished. Continue it or cancel it first.',
  checkoutCancelled: 'Card payment cancelled',
  checkoutNotOpen: 'This card payment is no longer open',
  nothingDue: 'Nothing is due',
  noTransactions: 'No transactions match the filter',
  notPending: 'Only a pending transaction can be approved or rejected',
  rejectReasonRequired: 'A reason is required to reject a transaction',
  receiptNotApproved: 'A receipt is printed for an approved transaction only',
  slipRequired: 'Please upload the bank slip (PDF, JPEG or PNG).',
  slipTooLarge: 'File size must be less than or equal to 5MB.',
  referenceRequired: 'Bank reference number is required',
  referenceInvalid: 'Use letters, digits, spaces, / and - only (at most 30 characters)',
  depositDateRequired: 'Deposit date is required',
  depositDateInFuture: 'The deposit date cannot be later than today',
});

export const REFERENCE_NUMBER_MAX = 30;
/** A reference's characters (after trimming): a letter or digit, then letters, digits, spaces, / and -. */
export const REFERENCE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;
export const REJECT_REASON_MAX = 500;

/** A bank or office reference number's problem, or null. */
export const referenceNumberProblem = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return PAYMENT_TEXT.referenceRequired;
  if (text.length > REFERENCE_NUMBER_MAX || !REFERENCE_NUMBER_PATTERN.test(text)) return PAYMENT_TEXT.referenceInvalid;
  return null;
};

/**
 * The fee schedule (Membership Fees): a row's effective year RENEWAL_YEAR_FIRST..RENEWAL_YEAR_LAST and
 * two LKR amounts 0..FEE_AMOUNT_MAX with at most two decimals; the form and the API say the same words.
 */
export const FEE_AMOUNT_MAX = 10_000_000;

export const FEE_TEXT = Object.freeze({
  saved: 'Saved Successfully',
  updated: 'Updated Successfully',
  deleted: 'Deleted Successfully',
  duplicate: 'A fee for this member type and year already exists',
  notFound: 'Fee not found',
  memberType: 'Select a valid member type',
  year: `Effective year must be a whole number from ${RENEWAL_YEAR_FIRST} to ${RENEWAL_YEAR_LAST}`,
  entranceFee: `Entrance fee must be an amount from 0 to ${FEE_AMOUNT_MAX.toLocaleString('en-US')} with at most 2 decimals`,
  annualSubscription: `Annual subscription must be an amount from 0 to ${FEE_AMOUNT_MAX.toLocaleString('en-US')} with at most 2 decimals`,
});

/** A number (or numeric text) as a whole number, else NaN. */
export const wholeNumberOf = (value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : Number.NaN;
};

/** A fee amount (number or numeric text) 0..FEE_AMOUNT_MAX with at most 2 decimals, to the cent; else NaN. */
export const feeAmountOf = (value) => {
  const number = typeof value === 'string' && /^\d{1,8}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > FEE_AMOUNT_MAX) return Number.NaN;
  return Math.abs(Math.round(number * 100) - number * 100) < 1e-6 ? Math.round(number * 100) / 100 : Number.NaN;
};

/** FEE_TEXT.year unless the value is a whole year RENEWAL_YEAR_FIRST..RENEWAL_YEAR_LAST, else null. */
export const effectiveYearProblem = (value) => {
  const year = wholeNumberOf(value);
  return year >= RENEWAL_YEAR_FIRST && year <= RENEWAL_YEAR_LAST ? null : FEE_TEXT.year;
};

/** FEE_TEXT[field] unless the value is a fee amount (feeAmountOf), else null; field: entranceFee | annualSubscription. */
export const feeAmountProblem = (field, value) => (Number.isNaN(feeAmountOf(value)) ? FEE_TEXT[field] : null);

/**
 * The fee row in force for a member type in a year: the one with the latest effectiveYear not after it.
 * feeRows: [{ membertypeid, effectiveYear, entranceFee, annualSubscription }].
 */
export const feeInForce = (feeRows, membertypeid, year) =>
  feeRows
    .filter((row) => row.membertypeid === membertypeid && row.effectiveYear <= year)
    .reduce((best, row) => (!best || row.effectiveYear > best.effectiveYear ? row : best), undefined);

/** Renewals open on 1 November for the next year (chosen: the institute's renewal season). */
export const RENEWAL_OPENS_MONTH = 11;

/**
 * What a member owes for subscriptions (spec §3 member.totalDueAmount): every unpaid year after
 * lastRenewalYear up to this year, each at the fee in force that year. When nothing is in arrears and the
 * renewal season is open, the next year is offered as `advance` (optional, not part of totalDueAmount).
 * today: YYYY-MM-DD. Answers { years: [{ year, amount }], totalDueAmount, advance: { year, amount } | null }.
 */
export function duesOf({ feeRows, membertypeid, lastRenewalYear, today }) {
  const thisYear = Number(today.slice(0, 4));
  const from = Number.isInteger(lastRenewalYear) ? lastRenewalYear + 1 : thisYear;
  const priced = (year) => ({ year, amount: feeInForce(feeRows, membertypeid, year)?.annualSubscription ?? 0 });
  const years = [];
  for (let year = from; year <= thisYear; year += 1) years.push(priced(year));
  const totalDueAmount = years.reduce((sum, row) => sum + row.amount, 0);
  const seasonOpen = Number(today.slice(5, 7)) >= RENEWAL_OPENS_MONTH;
  // Once the next year is paid in advance there is nothing more to offer.
  const paidAhead = Number.isInteger(lastRenewalYear) && lastRenewalYear > thisYear;
  const advance = years.length === 0 && seasonOpen && !paidAhead ? priced(thisYear + 1) : null;
  return { years, totalDueAmount, advance };
}

/** The years a renewal payment covers: the arrears, else the advance year, else none. */
export const renewalYearsOf = (dues) => (dues.years.length > 0 ? dues.years : dues.advance ? [dues.advance] : []);

/** Entrance fee plus the first year's subscription in force in `year` (a new member's first payment). */
export function newMembershipFeeOf(feeRows, membertypeid, year) {
  const row = feeInForce(feeRows, membertypeid, year);
  if (!row) return undefined;
  return { year, entrance: row.entranceFee, subscription: row.annualSubscription, amount: row.entranceFee + row.annualSubscription };
}

/**
 * Report filter (spec §5), one message per problem: a missing select says so under it; both dates missing is
 * the "Date Selection Required" dialog alone (no field texts beside it); one date missing is that field's own
 * text ("Please Select Start Date" / "Please Select End Date"); a date later than today (Sri Lanka's) says so
 * under that date; only when both dates stand does a start on or after the end give "Invalid date range".
 */
export function reportFilterProblems({ paymentType, paymentMode, renewalYear, fromDate, toDate }, today) {
  const fields = {};
  if (!paymentType) fields.paymentType = PAYMENT_TEXT.paymentTypeRequired;
  if (!paymentMode) fields.paymentMode = PAYMENT_TEXT.paymentModeRequired;
  if (!renewalYear) fields.renewalYear = PAYMENT_TEXT.renewalYearRequired;
  const bothMissing = !fromDate && !toDate;
  if (!bothMissing) {
    if (!fromDate) fields.fromDate = PAYMENT_TEXT.startDateRequired;
    else if (!isWireDate(fromDate) || fromDate > today) fields.fromDate = PAYMENT_TEXT.dateInFuture;
    if (!toDate) fields.toDate = PAYMENT_TEXT.endDateRequired;
    else if (!isWireDate(toDate) || toDate > today) fields.toDate = PAYMENT_TEXT.dateInFuture;
  }
  const range = fromDate && toDate && !fields.fromDate && !fields.toDate && fromDate >= toDate ? PAYMENT_TEXT.invalidDateRange : null;
  return { fields, dialog: bothMissing ? PAYMENT_TEXT.dateSelectionRequired : null, range };
}

/**
 * The report modal's first values: "All" in every select and this month so far in Sri Lanka (from its 1st to
 * today). On the 1st that would be a start equal to the end, which spec §5 refuses ("Invalid date range"), so
 * the range then starts on the 1st of the month before. today: YYYY-MM-DD.
 */
export function defaultReportFilter(today) {
  const [year, month, day] = today.split('-').map(Number);
  const start = day > 1 ? { year, month } : month > 1 ? { year, month: month - 1 } : { year: year - 1, month: 12 };
  const fromDate = `${start.year}-${String(start.month).padStart(2, '0')}-01`;
  return { paymentType: ALL, paymentMode: ALL, renewalYear: ALL, fromDate, toDate: today };
}
