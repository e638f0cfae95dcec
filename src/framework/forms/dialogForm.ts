/** The pure rules of a form dialog: its buttons, its fields, and the data it sends. */
import { msg } from '../../i18n/keys';
import { formEntries, type FormMode } from '../formFields';
import type { AnyResource, DialogAction, FieldDef, Fields, Message } from '../types';
import { toWireValues, type LoadedOptions } from '../wire';

type Values = Record<string, unknown>;

const SAVE: DialogAction = { label: msg('table.save'), confirmLabel: msg('confirm.yes') };
const UPDATE: DialogAction = { label: msg('table.update'), confirmLabel: msg('confirm.updateIt') };

/** Create: one 'Save' ('Yes' to confirm); edit: the declared dialog actions, else one 'Update' ('Update it!'). */
export const dialogActions = (resource: AnyResource, mode: FormMode, actions?: readonly DialogAction[]): readonly DialogAction[] => {
  const declared = actions ?? (mode === 'edit' ? resource.dialog?.actions : undefined);
  const fallback = mode === 'create' ? SAVE : UPDATE;
  return declared?.length ? declared.map((a) => ({ ...a, confirmLabel: a.confirmLabel ?? fallback.confirmLabel })) : [fallback];
};

/** The fields a form shows: every form field of the mode, or only the listed ones (a row form). */
export const dialogFields = (fields: Fields, mode: FormMode, only?: readonly string[]): Fields => {
  const entries = formEntries(fields, mode);
  return Object.fromEntries(only ? entries.filter(([name]) => only.includes(name)) : entries);
};

/** Kinds that take the whole width of the form grid. */
export const isWide = (def: FieldDef): boolean => !!def.wide || def.kind === 'tree' || def.kind === 'multiline' || def.kind === 'lines';

/** Wire data: the whole record (or only the listed fields), converted, plus the action's `set`. */
export const dialogData = (
  resource: AnyResource,
  values: Values,
  action: DialogAction,
  loaded: LoadedOptions,
  only?: readonly string[],
): Values => {
  const picked = only ? Object.fromEntries(Object.entries(values).filter(([name]) => only.includes(name))) : values;
  return { ...toWireValues(resource, picked, loaded), ...action.set };
};

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' ? value.trim() === '' : false);

/** The fields an action needs (DialogAction.requires) that are empty, with their messages. */
export const missingForAction = (action: DialogAction | undefined, values: Values): [string, Message][] =>
  Object.entries(action?.requires ?? {}).filter(([name]) => isBlank(values[name]));
