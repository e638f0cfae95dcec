/** A master-data field, as a declaration under resources/master-data/ gives it (plain data). */
export type MasterFieldKind = 'code' | 'text' | 'multiline' | 'number' | 'select' | 'status' | 'boolean' | 'ref';
export type CodeFormat = 'upper' | 'iso2' | 'iso3' | 'hex';
export interface MasterField {
  kind: MasterFieldKind;
  label: string;
  required?: boolean;
  /** No two records share this value (case-insensitive); the API answers '02' with MASTER_TEXT.duplicate. */
  unique?: boolean;
  /** Text: least and most characters; number: least and most value. */
  min?: number;
  max?: number;
  /** Number: at most this many decimals (default 0, a whole number). */
  decimals?: number;
  /** Code: one of the fixed formats (never a pattern from the declaration). */
  format?: CodeFormat;
  /** Select: its options. */
  options?: readonly string[];
  /** Ref: the entity whose record this names (by id); its form shows a select of that entity's records. */
  ref?: string;
  hint?: string;
  /** Not a table column (still in the form and the view). */
  hidden?: boolean;
}
/** Lines that belong to a record (a recipe's steps, a product definition's details), kept with it. */
export interface MasterDetail {
  name: string;
  title: string;
  /** A line's noun ('step'), for its buttons. */
  noun: string;
  min?: number;
  fields: Readonly<Record<string, MasterField>>;
}
/** 'METHOD path', {id} standing for the record's id. */
export type MasterCall = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;
export type MasterGroup = 'garment' | 'wash' | 'machine' | 'sales' | 'general';
export interface MasterEntity {
  /** The API's entity name: GET para/{entity}, and the screen at /param/{entity}. */
  entity: string;
  title: string;
  noun: string;
  group: MasterGroup;
  idField: string;
  /** The field a select of this entity shows, and the record's title in dialogs. */
  nameField: string;
  fields: Readonly<Record<string, MasterField>>;
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
