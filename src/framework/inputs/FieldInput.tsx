/** Type -> input component map: the form control of a declared field, green once touched and valid (spec §5). */
import { memo } from 'react';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import type { FieldDef, FieldKind } from '../types';
import { ChoiceInput } from './ChoiceInput';
import { LinesInput } from './LinesInput';
import { LookupOrOtherInput } from './LookupOrOtherInput';
import { LookupSearchInput } from './LookupSearchInput';
import { isLargeLookup } from '../fields';
import { SearchableChoiceInput } from './SearchableChoiceInput';
import { DateTextInput } from './DateTextInput';
import { todayWire } from '../../domain/dates';
import { MoneyInput } from './MoneyInput';
import { PdfInput } from './PdfInput';
import { SecretInput } from './SecretInput';
import { TreeInput } from './TreeInput';
import { markOf } from './requiredMark';
import { touchedValidProps, useTouchedValid } from './touchedValid';

interface Props {
  source: string;
  def: FieldDef;
  disabled?: boolean;
  /** Shown but not editable, and still submitted (e.g. an address filled from a chosen company). */
  readOnly?: boolean;
}

/** A keydown handler cancelling these keys (the character is never typed). */
const refuseKeys = (keys: readonly string[]) => (event: { key: string; preventDefault: () => void }) => {
  if (keys.includes(event.key)) event.preventDefault();
};

/** Kinds without a valid styling: a switch is never wrong, a tree is a list of ticks, lines hold fields of their own. */
const NOT_GREEN: ReadonlySet<FieldKind> = new Set(['boolean', 'tree', 'lines']);

export const FieldInput = (props: Props) => {
  const green = useTouchedValid(props.source, !props.disabled && !props.readOnly && !NOT_GREEN.has(props.def.kind));
  return <InputOfKind {...props} green={green} />;
};

/** Memoised: the field's state changing re-renders the input only when its green comes or goes. */
const InputOfKind = memo(({ source, def, disabled, readOnly, green }: Props & { green: boolean }) => {
  const style = touchedValidProps(green);
  const common = { source, label: def.label, helperText: def.helperText, disabled, readOnly, fullWidth: true, validate: markOf(def), ...style };
  switch (def.kind) {
    case 'text':
      return <TextInput {...common} onKeyDown={def.blockKeys ? refuseKeys(def.blockKeys) : undefined} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'password':
    case 'secret':
      return <SecretInput {...common} />;
    case 'multiline':
      return <TextInput {...common} multiline minRows={3} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'money':
      return <MoneyInput {...common} />;
    case 'date':
      return <DateTextInput {...common} maxDate={def.notAfterToday ? todayWire() : undefined} />;
    case 'select':
    case 'status':
      // a growing collection: searched on the server as the user types
      if (def.kind === 'select' && isLargeLookup(def.choices))
        return <LookupSearchInput source={source} def={{ ...def, choices: def.choices }} label={def.label} helperText={def.helperText} disabled={disabled} {...style} />;
      if (def.kind === 'select' && def.searchable)
        return <SearchableChoiceInput source={source} def={def} label={def.label} helperText={def.helperText} disabled={disabled} {...style} />;
      // a required select offers no blank choice (react-admin leaves it out when isRequired)
      return <ChoiceInput {...common} def={def} isRequired={!!def.required} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'pdf':
      return <PdfInput {...common} />;
    case 'lookupOrOther':
      return <LookupOrOtherInput source={source} def={def} label={def.label} helperText={def.helperText} disabled={disabled} {...style} />;
    case 'tree':
      return <TreeInput source={source} def={def} label={def.label} disabled={disabled} />;
    case 'lines':
      return <LinesInput source={source} def={def} disabled={disabled} Input={FieldInput} />;
  }
});
InputOfKind.displayName = 'InputOfKind';
