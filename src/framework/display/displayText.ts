/**
 * What a declared field shows of a value, as text: the one rule behind the table cells, cards and show views
 * (FieldDisplay) and the CSV export, so a file says what the screen says (a status's name, not its code; a
 * date as DD/MM/YYYY; money as "LKR 7,500.00"; the name of a referenced record). Pure: no React.
 */
import { formatMoney } from '../../domain/money';
import { phoneText } from '../../domain/phoneNumbers.mjs';
import { buildTree, nodeRecordsOf, tickedLeaves, toTreeNodes } from '../tree';
import type { Choice, DateFieldDef, FieldDef, Message, StatusFieldDef, StatusTone } from '../types';
import { bareValue } from '../wire';
import { formatDatePattern, formatDateTime } from './dateTime';
import { formatSriLankaDate } from '../../domain/sriLankaTime.mjs';
import { badgeLabel } from './badgeLabel';

/** A password or secret is never shown (nor exported) as it is. */
export const HIDDEN_TEXT = '••••••••';

export const isEmptyValue = (value: unknown): boolean => value === null || value === undefined || value === '';

/** A declared fixed choice renames a status badge (e.g. 1 'Open', 2 'Handled'); otherLabel names the others. */
const statusLabel = (def: StatusFieldDef, value: unknown): Message | undefined => {
  const named = Array.isArray(def.choices) ? def.choices.find((c) => String(c.id) === String(bareValue(value)))?.name : undefined;
  return named ?? def.otherLabel;
};

/** A code the fixed choices do not name, shown as the declared otherLabel. */
const isOther = (def: StatusFieldDef, bare: unknown): boolean =>
  !!def.otherLabel && !isEmptyValue(bare) && !(Array.isArray(def.choices) && def.choices.some((c) => String(c.id) === String(bare)));

/**
 * A status's badge: its label (the record's own name for it when the server sends one, a text status's own
 * words, else the declared choice) and its colour.
 */
export const statusView = (def: StatusFieldDef, value: unknown, record: Readonly<Record<string, unknown>> | undefined): { label?: Message; tone?: StatusTone } => {
  const named = def.labelFrom ? record?.[def.labelFrom] : undefined;
  const bare = bareValue(value);
  // a text status (valueIsLabel) is its own label, coloured by its tone or the declared other one
  const own = def.valueIsLabel && typeof bare === 'string' && bare ? bare : undefined;
  const label = typeof named === 'string' && named ? named : (own ?? statusLabel(def, value));
  const tone = def.tones?.[String(bare)] ?? (own ? def.otherTone : isOther(def, bare) ? (def.otherTone ?? 'neutral') : undefined);
  return { label, tone };
};

export const dateText = (def: DateFieldDef, value: unknown): string => {
  if (def.format) return formatDatePattern(value, def.format);
  // a day (YYYY-MM-DD) as it is; an instant on the Sri Lanka calendar, never its UTC date
  return def.withTime ? formatDateTime(value) : formatSriLankaDate(value);
};

/** Node records show the titles of their ticked leaves; bare ids show as they are. */
export const treeText = (value: unknown): string => {
  const records = nodeRecordsOf(value);
  if (!records) return Array.isArray(value) ? value.join(', ') : String(value);
  const tree = buildTree(toTreeNodes(records));
  const ticked = new Set(tickedLeaves(tree).map(String));
  return tree.nodes.filter((n) => ticked.has(String(n.id))).map((n) => n.title).join(', ');
};

/** A chosen option's name (untranslated), else the value itself. */
export const choiceText = (choices: readonly Choice[], value: unknown): { name: Message; translatable: boolean } => {
  const bare = bareValue(value);
  const choice = choices.find((c) => String(c.id) === String(bare));
  return choice ? { name: choice.name, translatable: true } : { name: String(bare ?? ''), translatable: false };
};

/** A text field's value as text: a phone number with its leading 0. */
export const plainText = (def: FieldDef, value: unknown): string => ('phone' in def && def.phone ? phoneText(value) : String(value));

/** A stored file by its name (the end of its path); a fresh upload by its own name. */
export const fileText = (value: unknown): string => (value instanceof File ? value.name : String(value).split('/').pop() ?? '');

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

export interface TextContext {
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** The options of a select or lookup field by its name (a lookup's loaded records). */
  choicesOf: (name: string) => readonly Choice[];
}

const translated = (context: TextContext, message: Message): string => context.translate(message, { _: message });

/** The text a field shows of `value` (`name` is the field's name, `record` its row). */
export function displayText(def: FieldDef, name: string, value: unknown, record: Readonly<Record<string, unknown>>, context: TextContext): string {
  if (def.kind === 'status') {
    const { label, tone } = statusView(def, value, record);
    const shown = badgeLabel(value, label, tone);
    return shown ? translated(context, shown) : '';
  }
  if (isEmptyValue(value)) return '';
  switch (def.kind) {
    case 'date':
      return dateText(def, value) || String(value);
    case 'money':
      return formatMoney(value);
    case 'boolean':
      return context.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'select':
    case 'lookupOrOther': {
      const { name: text, translatable } = choiceText(context.choicesOf(name), value);
      return translatable ? translated(context, text) : text;
    }
    case 'pdf':
      return fileText(value);
    case 'password':
    case 'secret':
      return HIDDEN_TEXT;
    case 'tree':
      return treeText(value);
    case 'lines':
      // a record's lines are a table of their own; a cell counts them
      return Array.isArray(value) ? String(value.length) : '';
    default:
      return plainText(def, value);
  }
}
