/** Type -> display component map: how a declared field shows a record's value (read-only). */
import { Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { wireDateToForm } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { useChoices } from '../choices';
import type { FieldDef, SelectFieldDef } from '../types';
import { StatusBadge } from './StatusBadge';

const Text = ({ children }: { children: string }) => (
  <Typography component="span" variant="body2">
    {children}
  </Typography>
);

const ChoiceText = ({ def, value }: { def: SelectFieldDef; value: unknown }) => {
  const translate = useTranslate();
  const { choices } = useChoices(def);
  const bare = typeof value === 'object' && value !== null && 'value' in value ? value.value : value;
  const choice = choices.find((c) => String(c.id) === String(bare));
  return <Text>{choice ? translate(choice.name, { _: choice.name }) : String(bare ?? '')}</Text>;
};

/** A stored file shows as a link to itself; a fresh upload shows its name. */
const FileText = ({ value }: { value: unknown }) => {
  if (value instanceof File) return <Text>{value.name}</Text>;
  const href = String(value);
  return (
    <Link href={href} target="_blank" rel="noreferrer" variant="body2">
      {href.split('/').pop()}
    </Link>
  );
};

export const DisplayValue = ({ def, value }: { def: FieldDef; value: unknown }) => {
  const translate = useTranslate();
  if (def.kind === 'status') return <StatusBadge value={value} />;
  if (value === null || value === undefined || value === '') return null;
  switch (def.kind) {
    case 'date':
      return <Text>{wireDateToForm(value) || String(value)}</Text>;
    case 'money':
      return <Text>{formatMoney(value)}</Text>;
    case 'boolean':
      return <Text>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</Text>;
    case 'select':
      return <ChoiceText def={def} value={value} />;
    case 'pdf':
      return <FileText value={value} />;
    case 'password':
      return <Text>••••••</Text>;
    default:
      return <Text>{String(value)}</Text>;
  }
};

/** Reads the value from the current record (a table row, a show view). */
export const FieldDisplay = ({ source, def }: { source: string; def: FieldDef }) => {
  const record = useRecordContext();
  return <DisplayValue def={def} value={record?.[source]} />;
};
