/**
 * The metadata model: an entity is declared once as data (resources/*.ts) and the engine
 * derives its screens, its yup schema and its data calls from the declaration.
 * This file knows nothing about the institute.
 */
import type { DataProvider, RaRecord } from 'react-admin';

/** A polyglot key (e.g. msg('roles.nameRequired')) or a literal text. */
export type Message = string;

export interface Rule<T> {
  value: T;
  message: Message;
}

export interface Choice {
  id: string | number;
  name: Message;
}

/** Choices read from another resource's records (a lookup), e.g. user statuses. */
export interface LookupChoices {
  resource: string;
  optionValue: string;
  optionText: string;
}

interface FieldBase {
  label?: Message;
  /** Message shown when empty; absent means optional. */
  required?: Message;
  /** Columns are sortable unless this is false. */
  sortable?: boolean;
  /** Never editable: shown in tables, grids and show views only. */
  readOnly?: boolean;
  /** Editable when creating, read-only (disabled) when editing (e.g. a role name). */
  readOnlyOnEdit?: boolean;
  /** Left out of the create or the edit form. */
  hideOnCreate?: boolean;
  hideOnEdit?: boolean;
  /** Left out of the show view / singleton grid (e.g. a password). */
  hideOnShow?: boolean;
  helperText?: Message;
}

export interface TextFieldDef extends FieldBase {
  kind: 'text' | 'email' | 'password' | 'multiline';
  patterns?: readonly Rule<RegExp>[];
  minLength?: Rule<number>;
  maxLength?: Rule<number>;
  /** Message for a malformed e-mail address (kind 'email'). */
  invalidEmail?: Message;
}

export interface NumberFieldDef extends FieldBase {
  kind: 'number';
  min?: Rule<number>;
  max?: Rule<number>;
  integer?: Message;
}

export interface DateFieldDef extends FieldBase {
  kind: 'date';
  /** Message when the date is later than today. */
  notAfterToday?: Message;
}

export interface SelectFieldDef extends FieldBase {
  kind: 'select';
  /** Fixed choices, or the records of another resource (see `lookup()`). */
  choices: readonly Choice[] | LookupChoices;
  /** The wire shape of the value: a bare id, or {value, label} as some institute payloads carry. */
  wire?: 'id' | 'valueLabel';
}

export interface StatusFieldDef extends FieldBase {
  kind: 'status';
}

export interface MoneyFieldDef extends FieldBase {
  kind: 'money';
}

export interface BooleanFieldDef extends FieldBase {
  kind: 'boolean';
}

export interface PdfFieldDef extends FieldBase {
  kind: 'pdf';
}

export type FieldDef =
  | TextFieldDef
  | NumberFieldDef
  | DateFieldDef
  | SelectFieldDef
  | StatusFieldDef
  | MoneyFieldDef
  | BooleanFieldDef
  | PdfFieldDef;

export type FieldKind = FieldDef['kind'];
export type Fields = Record<string, FieldDef>;

/* ------------------------------------------------------------------ transport metadata */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** 'METHOD path' relative to the API base; `{name}` placeholders are filled from the record (or `{id}`). */
export type Endpoint = `${HttpMethod} ${string}`;

export interface Endpoints {
  list?: Endpoint;
  getOne?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
}

export const ENDPOINT_KEYS = ['list', 'getOne', 'create', 'update', 'delete'] as const satisfies readonly (keyof Endpoints)[];

/** Query dialect families the institute API speaks (see src/providers/dialects). */
export type Dialect = 'paged' | 'userList' | 'para' | 'simpleRest';
export const DIALECTS = ['paged', 'userList', 'para', 'simpleRest'] as const satisfies readonly Dialect[];

export interface ApiOptions {
  /** Send create/update as multipart/form-data (records that carry a file). */
  multipart?: boolean;
  /** Constant fields added to every create/update payload (e.g. gid '3'). */
  extraPayload?: Readonly<Record<string, string | number>>;
}

export interface ApiSpec extends Endpoints, ApiOptions {
  dialect: Dialect;
  /** simpleRest: the json-server collection; para: the entity name. */
  collection?: string;
}

/* ------------------------------------------------------------------ screens */

export type RowAction = 'view' | 'edit' | 'delete' | 'approve' | 'print';
export type TextLink = 'approve' | 'reject';
/** Actions whose behaviour the declaration (or the screen's props) supplies. */
export type HandledAction = 'approve' | 'reject' | 'print';

/** What a declared row handler may use; handlers run outside React, so no hooks. */
export interface RowActionHelpers {
  dataProvider: DataProvider;
  notify: (message: Message, type?: 'success' | 'error' | 'info' | 'warning') => void;
  refresh: () => void;
  /** Opens the resource's edit dialog on the record (e.g. an authorization modal). */
  openEdit: (record: RaRecord) => void;
}

export type RowHandler = (record: RaRecord, helpers: RowActionHelpers) => void | Promise<void>;

export interface ListSpec<K extends string> {
  columns: readonly K[];
  defaultSort?: { field: K; order: 'ASC' | 'DESC' };
  perPage?: number;
  rowActions?: readonly RowAction[];
  textLinks?: readonly TextLink[];
  /** Behaviour of approve / reject / print; the screen's props may also supply it. */
  handlers?: Partial<Record<HandledAction, RowHandler>>;
  /** Show an action only for some rows (e.g. approve only while pending). */
  actionWhen?: Partial<Record<RowAction | TextLink, (record: RaRecord) => boolean>>;
  /** Show an "Add New" button opening the create dialog. */
  canCreate?: boolean;
}

export interface ResourceDeclaration<F extends Fields = Fields> {
  /** react-admin resource name; unique. */
  name: string;
  /**
   * The exact route of spec §2 the screen lives at; absent for a resource used only inside a bespoke
   * page (e.g. a table embedded in a form), which still needs a declaration for its data calls.
   */
  route?: string;
  title: Message;
  idField: (keyof F & string) | 'id';
  /** Field shown as the record's name (confirmations, show view title). */
  recordTitle?: keyof F & string;
  fields: F;
  list?: ListSpec<keyof F & string>;
  /** A single record (e.g. Global Details, id 3): a read-only grid with an update dialog. */
  singleton?: { id: string | number; updateLabel: Message };
  dialog?: { title: Message };
  api: ApiSpec;
  notify?: { created?: Message; updated?: Message; deleted?: Message };
}

/** A declaration with its field map widened, for registries and providers. */
export type AnyResource = ResourceDeclaration<Fields>;
