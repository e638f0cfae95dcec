/** The pure rules of a lookup-or-Other field: its 'Other' choice and which fields a real option fills. */
import type { Choice, Fields, LookupOrOtherFieldDef } from './types';

type Values = Record<string, unknown>;

/** The spec's word for the free-text choice (a literal text: messages may be keys or texts). */
export const OTHER_LABEL = 'Other';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The 'Other' choice to add, unless the declared choices already hold it (qualification level 1). */
export const otherChoiceOf = (def: LookupOrOtherFieldDef, choices: readonly Choice[]): Choice[] =>
  choices.some((c) => String(c.id) === String(def.other.id)) ? [] : [{ id: def.other.id, name: def.other.label ?? OTHER_LABEL }];

export const isOtherChosen = (def: LookupOrOtherFieldDef, value: unknown): boolean => String(value ?? '') === String(def.other.id);

/** Dependent fields currently filled from a chosen real option: they show read-only. */
export const filledFields = (fields: Fields, values: Values): Set<string> => {
  const filled = new Set<string>();
  for (const [name, def] of Object.entries(fields)) {
    if (def.kind !== 'lookupOrOther' || isBlank(values[name]) || isOtherChosen(def, values[name])) continue;
    for (const field of Object.keys(def.fills ?? {})) filled.add(field);
  }
  return filled;
};
