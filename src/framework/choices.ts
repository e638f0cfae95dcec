/** The choices of a select: fixed, or read from another resource's records (a lookup). */
import { useGetList } from 'react-admin';
import type { Choice, LookupChoices, SelectFieldDef } from './types';

const NO_CHOICES: Choice[] = [];

export const isLookup = (choices: SelectFieldDef['choices']): choices is LookupChoices => !Array.isArray(choices);

/** Lookups are small reference tables: one page of up to 1000 rows, sorted by their text. */
export const useChoices = (def: SelectFieldDef): { choices: readonly Choice[]; isPending: boolean } => {
  const lookup = isLookup(def.choices) ? def.choices : undefined;
  const { data, isPending } = useGetList(
    lookup?.resource ?? '',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: lookup?.optionText ?? 'id', order: 'ASC' } },
    { enabled: !!lookup },
  );
  if (!lookup) return { choices: def.choices as readonly Choice[], isPending: false };
  const choices = (data ?? NO_CHOICES).map((row) => ({
    id: row[lookup.optionValue] as Choice['id'],
    name: String(row[lookup.optionText] ?? ''),
  }));
  return { choices, isPending };
};
