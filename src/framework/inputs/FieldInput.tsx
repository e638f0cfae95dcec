/** Type -> input component map: the form control of a declared field. */
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import type { FieldDef } from '../types';
import { ChoiceInput } from './ChoiceInput';
import { DateTextInput } from './DateTextInput';
import { MoneyInput } from './MoneyInput';
import { PdfInput } from './PdfInput';
import { SecretInput } from './SecretInput';
import { TreeInput } from './TreeInput';

interface Props {
  source: string;
  def: FieldDef;
  disabled?: boolean;
}

export const FieldInput = ({ source, def, disabled }: Props) => {
  const common = { source, label: def.label, helperText: def.helperText, disabled, fullWidth: true };
  switch (def.kind) {
    case 'text':
      return <TextInput {...common} />;
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
      return <DateTextInput {...common} />;
    case 'select':
    case 'status':
      // a required select offers no blank choice (react-admin leaves it out when isRequired)
      return <ChoiceInput {...common} def={def} isRequired={!!def.required} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'pdf':
      return <PdfInput {...common} />;
    case 'tree':
      return <TreeInput source={source} def={def} label={def.label} disabled={disabled} />;
  }
};
