/** Type -> display component map: how a declared field shows a record's value (read-only). */
import { Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { wireDateToForm } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { useChoices } from '../choices';
import { buildTree, nodeRecordsOf, tickedLeaves, toTreeNodes } from '../tree';
import type { DateFieldDef, FieldDef, LookupOrOtherFieldDef, SelectFieldDef, StatusFieldDef, TreeFieldDef } from '../types';
import { bareValue } from '../wire';
import { formatDatePattern, formatDateTime } from './dateTime';
import { ColourSwatch } from './ColourSwatch';
import { LinesTable } from './LinesTable';
import { HIDDEN_TEXT, SecretText } from './SecretText';
import { StatusBadge } from './StatusBadge';

type Flow = 'wrap' | 'nowrap';

// 'wrap' keeps a message's line breaks; 'nowrap' keeps a date and its time on one line; any other
// text breaks a long word (an e-mail) only where it would overflow a narrow screen.
const FLOW = {
  wrap: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  nowrap: { whiteSpace: 'nowrap' },
  normal: { overflowWrap: 'break-word' },
} as const;

const Text = ({ children, flow }: { children: string; flow?: Flow }) => (
  <Typography component="span" variant="body2" sx={FLOW[flow ?? 'normal']}>
    {children}
  </Typography>
);

const ChoiceText = ({ def, value }: { def: SelectFieldDef | LookupOrOtherFieldDef; value: unknown }) => {
  const translate = useTranslate();
  const { choices } = useChoices(def);
  const bare = bareValue(value);
  const choice = choices.find((c) => String(c.id) === String(bare));
  return <Text>{choice ? translate(choice.name, { _: choice.name }) : String(bare ?? '')}</Text>;
};

/** A declared fixed choice renames a status badge (e.g. 1 'Open', 2 'Handled'); otherLabel names the others. */
const statusLabel = (def: StatusFieldDef, value: unknown) => {
  const named = Array.isArray(def.choices) ? def.choices.find((c) => String(c.id) === String(bareValue(value)))?.name : undefined;
  return named ?? def.otherLabel;
};

/** A code the fixed choices do not name, shown as the declared otherLabel. */
const isOther = (def: StatusFieldDef, bare: unknown) =>
  !!def.otherLabel && bare !== undefined && bare !== null && bare !== '' && !(Array.isArray(def.choices) && def.choices.some((c) => String(c.id) === String(bare)));

/** A status whose name the server sends beside its code reads it from the record (table row, card, view). */
const Status = ({ def, value }: { def: StatusFieldDef; value: unknown }) => {
  const record = useRecordContext();
  const named = def.labelFrom ? record?.[def.labelFrom] : undefined;
  const bare = bareValue(value);
  // a text status (valueIsLabel) is its own label, coloured by its tone or the declared other one
  const own = def.valueIsLabel && typeof bare === 'string' && bare ? bare : undefined;
  const label = typeof named === 'string' && named ? named : (own ?? statusLabel(def, value));
  const tone = def.tones?.[String(bare)] ?? (own ? def.otherTone : isOther(def, bare) ? (def.otherTone ?? 'neutral') : undefined);
  return <StatusBadge value={value} label={label} tone={tone} />;
};

const dateText = (def: DateFieldDef, value: unknown): string => {
  if (def.format) return formatDatePattern(value, def.format);
  return def.withTime ? formatDateTime(value) : wireDateToForm(value);
};

/** Node records show the titles of their ticked leaves; bare ids show as they are. */
const treeText = (def: TreeFieldDef, value: unknown): string => {
  const records = nodeRecordsOf(value);
  if (!records) return Array.isArray(value) ? value.join(', ') : String(value);
  const tree = buildTree(toTreeNodes(records, def));
  const ticked = new Set(tickedLeaves(tree).map(String));
  return tree.nodes.filter((n) => ticked.has(String(n.id))).map((n) => n.title).join(', ');
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
  if (def.kind === 'status') return <Status def={def} value={value} />;
  if (value === null || value === undefined || value === '') return null;
  switch (def.kind) {
    case 'date':
      return <Text flow="nowrap">{dateText(def, value) || String(value)}</Text>;
    case 'money':
      return <Text flow="nowrap">{formatMoney(value)}</Text>;
    case 'boolean':
      return <Text>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</Text>;
    case 'select':
    case 'lookupOrOther':
      return <ChoiceText def={def} value={value} />;
    case 'pdf':
      return <FileText value={value} />;
    case 'password':
      return <Text>{HIDDEN_TEXT}</Text>;
    case 'secret':
      return <SecretText value={String(value)} label={def.label} />;
    case 'tree':
      return <Text>{treeText(def, value)}</Text>;
    case 'multiline':
      return <Text flow="wrap">{String(value)}</Text>;
    case 'lines':
      return <LinesTable def={def} value={value} />;
    default:
      return 'swatch' in def && def.swatch ? <ColourSwatch value={String(value)} /> : <Text>{String(value)}</Text>;
  }
};

/** A field's value in a record: its own, derived from the record (TextFieldDef.derive), or the fields it joins (TextFieldDef.joins). */
export const valueIn = (record: Record<string, unknown> | undefined, source: string, def: FieldDef): unknown =>
  'derive' in def && def.derive
    ? def.derive(record ?? {})
    : 'joins' in def && def.joins
    ? def.joins
        .map((name) => record?.[name])
        .filter((part) => part !== undefined && part !== null && part !== '')
        .join(' ')
    : record?.[source];

/** Reads the value from the current record (a table row, a show view). */
export const FieldDisplay = ({ source, def }: { source: string; def: FieldDef }) => {
  const record = useRecordContext();
  return <DisplayValue def={def} value={valueIn(record, source, def)} />;
};
