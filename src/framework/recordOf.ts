/** `RecordOf<typeof declaration>`: the TypeScript shape of a declared record (wire values). */
import type { Identifier } from 'react-admin';
import type { FieldDef, Fields, ResourceDeclaration } from './types';

/** A stored PDF is a path/URL or data URL; a fresh upload is a File. */
export type PdfValue = string | File;

type ValueOfKind = {
  text: string;
  email: string;
  password: string;
  secret: string;
  multiline: string;
  number: number;
  date: string; // YYYY-MM-DD on the wire
  select: string | number | { value: string | number; label: string };
  status: number | { value: number; label: string };
  money: number;
  boolean: boolean;
  pdf: PdfValue;
  lookupOrOther: string | number;
  /** Ticked ids, or node records with their ticked flags. */
  tree: readonly (string | number)[] | readonly Record<string, unknown>[];
  /** A record's own lines, each with its fields' values. */
  lines: readonly Record<string, unknown>[];
};

export type ValueOf<D extends FieldDef> = ValueOfKind[D['kind']];

type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K] extends { required: string } ? K : never }[keyof F];

export type RecordOfFields<F extends Fields> = { id: Identifier } & {
  [K in RequiredKeys<F>]: ValueOf<F[K]>;
} & {
  [K in Exclude<keyof F, RequiredKeys<F>>]?: ValueOf<F[K]> | null;
};

export type RecordOf<R> = R extends ResourceDeclaration<infer F> ? RecordOfFields<F> : never;
