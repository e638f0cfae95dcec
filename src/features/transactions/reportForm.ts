/**
 * The report modal's rules (spec §5 Report filter): the form holds DD/MM/YYYY dates; the shared
 * reportFilterProblems (src/domain/paymentRules) decides the field texts, the "Date Selection Required"
 * dialog and "Invalid date range", one message per problem. A typed date that is no real date says how to
 * type it (that alone). It opens on "All" and this month so far, in Sri Lanka time.
 */
import { formDateToWire, wireDateToForm } from '../../domain/dates';
import { defaultReportFilter, reportFilterProblems } from '../../domain/paymentRules.mjs';
import { sriLankaToday } from '../../domain/sriLankaTime.mjs';
import { msg } from '../../i18n/keys';
import type { ReportFilterWire } from './transactionApi';

export interface ReportFormValues {
  paymentType: string;
  paymentMode: string;
  renewalYear: string;
  fromDate: string;
  toDate: string;
}

/** The values the modal opens with: "All" in every select, from the 1st of this month to today (Sri Lanka). */
export const defaultReportForm = (today: string = sriLankaToday()): ReportFormValues => {
  const filter = defaultReportFilter(today);
  return { ...filter, fromDate: wireDateToForm(filter.fromDate), toDate: wireDateToForm(filter.toDate) };
};

export interface ReportFormCheck {
  /** Field -> the text under it. */
  fields: Partial<Record<keyof ReportFormValues, string>>;
  /** The "Date Selection Required" dialog's text, when both dates are missing. */
  dialog: string | null;
  /** "Invalid date range" when the start is not before the end. */
  range: string | null;
  /** The wire filter, when nothing is wrong. */
  filter: ReportFilterWire | null;
}

/** '' when empty, null when typed but not a real DD/MM/YYYY date, else YYYY-MM-DD. */
const wireDate = (text: string): string | null => (text.trim() === '' ? '' : formDateToWire(text));

export const checkReportForm = (values: ReportFormValues, today: string = sriLankaToday()): ReportFormCheck => {
  const fromDate = wireDate(values.fromDate);
  const toDate = wireDate(values.toDate);
  const filter: ReportFilterWire = { ...values, fromDate: fromDate ?? '', toDate: toDate ?? '' };
  // a malformed date is judged as a date that is there (no dialog, no range beside it): its field says how to type it
  const problems = reportFilterProblems({ ...filter, fromDate: fromDate ?? '0000-01-01', toDate: toDate ?? today }, today);
  const fields: ReportFormCheck['fields'] = { ...problems.fields };
  if (fromDate === null) fields.fromDate = msg('transactions.dateFormat');
  if (toDate === null) fields.toDate = msg('transactions.dateFormat');
  const range = fromDate === null || toDate === null ? null : problems.range;
  const ok = Object.keys(fields).length === 0 && !problems.dialog && !range;
  return { fields, dialog: problems.dialog, range, filter: ok ? filter : null };
};
