/**
 * Texts of the fee schedule (/user/membership-fees) and the three office payment screens
 * (/member/acceptpayment, /member/accept-payment-new-membership, /member/accept-payment-miscellaneous).
 * The spec's own words come from src/domain/paymentRules (PAYMENT_TEXT), shared with the mock API;
 * the rest are chosen where the spec is silent.
 */
import { FEE_TEXT, MISCELLANEOUS_QUANTITY_MAX, PAYMENT_TEXT } from '../../domain/paymentRules.mjs';

export const membershipFees = {
  noun: 'membership fee',
  dialogTitle: 'Membership Fee',
  memberType: 'Member Type',
  effectiveYear: 'Effective Year',
  entranceFee: 'Entrance Fee',
  annualSubscription: 'Annual Subscription',
  updatedAt: 'Updated',
  memberTypeRequired: 'Member type is required',
  effectiveYearRequired: 'Effective year is required',
  entranceFeeRequired: 'Entrance fee is required',
  annualSubscriptionRequired: 'Annual subscription is required',
  // the API's own words (paymentRules FEE_TEXT), so the toasts and the API's answers say the same
  saved: FEE_TEXT.saved,
  updated: FEE_TEXT.updated,
  deleted: FEE_TEXT.deleted,
};

export const officePayments = {
  // the member search (label, button and "Member number is Required" are memberAdmin's)
  memberNumberInvalid: 'Invalid Member number',
  searchFailed: 'The member could not be loaded.',
  // the member card
  memberCard: 'Member',
  memberNo: 'Member No',
  memberName: 'Member Name',
  memberType: 'Member Type',
  status: 'Status',
  lastRenewalYear: 'Last Renewal Year',
  validTill: 'Valid Till',
  // what is due
  dueTitle: 'Due',
  subscriptionYear: 'Annual subscription %{year}',
  advanceYear: 'Annual subscription %{year} (in advance)',
  entranceFee: 'Entrance fee',
  firstSubscription: 'Annual subscription %{year}',
  total: 'Total',
  nothingDue: PAYMENT_TEXT.nothingDue,
  noNewMembershipDue: 'No new membership fee is due',
  pendingPayment: 'This member has a payment waiting for approval (%{amount}, %{type}). Decide it on Transaction View / Approve before recording another.',
  // the form
  paymentTitle: 'Payment received at the office',
  referenceNumber: 'Office receipt book number',
  paidDate: 'Paid date',
  paidDateRequired: 'Paid date is required',
  paidDateInFuture: 'The paid date cannot be later than today',
  invalidDate: 'Please enter the date as DD/MM/YYYY',
  item: 'Item',
  itemRequired: 'Item is required',
  quantity: 'Quantity',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MISCELLANEOUS_QUANTITY_MAX}`,
  record: 'Record payment',
  confirmText: 'Record %{amount} paid by %{name} (%{memberNo})?',
  confirmButton: 'Yes',
  itemsFailed: 'The items could not be loaded.',
  // the result
  recorded: 'Payment recorded',
  receiptNo: 'Receipt No',
  amount: 'Amount',
  paymentId: 'Payment ID',
  printReceipt: 'Print receipt',
  receiptFailed: PAYMENT_TEXT.receiptFailed,
  another: 'Record another payment',
};
