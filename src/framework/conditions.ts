/**
 * Fields that depend on other fields of the same form: shown only while a condition holds
 * (showWhen), required unless another field is set (requiredUnless). A field that is not shown is
 * neither validated nor sent.
 */
import type { Condition, FieldDef, Fields } from './types';

type Values = Record<string, unknown>;

/** Set: not empty, not false (an unticked checkbox), not null. */
export const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && value !== false;

export const conditionHolds = (condition: Condition, value: unknown): boolean => {
  const holds = condition.equals === undefined ? isSet(value) : String(value ?? '') === String(condition.equals);
  return condition.not ? !holds : holds;
};

export const isShown = (def: FieldDef, values: Values): boolean =>
  !def.showWhen || conditionHolds(def.showWhen, values[def.showWhen.field]);

/** The values of the fields that are shown (undeclared keys pass, e.g. an id). */
export const shownValues = (fields: Fields, values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !fields[name] || isShown(fields[name], values)));

/** The fields a condition or a lookup-or-Other of this form looks at, so the form can watch them. */
export const watchedFields = (fields: Fields): string[] => [
  ...new Set(
    Object.entries(fields).flatMap(([name, def]) => [...(def.showWhen ? [def.showWhen.field] : []), ...(def.kind === 'lookupOrOther' ? [name] : [])]),
  ),
];
