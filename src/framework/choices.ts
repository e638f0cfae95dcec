/** The choices of a select or a status: fixed, or read from another resource's records (a lookup). */
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { RECORD_STATUS } from '../domain/status';
import { msg } from '../i18n/keys';
import { isLookup } from './fields';
import type { RaRecord } from 'react-admin';
import type { Choice, ChoiceOptions, LookupOrOtherFieldDef, SelectFieldDef, StatusFieldDef } from './types';

type ChoiceFieldDef = SelectFieldDef | StatusFieldDef | LookupOrOtherFieldDef;
const NO_RECORDS: RaRecord[] = [];

const NO_CHOICES: Choice[] = [];

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
 * Lookups are small reference tables: one page of up to 1000 rows, sorted by their text. `records`
 * are the lookup's rows (a lookup-or-Other fills dependent fields from them).
 */
export const useChoices = (def: ChoiceFieldDef): { choices: readonly Choice[]; records: readonly RaRecord[]; isPending: boolean } => {
  const declared = choicesOf(def);
  const lookup = isLookup(declared) ? declared : undefined;
  const { data, isPending } = useGetList(
    lookup?.resource ?? '',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: lookup?.optionText ?? 'id', order: 'ASC' } },
    { enabled: !!lookup },
  );
  const choices = useMemo(
    () =>
      lookup
        ? (data ?? NO_CHOICES).map((row) => ({ id: row[lookup.optionValue] as Choice['id'], name: String(row[lookup.optionText] ?? '') }))
        : (declared as readonly Choice[]),
    [lookup, data, declared],
  );
  return { choices, records: data ?? NO_RECORDS, isPending: !!lookup && isPending };
};
