/**
 * The report modal's rules (spec §5 Report filter): the form holds DD/MM/YYYY dates; the shared
 * reportFilterProblems (src/domain/paymentRules) decides the field texts, the "Date Selection Required"
 * dialog and "Invalid date range". A typed date that is no real date counts as not selected and says
 * how to type it.
 */
import { formDateToWire, todayWire } from '../../domain/dates';
import { reportFilterProblems } from '../../domain/paymentRules.mjs';
import { msg } from '../../i18n/keys';
import type { ReportFilterWire } from './transactionApi';

export interface ReportFormValues {
  paymentType: string;
  paymentMode: string;
  renewalYear: string;
  fromDate: string;
  toDate: string;
}

export const EMPTY_REPORT_FORM: ReportFormValues = { paymentType: '', paymentMode: '', renewalYear: '', fromDate: '', toDate: '' };

export interface ReportFormCheck {
  /** Field -> the text under it. */
  fields: Partial<Record<keyof ReportFormValues, string>>;
  /** The "Date Selection Required" dialog's text, when a date is missing. */
  dialog: string | null;
  /** "Invalid date range" when the start is not before the end. */
  range: string | null;
  /** The wire filter, when nothing is wrong. */
  filter: ReportFilterWire | null;
}

/** '' when empty, null when typed but not a real DD/MM/YYYY date, else YYYY-MM-DD. */
const wireDate = (text: string): string | null => (text.trim() === '' ? '' : formDateToWire(text));

export const checkReportForm = (values: ReportFormValues, today: string = todayWire()): ReportFormCheck => {
  const fromDate = wireDate(values.fromDate);
  const toDate = wireDate(values.toDate);
  // a malformed date counts as not selected (the dialog asks for both), and its field says how to type it
  const filter: ReportFilterWire = { ...values, fromDate: fromDate ?? '', toDate: toDate ?? '' };
  const problems = reportFilterProblems(filter, today);
  const fields: ReportFormCheck['fields'] = { ...problems.fields };
  if (fromDate === null) fields.fromDate = msg('transactions.dateFormat');
  if (toDate === null) fields.toDate = msg('transactions.dateFormat');
  const ok = Object.keys(fields).length === 0 && !problems.dialog && !problems.range;
  return { fields, dialog: problems.dialog, range: problems.range, filter: ok ? filter : null };
};
