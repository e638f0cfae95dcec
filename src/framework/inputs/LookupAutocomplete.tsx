/**
 * The select of a large lookup (LookupChoices.large), searched on the server as the user types (lookupSearch.ts):
 * the first page when the list opens, nothing under LOOKUP_SEARCH.minChars characters, then one page of matches
 * once typing pauses; the chosen value's label is read by id. Controlled (value, onChange), so bespoke pages use it
 * as it is; declared forms get it through LookupSearchInput.
 */
import { useState, type ReactNode } from 'react';
import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { optionLabelOf } from '../choices';
import { LOOKUP_SEARCH, useLookupRecord, useLookupSearch } from '../lookupSearch';
import type { LookupChoices, Message } from '../types';

export interface LookupAutocompleteProps {
  lookup: LookupChoices;
  value: Identifier | null | undefined;
  onChange: (value: Identifier | null, record: RaRecord | null) => void;
  label?: Message;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  /** Filters added to the lookup's own (e.g. the status a bespoke page chose). */
  filter?: Readonly<Record<string, string | number>>;
  /** The root's class and style (a form's touched-valid green). */
  className?: string;
  sx?: SxProps<Theme>;
}

const sameRecord = (a: RaRecord, b: RaRecord) => String(a.id) === String(b.id);

export const LookupAutocomplete = ({ lookup, value, onChange, label, helperText, error, required, disabled, onBlur, filter, className, sx }: LookupAutocompleteProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // what the user typed (never the chosen option's label, which MUI writes into the box)
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<RaRecord | null>(null);
  const selected = useLookupRecord(lookup, value, picked) ?? null;
  const { records, query, searching, failed } = useLookupSearch(lookup, typed, { enabled: open && !disabled, filter });
  // MUI wants its value among the options
  const options = selected && !records.some((record) => sameRecord(record, selected)) ? [selected, ...records] : records;
  const noOptions =
    query.kind === 'short'
      ? translate(msg('engine.lookupTypeMore'), { count: LOOKUP_SEARCH.minChars })
      : translate(msg(failed ? 'engine.lookupFailed' : 'engine.lookupNoMatches'));
  const shownLabel = label === undefined ? undefined : translate(label, { _: label });
  // a declared hint is a catalogue key like the label; a node (an input's error and hint) is shown as given
  const shownHelper = typeof helperText === 'string' ? translate(helperText, { _: helperText }) : helperText;

  return (
    <Autocomplete
      options={options}
      value={selected}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, record) => {
        setPicked(record);
        setTyped('');
        onChange(record ? record.id : null, record);
      }}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      onBlur={onBlur}
      getOptionLabel={(record) => optionLabelOf(lookup, record)}
      getOptionKey={(record) => String(record.id)}
      isOptionEqualToValue={sameRecord}
      // the server matched already: no second filtering here
      filterOptions={(all) => all}
      loading={searching}
      loadingText={translate(msg('engine.lookupSearching'))}
      noOptionsText={noOptions}
      disabled={disabled}
      fullWidth
      className={className}
      sx={sx}
      renderInput={(params) => <TextField {...params} label={shownLabel} required={required} error={error} helperText={shownHelper} margin="dense" />}
    />
  );
};
