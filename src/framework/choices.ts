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

/** The three record statuses (spec §4), a status field's choices unless it declares its own. */
export const RECORD_STATUS_CHOICES: readonly Choice[] = [
  { id: RECORD_STATUS.APPROVED, name: msg('status.approved') },
  { id: RECORD_STATUS.PENDING, name: msg('status.pending') },
  { id: RECORD_STATUS.REJECT, name: msg('status.reject') },
];

export { isLookup };

export const choicesOf = (def: ChoiceFieldDef): ChoiceOptions['choices'] =>
  def.choices ?? RECORD_STATUS_CHOICES;

/** Lookups are small reference tables: one page of up to 1000 rows, sorted by their text. */
export const lookupListParams = (lookup: LookupChoices) => ({
  pagination: { page: 1, perPage: 1000 },
  sort: { field: lookup.optionText, order: 'ASC' as const },
  filter: {},
});

/** A lookup's rows as options: their value and text fields. */
export const choicesFromRecords = (lookup: LookupChoices, rows: readonly RaRecord[]): Choice[] =>
  rows.map((row) => ({ id: row[lookup.optionValue] as Choice['id'], name: String(row[lookup.optionText] ?? '') }));

/** The choices of a field; `records` are a lookup's rows (a lookup-or-Other fills dependent fields from them). */
export const useChoices = (def: ChoiceFieldDef): { choices: readonly Choice[]; records: readonly RaRecord[]; isPending: boolean } => {
  const declared = choicesOf(def);
  const lookup = isLookup(declared) ? declared : undefined;
  const { data, isPending } = useGetList(lookup?.resource ?? '', lookup ? lookupListParams(lookup) : {}, { enabled: !!lookup });
  const choices = useMemo(() => (lookup ? choicesFromRecords(lookup, data ?? NO_RECORDS) : (declared as readonly Choice[])), [lookup, data, declared]);
  return { choices, records: data ?? NO_RECORDS, isPending: !!lookup && isPending };
};
