/**
 * A lookup-or-Other select (spec §5 "Choosing Other"): a searchable select plus an 'Other' choice.
 * Picking a real option copies the declared dependent fields from its record (they then show
 * read-only, see useFilledFields); picking 'Other' or clearing empties them, for the user to type.
 */
import { useMemo } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useChoices } from '../choices';
import { otherChoiceOf } from '../lookupOrOther';
import type { LookupOrOtherFieldDef } from '../types';
import { SearchableChoiceInput } from './SearchableChoiceInput';

interface Props {
  source: string;
  def: LookupOrOtherFieldDef;
  label?: string;
  helperText?: string;
  disabled?: boolean;
  className?: string;
  sx?: SxProps<Theme>;
}

export const LookupOrOtherInput = ({ source, def, ...props }: Props) => {
  const { setValue } = useFormContext();
  const { choices, records } = useChoices(def);
  const extra = useMemo(() => otherChoiceOf(def, choices), [def, choices]);
  const fill = (id: unknown) => {
    const optionValue = 'resource' in def.choices ? def.choices.optionValue : 'id';
    const record = records.find((r) => String(r[optionValue]) === String(id));
    for (const [field, key] of Object.entries(def.fills ?? {}))
      setValue(field, record ? (record[key] ?? '') : '', { shouldDirty: true, shouldValidate: !!record });
  };
  return <SearchableChoiceInput source={source} def={def} extra={extra} onPicked={fill} {...props} />;
};
