/**
 * The bank deposit form's rules as a yup schema for react-hook-form: the reference number by the shared
 * referenceNumberProblem, the deposit date DD/MM/YYYY not after today, the bank at most 60 characters,
 * the slip by slipProblem. The server checks all of them again.
 */
import * as yup from 'yup';
import { PAYMENT_TEXT, referenceNumberProblem } from '../../domain/paymentRules.mjs';
import { formDateToWire, todayWire } from '../../domain/dates';
import { text } from '../../i18n/text';
import { slipProblem } from './slipRules';

export const DEPOSIT_BANK_MAX = 60;

export interface DepositValues {
  referenceNumber: string;
  depositDate: string;
  depositBank: string;
  slip: File | null;
}

export const EMPTY_DEPOSIT: DepositValues = { referenceNumber: '', depositDate: '', depositBank: '', slip: null };

const problemTest = (problemOf: (value: unknown) => string | null) =>
  function check(this: yup.TestContext, value: unknown) {
    const problem = problemOf(value);
    return problem ? this.createError({ message: problem }) : true;
  };

export const depositDateProblem = (value: unknown, today = todayWire()): string | null => {
  const typed = typeof value === 'string' ? value.trim() : '';
  if (!typed) return PAYMENT_TEXT.depositDateRequired;
  const wire = formDateToWire(typed);
  if (!wire) return text('payments.depositDateInvalid');
  return wire > today ? PAYMENT_TEXT.depositDateInFuture : null;
};

export const depositSchema = (today = todayWire()) =>
  yup.object({
    referenceNumber: yup.mixed().nullable().test('reference', problemTest(referenceNumberProblem)),
    depositDate: yup.mixed().nullable().test('date', problemTest((value) => depositDateProblem(value, today))),
    depositBank: yup
      .mixed()
      .nullable()
      .test('bank', problemTest((value) => (typeof value === 'string' && value.trim().length > DEPOSIT_BANK_MAX ? text('payments.depositBankTooLong', { max: DEPOSIT_BANK_MAX }) : null))),
    slip: yup.mixed().nullable().test('slip', problemTest((value) => slipProblem(value instanceof File ? value : null))),
  });
