/**
 * Record <-> form values. Forms hold dates as DD/MM/YYYY and selects as bare ids;
 * the wire (the DataProvider) gets YYYY-MM-DD, {value, label} where declared, and the
 * api's constant extraPayload.
 */
import type { RaRecord } from 'react-admin';
import { formDateToWire, isValidWireDate, wireDateToForm } from '../domain/dates';
import type { AnyResource, FieldDef, Fields } from './types';

type Values = Record<string, unknown>;

const isValueLabel = (value: unknown): value is { value: unknown } =>
  typeof value === 'object' && value !== null && 'value' in value;

const toFormValue = (def: FieldDef, value: unknown): unknown => {
  if (def.kind === 'date') return isValidWireDate(String(value).slice(0, 10)) ? wireDateToForm(value) : value;
  if (def.kind === 'select' && isValueLabel(value)) return value.value;
  return value;
};

const toWireValue = (def: FieldDef, value: unknown): unknown => {
  if (def.kind === 'date' && typeof value === 'string') return formDateToWire(value) ?? value;
  if (def.kind === 'select' && def.wire === 'valueLabel' && value !== undefined && value !== null && value !== '') {
    const choice = Array.isArray(def.choices) ? def.choices.find((c) => c.id === value) : undefined;
    return { value, label: choice?.name ?? String(value) };
  }
  return value;
};

const mapDeclared = (fields: Fields, values: Values, convert: (def: FieldDef, value: unknown) => unknown) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const def = fields[name];
      return [name, def && value !== undefined && value !== null ? convert(def, value) : value];
    }),
  );

export const toFormValues = (fields: Fields, record: RaRecord | undefined): Values =>
  record ? mapDeclared(fields, record, toFormValue) : {};

export const toWireValues = (resource: AnyResource, values: Values): Values => ({
  ...mapDeclared(resource.fields, values, toWireValue),
  ...resource.api.extraPayload,
});

/** The id react-admin knows the record by (providers map idField to id; fall back to idField). */
export const recordId = (resource: AnyResource, record: RaRecord): RaRecord['id'] =>
  record.id ?? (record[resource.idField] as RaRecord['id']);
