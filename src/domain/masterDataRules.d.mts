/** A master-data field, as a declaration under resources/master-data/ gives it (plain data). */
export type MasterFieldKind = 'code' | 'text' | 'multiline' | 'number' | 'select' | 'status' | 'boolean' | 'ref';
export type CodeFormat = 'upper' | 'iso2' | 'iso3' | 'hex';
export interface MasterField {
  /** What the field holds: 'code', 'text', 'multiline', 'number', 'select', 'status', 'boolean' or 'ref'. */
  kind: MasterFieldKind;
  /** The field's label in the form and the table; the API's messages name it too. */
  label: string;
  /** Refuses an empty value ('{label} is required'); default false. */
  required?: boolean;
  /** No two records share this value (case-insensitive); the API answers '02' with MASTER_TEXT.duplicate. Default false. */
  unique?: boolean;
  /** Text: fewest characters (default 1); number: smallest value (default 0). */
  min?: number;
  /** Text: most characters (default code 20, text 100, multiline 500); number: largest value (default 1,000,000,000). */
  max?: number;
  /** Number: at most this many decimals (default 0, a whole number). */
  decimals?: number;
  /** Code: one of the fixed formats 'upper', 'iso2', 'iso3', 'hex' (never a pattern from the declaration); default none. */
  format?: CodeFormat;
  /** Select: its options (the texts stored and shown); default none. */
  options?: readonly string[];
  /** Ref: the entity whose record this names (by id); its form shows a select of that entity's records. */
  ref?: string;
  /** A hint shown under the input; default none. */
  hint?: string;
  /** Not a table column (still in the form and the view); default false. */
  hidden?: boolean;
}
/** Lines that belong to a record (a recipe's steps, a product definition's details), kept with it. */
export interface MasterDetail {
  /** The record's field the lines travel under (e.g. 'steps'). */
  name: string;
  /** The lines table's heading (e.g. 'Steps'). */
  title: string;
  /** A line's noun ('step'), for its buttons. */
  noun: string;
  /** Fewest lines a record must have; default 0. */
  min?: number;
  /** The fields of one line (a column each). */
  fields: Readonly<Record<string, MasterField>>;
}
/** 'METHOD path', {id} standing for the record's id. */
export type MasterCall = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;
export type MasterGroup = 'garment' | 'wash' | 'machine' | 'sales' | 'general';
export interface MasterEntity {
  /** The API's entity name: GET para/{entity}, and the screen at /param/{entity}. */
  entity: string;
  /** The screen's title and menu text (e.g. 'Colours'). */
  title: string;
  /** What one record is called in confirmations and messages (e.g. a noun like "unit of measure"). */
  noun: string;
  /** The menu group the screen is listed under. */
  group: MasterGroup;
  /** The field holding a record's id. */
  idField: string;
  /** The field a select of this entity shows, and the record's title in dialogs. */
  nameField: string;
  /** The record's fields by name. */
  fields: Readonly<Record<string, MasterField>>;
  /** Lines the record owns (a recipe's steps); default none. */
  detail?: MasterDetail;
  /** The calls where the spec names others than para/{entity} (recipes, product definition). */
  calls?: Readonly<Partial<Record<'list' | 'all' | 'getOne' | 'create' | 'update' | 'delete' | 'details', MasterCall>>>;
}
export declare const MASTER_STATUS: Readonly<{ ACTIVE: 'Active'; INACTIVE: 'Inactive' }>;
export declare const MASTER_STATUS_OPTIONS: readonly string[];
export declare const CODE_FORMATS: Readonly<Record<CodeFormat, { pattern: RegExp; says: string }>>;
export declare const MASTER_TEXT: Readonly<{
  required: (label: string) => string;
  length: (label: string, min: number, max: number) => string;
  format: (label: string, format: CodeFormat) => string;
  number: (label: string, min: number, max: number, decimals: number) => string;
  choose: (label: string) => string;
  duplicate: (noun: string, label: string, value: string) => string;
  inUse: (noun: string, title: string, count: number, example: string) => string;
  notFound: (noun: string) => string;
  detailRequired: (title: string, min: number) => string;
  saved: (noun: string) => string;
  updated: (noun: string) => string;
  deleted: (noun: string) => string;
}>;
export declare const numberBounds: (field: MasterField) => { min: number; max: number; decimals: number };
export declare const textMax: (field: MasterField) => number;
export declare function masterFieldProblem(field: MasterField, value: unknown, refExists?: (entity: string, id: number) => boolean): string | null;
export declare function masterRecordProblems(
  declaration: MasterEntity,
  record: Readonly<Record<string, unknown>> | null | undefined,
  refExists?: (entity: string, id: number) => boolean,
): Record<string, string>;
export declare function masterValueOf(field: MasterField, value: unknown): unknown;
export declare const masterDataRoute: (declaration: MasterEntity) => string;
