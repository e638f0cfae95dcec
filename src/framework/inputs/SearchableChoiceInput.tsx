/**
 * A select the user can type into to search, and clear (MUI Autocomplete through react-admin's
 * AutocompleteInput), over fixed or lookup choices (e.g. the change request's Member Type).
 */
import { useMemo } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { AutocompleteInput, useTranslate } from 'react-admin';
import { useChoices } from '../choices';
import { useReportChoices } from '../forms/FormOptionsContext';
import type { Choice, LookupOrOtherFieldDef, SelectFieldDef } from '../types';
import { markOf } from './requiredMark';

interface Props {
  source: string;
  def: SelectFieldDef | LookupOrOtherFieldDef;
  label?: string;
  helperText?: string;
  disabled?: boolean;
  /** Choices added after the declared ones (a lookup-or-Other's 'Other'). */
  extra?: readonly Choice[];
  onPicked?: (id: unknown) => void;
  /** On the input's root (e.g. the green of a touched valid field). */
  className?: string;
  sx?: SxProps<Theme>;
}

export const SearchableChoiceInput = ({ source, def, label, helperText, disabled, extra, onPicked, className, sx }: Props) => {
  const translate = useTranslate();
  const { choices, isPending } = useChoices(def);
  const shown = useMemo(
    () => [...choices, ...(extra ?? [])].map((c) => ({ ...c, name: translate(c.name, { _: c.name }) })),
    [choices, extra, translate],
  );
  useReportChoices(source, shown);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      helperText={helperText}
      disabled={disabled}
      validate={markOf(def)}
      choices={shown}
      isPending={isPending}
      fullWidth
      className={className}
      sx={sx}
      // the form focuses the first invalid field on submit: a list opening there would cover the
      // other fields' messages; a click, a key or typing opens it
      openOnFocus={false}
      // a choice is picked from the list; typed text only searches
      onChange={(id: unknown) => onPicked?.(id)}
    />
  );
};
