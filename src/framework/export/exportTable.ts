/**
 * The rows of a list as its CSV says them: the list's columns in order, each headed by its label as the table
 * heads it, each cell the text the table shows (displayText). Pure: translation and the loaded choices of
 * select columns come in.
 */
import type { RaRecord } from 'react-admin';
import { displayText, valueIn, type TextContext } from '../display/displayText';
import type { AnyResource } from '../types';

export interface ExportContext extends TextContext {
  /** A column's heading, as the table's: the field's label, translated (react-admin's label rules). */
  labelOf: (name: string) => string;
}

/** The columns a list exports: the ones it shows. */
export const exportColumns = (resource: AnyResource): readonly string[] => resource.list?.columns ?? [];

export function exportTable(resource: AnyResource, records: readonly RaRecord[], context: ExportContext): { headers: string[]; rows: string[][] } {
  const columns = exportColumns(resource).filter((name) => resource.fields[name]);
  return {
    headers: columns.map((name) => context.labelOf(name)),
    rows: records.map((record) => columns.map((name) => displayText(resource.fields[name], name, valueIn(record, name, resource.fields[name]), record, context))),
  };
}
