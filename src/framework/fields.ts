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

export const text = factory<TextFieldDef, 'text'>('text');
export const email = factory<TextFieldDef, 'email'>('email');
export const password = factory<TextFieldDef, 'password'>('password');
/** A text kept out of sight (dots) until the user reveals it, e.g. an encryption key. */
export const secret = factory<TextFieldDef, 'secret'>('secret');
export const multiline = factory<TextFieldDef, 'multiline'>('multiline');
export const number = factory<NumberFieldDef, 'number'>('number');
export const date = factory<DateFieldDef, 'date'>('date');
export const status = factory<StatusFieldDef, 'status'>('status');
export const money = factory<MoneyFieldDef, 'money'>('money');
export const boolean = factory<BooleanFieldDef, 'boolean'>('boolean');
export const pdf = factory<PdfFieldDef, 'pdf'>('pdf');
/** A checkbox tree; see TreeFieldDef for where its nodes come from. */
export const tree = factory<TreeFieldDef, 'tree'>('tree');

/** A record's own lines (master-detail), edited as a table inside its form; its fields are not optional. */
export const lines = <O extends OptionsOf<LinesFieldDef>>(options: O): O & { kind: 'lines' } => ({ ...options, kind: 'lines' });

/** A select needs its choices, so its options are not optional. */
export const select = <O extends OptionsOf<SelectFieldDef>>(options: O): O & { kind: 'select' } => ({
  ...options,
  kind: 'select',
});

/** A searchable select with an 'Other' choice revealing a free-text field; options may fill dependent fields. */
export const lookupOrOther = <O extends OptionsOf<LookupOrOtherFieldDef>>(options: O): O & { kind: 'lookupOrOther' } => ({
  ...options,
  kind: 'lookupOrOther',
});

export const isLookup = (choices: readonly Choice[] | LookupChoices): choices is LookupChoices => !Array.isArray(choices);

/** Choices taken from another resource's records; `{ large: true }` for a collection that grows (searched as you type). */
export const lookup = (resource: string, optionValue: string, optionText: string, options: LookupOptions = {}): LookupChoices => ({
  resource,
  optionValue,
  optionText,
  ...options,
});

/** A lookup of a growing collection (LookupChoices.large): searched on the server, never read whole. */
export const isLargeLookup = (choices: readonly Choice[] | LookupChoices | undefined): choices is LookupChoices & { large: true } =>
  choices !== undefined && isLookup(choices) && choices.large === true;
