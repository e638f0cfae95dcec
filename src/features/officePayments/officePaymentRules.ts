/**
 * The office payment form's rules: the receipt-book reference number (referenceNumberProblem, the API's
 * rule too), a paid date DD/MM/YYYY not after today, and for an item a choice and a quantity 1..10.
 * Problems are message keys or the shared rule's own text.
 */
import { formDateToWire } from '../../domain/dates';
import { MISCELLANEOUS_QUANTITY_MAX, referenceNumberProblem } from '../../domain/paymentRules.mjs';
import { msg } from '../../i18n/keys';
import type { OfficePaymentKind } from './officePaymentModes';

export interface OfficeFormValues {
  referenceNumber: string;
  /** DD/MM/YYYY as typed. */
  paidDate: string;
  itemId: string;
  quantity: string;
}

export type OfficeFormProblems = Partial<Record<keyof OfficeFormValues, string>>;

const paidDateProblem = (text: string, today: string): string | null => {
  if (!text.trim()) return msg('officePayments.paidDateRequired');
  const wire = formDateToWire(text);
  if (!wire) return msg('officePayments.invalidDate');
  return wire > today ? msg('officePayments.paidDateInFuture') : null;
};

/** A whole number of items from 1 to the limit, or null. */
export const quantityOf = (text: string): number | null => {
  const quantity = /^\d{1,2}$/.test(text.trim()) ? Number(text) : NaN;
  return quantity >= 1 && quantity <= MISCELLANEOUS_QUANTITY_MAX ? quantity : null;
};

/** today: YYYY-MM-DD. */
export const officeFormProblems = (values: OfficeFormValues, kind: OfficePaymentKind, today: string): OfficeFormProblems => {
  const problems: OfficeFormProblems = {};
  const reference = referenceNumberProblem(values.referenceNumber);
  if (reference) problems.referenceNumber = reference;
  const paidDate = paidDateProblem(values.paidDate, today);
  if (paidDate) problems.paidDate = paidDate;
  if (kind === 'miscellaneous') {
    if (!values.itemId) problems.itemId = msg('officePayments.itemRequired');
    if (quantityOf(values.quantity) === null) problems.quantity = msg('officePayments.quantityInvalid');
  }
  return problems;
};
