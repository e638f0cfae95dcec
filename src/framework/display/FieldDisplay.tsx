/** Type -> display component map: how a declared field shows a record's value (read-only). */
import { Box, Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/money';
import { optionLabelOf, useChoices } from '../choices';
import { isLargeLookup } from '../fields';
import { useLookupRecord } from '../lookupSearch';
import type { FieldDef, LookupChoices, LookupOrOtherFieldDef, SelectFieldDef, StatusFieldDef } from '../types';
import { ColourSwatch } from './ColourSwatch';
import { DecisionNote, decisionNoteOf } from './DecisionNote';
import { choiceText, dateText, fileText, HIDDEN_TEXT, isEmptyValue, plainText, statusView, treeText, valueIn } from './displayText';
import { LinesTable } from './LinesTable';
import { SecretText } from './SecretText';
import { StatusBadge } from './StatusBadge';

type Flow = 'wrap' | 'nowrap';

// 'wrap' keeps a message's line breaks; 'nowrap' keeps a date and its time (or a reference) on one line; any other
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

/** A large lookup's value (a view or a dialog) reads its one record by id: never the collection. */
const LookupText = ({ lookup, value }: { lookup: LookupChoices; value: unknown }) => {
  const record = useLookupRecord(lookup, value);
  return <Text>{record ? optionLabelOf(lookup, record) : String(value)}</Text>;
};

const ChoiceText = ({ def, value }: { def: SelectFieldDef | LookupOrOtherFieldDef; value: unknown }) => {
  const translate = useTranslate();
  const { choices } = useChoices(def);
  const { name, translatable } = choiceText(choices, value);
  return <Text>{translatable ? translate(name, { _: name }) : name}</Text>;
};

/**
 * A status whose name the server sends beside its code reads it from the record (table row, card, view); a
 * declared decision shows its reason and day under the badge (unless `note` is off: a card shows it on a line
 * of its own, see CardDecisionNote).
 */
const Status = ({ def, value, note = true }: { def: StatusFieldDef; value: unknown; note?: boolean }) => {
  const record = useRecordContext();
  const { label, tone } = statusView(def, value, record);
  const badge = <StatusBadge value={value} label={label} tone={tone} />;
  const decision = note ? decisionNoteOf(def, value, record, tone) : null;
  if (!decision) return badge;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {badge}
      <DecisionNote {...decision} />
    </Box>
  );
};

/** A card's decision line: the note of its status field (the badge itself floats beside the card's first line). */
export const CardDecisionNote = ({ def, value }: { def: FieldDef; value: unknown }) => {
  const record = useRecordContext();
  if (def.kind !== 'status') return null;
  const decision = decisionNoteOf(def, value, record, statusView(def, value, record).tone);
  return decision ? <DecisionNote {...decision} /> : null;
};

/** A stored file shows as a link to itself; a fresh upload shows its name. */
const FileText = ({ value }: { value: unknown }) => {
  if (value instanceof File) return <Text>{fileText(value)}</Text>;
  return (
    <Link href={String(value)} target="_blank" rel="noreferrer" variant="body2">
      {fileText(value)}
    </Link>
  );
};

export const DisplayValue = ({ def, value, note }: { def: FieldDef; value: unknown; note?: boolean }) => {
  const translate = useTranslate();
  if (def.kind === 'status') return <Status def={def} value={value} note={note} />;
  if (isEmptyValue(value)) return null;
  switch (def.kind) {
    case 'date':
      return <Text flow="nowrap">{dateText(def, value) || String(value)}</Text>;
    case 'money':
      return <Text flow="nowrap">{formatMoney(value)}</Text>;
    case 'boolean':
      return <Text>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</Text>;
    case 'select':
    case 'lookupOrOther':
      return isLargeLookup(def.choices) ? <LookupText lookup={def.choices} value={value} /> : <ChoiceText def={def} value={value} />;
    case 'pdf':
      return <FileText value={value} />;
    case 'password':
      return <Text>{HIDDEN_TEXT}</Text>;
    case 'secret':
      return <SecretText value={String(value)} label={def.label} />;
    case 'tree':
      return <Text>{treeText(value)}</Text>;
    case 'multiline':
      return <Text flow="wrap">{String(value)}</Text>;
    case 'lines':
      return <LinesTable def={def} value={value} Cell={DisplayValue} />;
    default:
      if ('swatch' in def && def.swatch) return <ColourSwatch value={String(value)} />;
      return <Text flow={'oneLine' in def && def.oneLine ? 'nowrap' : undefined}>{plainText(def, value)}</Text>;
  }
};

/** Reads the value from the current record (a table row, a show view). */
export const FieldDisplay = ({ source, def }: { source: string; def: FieldDef }) => {
  const record = useRecordContext();
  return <DisplayValue def={def} value={valueIn(record, source, def)} />;
};
