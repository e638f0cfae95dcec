/**
 * The rows of a list as its CSV says them: the list's columns in order, each headed by its label as the table
 * heads it, each cell the text the table shows (displayText), except where a spreadsheet needs the value itself:
 * an amount is a plain number ("7500.00", the currency in its heading: "Amount (LKR)") so the column sums, and a
 * text field (a phone, an NIC, a reference) stays text even when it is all digits. Pure: translation and the
 * loaded choices of select columns come in.
 */
import type { RaRecord } from 'react-admin';
import { CURRENCY, plainAmount } from '../../domain/money';
import { displayText, isEmptyValue, valueIn, type TextContext } from '../display/displayText';
import type { AnyResource, FieldDef } from '../types';
import type { CsvValue } from './csv';

export interface ExportContext extends TextContext {
  /** A column's heading, as the table's: the field's label, translated (react-admin's label rules). */
  labelOf: (name: string) => string;
}

/** The columns a list exports: the ones it shows. */
export const exportColumns = (resource: AnyResource): readonly string[] => resource.list?.columns ?? [];

/** "Amount (LKR)": a money column names its currency once, in its heading (unless the label already does). */
const heading = (def: FieldDef, label: string): string => (def.kind === 'money' && !label.includes(CURRENCY) ? `${label} (${CURRENCY})` : label);

const cell = (def: FieldDef, name: string, record: RaRecord, context: ExportContext): CsvValue => {
  const value = valueIn(record, name, def);
  if (def.kind === 'money') return isEmptyValue(value) ? '' : plainAmount(value);
  const text = displayText(def, name, value, record, context);
  return def.kind === 'text' ? { keepAsText: text } : text;
};

export function exportTable(resource: AnyResource, records: readonly RaRecord[], context: ExportContext): { headers: string[]; rows: CsvValue[][] } {
  const columns = exportColumns(resource).filter((name) => resource.fields[name]);
  return {
    headers: columns.map((name) => heading(resource.fields[name], context.labelOf(name))),
    rows: records.map((record) => columns.map((name) => cell(resource.fields[name], name, record, context))),
  };
}
