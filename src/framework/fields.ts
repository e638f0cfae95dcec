/**
 * Typed field factories: a field says only what differs from the defaults, and keeps
 * its options' literal types (e.g. `required`) so `RecordOf` can tell optional from required.
 */
import type {
  BooleanFieldDef,
  Choice,
  DateFieldDef,
  FieldDef,
  LinesFieldDef,
  LookupChoices,
  LookupOptions,
  LookupOrOtherFieldDef,
  MoneyFieldDef,
  NumberFieldDef,
  PdfFieldDef,
  SelectFieldDef,
  StatusFieldDef,
  TextFieldDef,
  TreeFieldDef,
} from './types';

type OptionsOf<D extends FieldDef> = Omit<D, 'kind'>;

const factory =
  <D extends FieldDef, K extends D['kind']>(kind: K) =>
  <O extends OptionsOf<D> = OptionsOf<D>>(options?: O): O & { kind: K } =>
    ({ ...(options as O), kind });

/** A one-line text input; `options`: TextFieldDef (all optional). */
export const text = factory<TextFieldDef, 'text'>('text');
/** An e-mail address input (checked with `invalidEmail`); `options`: TextFieldDef. */
export const email = factory<TextFieldDef, 'email'>('email');
/** A password input, never shown in views or tables; `options`: TextFieldDef. */
export const password = factory<TextFieldDef, 'password'>('password');
/** A text kept out of sight (dots) until the user reveals it, e.g. an encryption key; `options`: TextFieldDef. */
export const secret = factory<TextFieldDef, 'secret'>('secret');
/** A text area of several lines; `options`: TextFieldDef. */
export const multiline = factory<TextFieldDef, 'multiline'>('multiline');
/** A number input; `options`: NumberFieldDef (min, max, integer). */
export const number = factory<NumberFieldDef, 'number'>('number');
/** A date picker (YYYY-MM-DD on the wire), shown DD/MM/YYYY; `options`: DateFieldDef. */
export const date = factory<DateFieldDef, 'date'>('date');
/** A record status: a coloured badge in tables and views, a select in forms; `options`: StatusFieldDef. */
export const status = factory<StatusFieldDef, 'status'>('status');
/** An amount in LKR, shown 'LKR 7,500.00'; `options`: the common field options. */
export const money = factory<MoneyFieldDef, 'money'>('money');
/** A checkbox (true/false); `options`: the common field options. */
export const boolean = factory<BooleanFieldDef, 'boolean'>('boolean');
/** A PDF upload, shown by its file name; `options`: the common field options. */
export const pdf = factory<PdfFieldDef, 'pdf'>('pdf');
/** A checkbox tree; `options`: TreeFieldDef (where its nodes come from, how it travels). */
export const tree = factory<TreeFieldDef, 'tree'>('tree');

/**
 * A record's own lines (master-detail), edited as a table inside its form.
 * @param options LinesFieldDef: `noun` and `fields` are required.
 */
export const lines = <O extends OptionsOf<LinesFieldDef>>(options: O): O & { kind: 'lines' } => ({ ...options, kind: 'lines' });

/**
 * A select of fixed choices or of another resource's records.
 * @param options SelectFieldDef: `choices` is required.
 */
export const select = <O extends OptionsOf<SelectFieldDef>>(options: O): O & { kind: 'select' } => ({
  ...options,
  kind: 'select',
});

/**
 * A searchable select with an 'Other' choice revealing a free-text field; options may fill dependent fields.
 * @param options LookupOrOtherFieldDef: `choices` and `other` are required.
 */
export const lookupOrOther = <O extends OptionsOf<LookupOrOtherFieldDef>>(options: O): O & { kind: 'lookupOrOther' } => ({
  ...options,
  kind: 'lookupOrOther',
});

/** Whether choices are a lookup (another resource's records) rather than fixed choices. */
export const isLookup = (choices: readonly Choice[] | LookupChoices): choices is LookupChoices => !Array.isArray(choices);

/**
 * Choices taken from another resource's records; `{ large: true }` for a collection that grows (searched as you type).
 * @param resource The declared resource whose records are the choices.
 * @param optionValue The field of those records that is the stored value.
 * @param optionText The field of those records that is shown.
 * @param options `large`, `optionLabel`, `sort` (see LookupChoices); default none.
 */
export const lookup = (resource: string, optionValue: string, optionText: string, options: LookupOptions = {}): LookupChoices => ({
  resource,
  optionValue,
  optionText,
  ...options,
});

/** A lookup of a growing collection (LookupChoices.large): searched on the server, never read whole. */
export const isLargeLookup = (choices: readonly Choice[] | LookupChoices | undefined): choices is LookupChoices & { large: true } =>
  choices !== undefined && isLookup(choices) && choices.large === true;
