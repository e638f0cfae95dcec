/**
 * Start-up checks of declarations (Django's admin checks). Each check returns the problems
 * it found as readable strings; an empty list means the declaration passes.
 * tsc already catches most of these in `defineResource`; these also cover widened
 * declarations (AnyResource) and registry-wide rules such as unique routes.
 */
import { DIALECTS, ENDPOINT_KEYS, type AnyResource } from './types';

type Check = (resource: AnyResource) => string[];

const fieldNames = (r: AnyResource): Set<string> => new Set(Object.keys(r.fields));
const where = (r: AnyResource) => `resource '${r.name}'`;

export const checkColumns: Check = (r) =>
  (r.list?.columns ?? []).filter((c) => !fieldNames(r).has(c)).map((c) => `${where(r)}: column '${c}' names no field`);

export const checkDefaultSort: Check = (r) => {
  const field = r.list?.defaultSort?.field;
  return field !== undefined && !fieldNames(r).has(field) ? [`${where(r)}: defaultSort '${field}' names no field`] : [];
};

export const checkRecordTitle: Check = (r) =>
  r.recordTitle !== undefined && !fieldNames(r).has(r.recordTitle)
    ? [`${where(r)}: recordTitle '${r.recordTitle}' names no field`]
    : [];

export const checkIdField: Check = (r) =>
  r.idField !== 'id' && !fieldNames(r).has(r.idField) ? [`${where(r)}: idField '${r.idField}' names no field`] : [];

/** Every `{name}` of an endpoint path must be a field or 'id'. */
export const checkPlaceholders: Check = (r) =>
  ENDPOINT_KEYS.flatMap((key) =>
    [...(r.api[key] ?? '').matchAll(/\{([^}]*)\}/g)]
      .map((m) => m[1])
      .filter((name) => name !== 'id' && !fieldNames(r).has(name))
      .map((name) => `${where(r)}: ${key} endpoint placeholder {${name}} names no field`),
  );

export const checkRoute: Check = (r) =>
  r.route === undefined || r.route.startsWith('/') ? [] : [`${where(r)}: route '${r.route}' must start with '/'`];

export const checkDialect: Check = (r) =>
  (DIALECTS as readonly string[]).includes(r.api.dialect) ? [] : [`${where(r)}: unknown dialect '${r.api.dialect}'`];

export const checkTitle: Check = (r) => (r.title.trim() ? [] : [`${where(r)}: empty title`]);

const duplicates = (values: string[]): string[] => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

export const checkUniqueNames = (all: readonly AnyResource[]): string[] =>
  duplicates(all.map((r) => r.name)).map((name) => `duplicate resource name '${name}'`);

export const checkUniqueRoutes = (all: readonly AnyResource[]): string[] =>
  duplicates(all.flatMap((r) => (r.route ? [r.route] : []))).map((route) => `duplicate route '${route}'`);

export const declarationChecks: readonly Check[] = [
  checkColumns,
  checkDefaultSort,
  checkRecordTitle,
  checkIdField,
  checkPlaceholders,
  checkRoute,
  checkDialect,
  checkTitle,
];

/** Every problem of a registry: per declaration, then names and routes across declarations. */
export const checkRegistry = (all: readonly AnyResource[]): string[] => [
  ...all.flatMap((r) => declarationChecks.flatMap((check) => check(r))),
  ...checkUniqueNames(all),
  ...checkUniqueRoutes(all),
];
