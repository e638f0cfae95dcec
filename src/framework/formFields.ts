/** Which fields a create or edit form shows, edits and validates. */
import type { FieldDef, Fields } from './types';

export type FormMode = 'create' | 'edit';

/** Shown in the form (possibly disabled). */
export const isInForm = (def: FieldDef, mode: FormMode): boolean =>
  !def.readOnly && !(mode === 'create' ? def.hideOnCreate : def.hideOnEdit);

/** Shown but not editable: readOnlyOnEdit while editing. */
export const isDisabledInForm = (def: FieldDef, mode: FormMode): boolean => mode === 'edit' && !!def.readOnlyOnEdit;

/** Validated: in the form and editable. */
export const isValidated = (def: FieldDef, mode: FormMode): boolean =>
  isInForm(def, mode) && !isDisabledInForm(def, mode);

export const formEntries = (fields: Fields, mode: FormMode): [string, FieldDef][] =>
  Object.entries(fields).filter(([, def]) => isInForm(def, mode));
