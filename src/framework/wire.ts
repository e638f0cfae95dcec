/**
 * Record <-> form values. Forms hold dates as DD/MM/YYYY, selects and statuses as bare ids and
 * trees as ticked ids; the wire (the DataProvider) gets YYYY-MM-DD, {value, label} where declared,
 * tree nodes with ticked flags where declared, and the api's constant extraPayload. Labels and
 * nodes the form loaded (lookups) come in `loaded`, reported by the inputs.
 */
import type { RaRecord } from 'react-admin';
import { formDateToWire, isValidWireDate, wireDateToForm } from '../domain/dates';
import { buildTree, nodeRecordsOf, tickedLeaves, toTreeNodes, treeToWire, type NodeId, type TreeNode } from './tree';
import type { AnyResource, Choice, FieldDef, Fields } from './types';
import { isShown, shownValues } from './conditions';
import { applySendAs } from './sendAs';
import { otherChoiceOf } from './lookupOrOther';

type Values = Record<string, unknown>;

/** What a form's inputs loaded, by field name: the choices of selects, the nodes of trees. */
export interface LoadedOptions {
  choices: Record<string, readonly Choice[]>;
  nodes: Record<string, readonly TreeNode[]>;
}

export const noLoadedOptions = (): LoadedOptions => ({ choices: {}, nodes: {} });

const isValueLabel = (value: unknown): value is { value: unknown } =>
  typeof value === 'object' && value !== null && 'value' in value;

/** {value, label} -> value; anything else as it is (a status badge or select reads either). */
export const bareValue = (value: unknown): unknown => (isValueLabel(value) ? value.value : value);

const asIds = (value: unknown): NodeId[] =>
  Array.isArray(value) ? value.filter((v): v is NodeId => typeof v === 'string' || typeof v === 'number') : [];

const toFormValue = (def: FieldDef, value: unknown): unknown => {
  switch (def.kind) {
    case 'date':
      return isValidWireDate(String(value).slice(0, 10)) ? wireDateToForm(value) : value;
    case 'select':
    case 'status':
    case 'lookupOrOther':
      return bareValue(value);
    case 'tree': {
      const records = nodeRecordsOf(value);
      return records ? tickedLeaves(buildTree(toTreeNodes(records))) : value;
    }
    default:
      return value;
  }
};

const labelOf = (def: FieldDef, loaded: readonly Choice[] | undefined, value: unknown): string => {
  const hasChoices = def.kind === 'select' || def.kind === 'status' || def.kind === 'lookupOrOther';
  const fixed = hasChoices && Array.isArray(def.choices) ? def.choices : [];
  const other = def.kind === 'lookupOrOther' ? otherChoiceOf(def, fixed) : [];
  const choice = [...(loaded ?? []), ...fixed, ...other].find((c) => String(c.id) === String(value));
  return choice?.name ?? String(value);
};

const toWireValue = (def: FieldDef, value: unknown, name: string, loaded: LoadedOptions): unknown => {
  if (def.kind === 'date' && typeof value === 'string') return formDateToWire(value) ?? value;
  if ((def.kind === 'select' || def.kind === 'status') && def.wire === 'valueLabel' && value !== '')
    return { value, label: labelOf(def, loaded.choices[name], value) };
  if (def.kind === 'tree') {
    const nodes = loaded.nodes[name];
    return nodes ? treeToWire(def, buildTree(nodes), asIds(value)) : value;
  }
  return value;
};

const mapDeclared = (fields: Fields, values: Values, convert: (def: FieldDef, value: unknown, name: string) => unknown) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const def = fields[name];
      return [name, def && value !== undefined && value !== null ? convert(def, value, name) : value];
    }),
  );

/** Read-only fields are never in a form: they pass through untouched (e.g. a createdAt timestamp). */
export const toFormValues = (fields: Fields, record: RaRecord | undefined): Values =>
  record ? mapDeclared(fields, record, (def, value) => (def.readOnly ? value : toFormValue(def, value))) : {};

/**
 * Form values -> the payload: fields hidden by their condition left out, dates and choices in their
 * wire shape, declared wire names (sendAs) applied, and the api's constant extraPayload.
 */
export const toWireValues = (resource: AnyResource, values: Values, loaded: LoadedOptions = noLoadedOptions()): Values => {
  const { fields } = resource;
  // A stored PDF (its name or path, not a File) is not sent again: the server keeps the stored file.
  const stored = (name: string) => fields[name]?.kind === 'pdf' && typeof values[name] === 'string';
  const shown = Object.fromEntries(Object.entries(shownValues(fields, values)).filter(([name]) => !stored(name)));
  const converted = mapDeclared(fields, shown, (def, value, name) => (def.readOnly ? value : toWireValue(def, value, name, loaded)));
  const present = (name: string) =>
    !fields[name].readOnly && !stored(name) && isShown(fields[name], values) && (name in values || fields[name].kind === 'boolean');
  return {
    ...applySendAs(fields, converted, present, (def, name, value) => labelOf(def, loaded.choices[name], value)),
    ...resource.api.extraPayload,
  };
};

/** The id react-admin knows the record by (providers map idField to id; fall back to idField). */
export const recordId = (resource: AnyResource, record: RaRecord): RaRecord['id'] =>
  record.id ?? (record[resource.idField] as RaRecord['id']);
