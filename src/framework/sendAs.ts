/**
 * The wire names and value shapes a field declares (FieldBase.sendAs): the institute's payloads name
 * fields otherwise than its forms (company_name -> companyname + companynameval), send a checkbox as
 * on/off, a choice as its label, a phone as an integer. Fields without sendAs keep their name and value.
 */
import type { FieldDef, Fields, SendAs, WireValue } from './types';

type Values = Record<string, unknown>;

/** The shown name of a choice field's value (from the options the form loaded). */
export type LabelOf = (def: FieldDef, name: string, value: unknown) => string;

const targets = (sendAs: SendAs | readonly SendAs[]): { name: string; value: WireValue }[] =>
  (Array.isArray(sendAs) ? (sendAs as readonly SendAs[]) : [sendAs as SendAs]).map((target) =>
    typeof target === 'string' ? { name: target, value: 'value' } : target,
  );

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const shapeValue = (shape: WireValue, value: unknown, label: () => string): unknown => {
  switch (shape) {
    case 'onOff':
      return value ? 'on' : 'off';
    case 'integerOr0': {
      const text = String(value ?? '').trim();
      return /^\d+$/.test(text) ? Number(text) : 0;
    }
    case 'label':
      return isBlank(value) ? value : label();
    case 'dateTime':
      return typeof value === 'string' ? value.trim().replace(/^(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2})$/, '$1T$2') : value;
    case 'id':
    case 'value':
      return value;
  }
};

/**
 * Renames and reshapes the declared fields present in `values` (a checkbox is sent even when the
 * form never touched it: 'off'); `present` says which fields the form holds (shown, editable).
 */
export const applySendAs = (fields: Fields, values: Values, present: (name: string) => boolean, labelOf: LabelOf): Values => {
  const out: Values = { ...values };
  for (const [name, def] of Object.entries(fields)) {
    if (!def.sendAs) continue;
    const value = values[name];
    delete out[name];
    if (!present(name)) continue;
    for (const target of targets(def.sendAs)) out[target.name] = shapeValue(target.value, value, () => labelOf(def, name, value));
  }
  return out;
};
