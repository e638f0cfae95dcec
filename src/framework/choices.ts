/** The choices of a select or a status: fixed, or read from another resource's records (a lookup). */
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { RECORD_STATUS } from '../domain/status';
import { msg } from '../i18n/keys';
import { isLookup } from './fields';
import type { RaRecord } from 'react-admin';
import type { Choice, ChoiceOptions, LookupChoices, LookupOrOtherFieldDef, SelectFieldDef, StatusFieldDef } from './types';

export type ChoiceFieldDef = SelectFieldDef | StatusFieldDef | LookupOrOtherFieldDef;
const NO_RECORDS: RaRecord[] = [];
const NO_CHOICES: readonly Choice[] = [];

/** The three record statuses (spec §4), a status field's choices unless it declares its own. */
export const RECORD_STATUS_CHOICES: readonly Choice[] = [
  { id: RECORD_STATUS.APPROVED, name: msg('status.approved') },
  { id: RECORD_STATUS.PENDING, name: msg('status.pending') },
  { id: RECORD_STATUS.REJECT, name: msg('status.reject') },
];

export { isLookup };

export const choicesOf = (def: ChoiceFieldDef): ChoiceOptions['choices'] =>
  def.choices ?? RECORD_STATUS_CHOICES;

/**
 * A small lookup (a reference table whose list answers an array, checked at start) is read whole in one call; the
 * page only cuts the array here, so it is set beyond any reference table. A large lookup is never read so
 * (lookupSearch.ts).
 */
export const SMALL_LOOKUP_ROWS = 1000;

export const lookupListParams = (lookup: LookupChoices) => ({
  pagination: { page: 1, perPage: SMALL_LOOKUP_ROWS },
  sort: lookup.sort ?? { field: lookup.optionText, order: 'ASC' as const },
  filter: {},
});

/** How one of a lookup's records reads as an option. */
export const optionLabelOf = (lookup: LookupChoices, row: Readonly<Record<string, unknown>>): string =>
  lookup.optionLabel ? lookup.optionLabel(row) : String(row[lookup.optionText] ?? '');

/** A lookup's rows as options: their value and text. */
export const choicesFromRecords = (lookup: LookupChoices, rows: readonly RaRecord[]): Choice[] =>
  rows.map((row) => ({ id: row[lookup.optionValue] as Choice['id'], name: optionLabelOf(lookup, row) }));

/**
 * The choices of a field; `records` are a lookup's rows (a lookup-or-Other fills dependent fields from them). A large
 * lookup has none here: its input searches (LookupSearchInput) and its display reads the one record it shows.
 */
export const useChoices = (def: ChoiceFieldDef): { choices: readonly Choice[]; records: readonly RaRecord[]; isPending: boolean } => {
  const declared = choicesOf(def);
  const lookup = isLookup(declared) && !declared.large ? declared : undefined;
  const { data, isPending } = useGetList(lookup?.resource ?? '', lookup ? lookupListParams(lookup) : {}, { enabled: !!lookup });
  const choices = useMemo(() => (lookup ? choicesFromRecords(lookup, data ?? NO_RECORDS) : isLookup(declared) ? NO_CHOICES : declared), [lookup, data, declared]);
  return { choices, records: data ?? NO_RECORDS, isPending: !!lookup && isPending };
};
