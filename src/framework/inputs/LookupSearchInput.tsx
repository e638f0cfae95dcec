/**
 * A declared select over a large lookup (LookupChoices.large) in a form: LookupAutocomplete bound to the form
 * value. The chosen option is reported to the dialog (useReportChoices), so a `valueLabel` wire sends its label.
 */
import { useMemo, useState } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { InputHelperText, useInput, type RaRecord } from 'react-admin';
import { optionLabelOf } from '../choices';
import { useReportChoices } from '../forms/FormOptionsContext';
import { useLookupRecord } from '../lookupSearch';
import type { Choice, LookupChoices, SelectFieldDef } from '../types';
import { LookupAutocomplete } from './LookupAutocomplete';
import { markOf } from './requiredMark';

interface Props {
  source: string;
  def: SelectFieldDef & { choices: LookupChoices };
  label?: string;
  helperText?: string;
  disabled?: boolean;
  className?: string;
  sx?: SxProps<Theme>;
}

const NO_CHOICES: readonly Choice[] = [];

export const LookupSearchInput = ({ source, def, label, helperText, disabled, className, sx }: Props) => {
  const lookup = def.choices;
  const { field, fieldState, isRequired } = useInput({ source, disabled, validate: markOf(def) });
  const [picked, setPicked] = useState<RaRecord | null>(null);
  const selected = useLookupRecord(lookup, field.value, picked);
  const reported = useMemo(
    () => (selected ? [{ id: selected.id as Choice['id'], name: optionLabelOf(lookup, selected) }] : NO_CHOICES),
    [lookup, selected],
  );
  useReportChoices(source, reported);
  return (
    <LookupAutocomplete
      lookup={lookup}
      value={field.value ?? null}
      onChange={(value, record) => {
        setPicked(record);
        field.onChange(value);
      }}
      onBlur={field.onBlur}
      label={label ?? source}
      required={isRequired}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      className={className}
      sx={sx}
    />
  );
};
