/**
 * Start-up checks of declarations (Django's admin checks). Each check returns the problems
 * it found as readable strings; an empty list means the declaration passes.
 * tsc already catches most of these in `defineResource`; these also cover widened
 * declarations (AnyResource) and registry-wide rules such as unique routes.
 */
import { isLookup } from './fields';
import { linkRoute } from './rowLinks';
import { DIALECTS, ENDPOINT_KEYS, type AnyResource, type FieldDef, type LookupChoices } from './types';

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

/** Every `{name}` of a row link (ListSpec.links) must be a field or 'id'. */
export const checkLinks: Check = (r) =>
  Object.entries(r.list?.links ?? {}).flatMap(([action, link]) =>
    [...linkRoute(link).matchAll(/\{([^}]*)\}/g)]
      .map((m) => m[1])
      .filter((name) => name !== 'id' && !fieldNames(r).has(name))
      .map((name) => `${where(r)}: ${action} link placeholder {${name}} names no field`),
  );

export const checkRoute: Check = (r) =>
  r.route === undefined || r.route.startsWith('/') ? [] : [`${where(r)}: route '${r.route}' must start with '/'`];

export const checkDialect: Check = (r) =>
  (DIALECTS as readonly string[]).includes(r.api.dialect) ? [] : [`${where(r)}: unknown dialect '${r.api.dialect}'`];

export const checkTitle: Check = (r) => (r.title.trim() ? [] : [`${where(r)}: empty title`]);

const blank = (text: string | undefined) => !text?.trim();

/** Row forms: fields that exist, unique names, a title, a label and labelled actions. */
export const checkRowForms: Check = (r) =>
  (r.list?.rowForms ?? []).flatMap((form, i, all) => [
    ...form.fields.filter((f) => !fieldNames(r).has(f)).map((f) => `${where(r)}: row form '${form.name}' field '${f}' names no field`),
    ...(all.findIndex((other) => other.name === form.name) !== i ? [`${where(r)}: duplicate row form '${form.name}'`] : []),
    ...(blank(form.title) || blank(form.label) ? [`${where(r)}: row form '${form.name}' needs a title and a label`] : []),
    ...(form.actions ?? []).filter((a) => blank(a.label)).map(() => `${where(r)}: row form '${form.name}' has an unlabelled action`),
  ]);

/** The dialog: a title, labelled actions, and a getOne endpoint when it loads the record. */
export const checkDialog: Check = (r) => {
  const dialog = r.dialog;
  if (!dialog) return [];
  const needsGetOne = dialog.loadRecord && (r.api.dialect === 'paged' || r.api.dialect === 'userList') && !r.api.getOne;
  return [
    ...(blank(dialog.title) ? [`${where(r)}: empty dialog title`] : []),
    ...(dialog.actions ?? []).filter((a) => blank(a.label)).map(() => `${where(r)}: a dialog action has no label`),
    ...(needsGetOne ? [`${where(r)}: dialog.loadRecord needs a getOne endpoint`] : []),
  ];
};

/** The dialog's summary and its actions' required fields name fields. */
export const checkDialogFields: Check = (r) => {
  const summary = (r.dialog?.summary ?? []).map((f) => ['summary', f] as const);
  const required = (r.dialog?.actions ?? []).flatMap((a) => Object.keys(a.requires ?? {}).map((f) => [`action '${a.label}' requires`, f] as const));
  return [...summary, ...required].filter(([, f]) => !fieldNames(r).has(f)).map(([what, f]) => `${where(r)}: dialog ${what} '${f}' names no field`);
};

/** List filters: a source, a label and choices each, no source twice. */
export const checkListFilters: Check = (r) =>
  (r.list?.filters ?? []).flatMap((filter, i, all) => [
    ...(blank(filter.source) || blank(filter.label) || blank(filter.anyLabel) || filter.choices.length === 0
      ? [`${where(r)}: list filter '${filter.source}' needs a source, a label, an anyLabel and choices`]
      : []),
    ...(all.findIndex((other) => other.source === filter.source) !== i ? [`${where(r)}: duplicate list filter '${filter.source}'`] : []),
  ]);

/** A joined field (TextFieldDef.joins) names fields. */
export const checkJoins: Check = (r) =>
  Object.entries(r.fields).flatMap(([name, def]) =>
    ('joins' in def ? (def.joins ?? []) : []).filter((f) => !fieldNames(r).has(f)).map((f) => `${where(r)}: field '${name}' joins '${f}', which names no field`),
  );

/** The card lines of a phone-sized list name fields. */
export const checkCard: Check = (r) => {
  const card = r.list?.card ?? {};
  const named = [card.primary, card.secondary, card.tertiary].flat().filter((f): f is string => f !== undefined);
  return named.filter((f) => !fieldNames(r).has(f)).map((f) => `${where(r)}: card field '${f}' names no field`);
};

/** A screen that both views and edits a record titles its view: the dialog title names the edit. */
export const checkViewTitle: Check = (r) => {
  const actions = r.list?.rowActions ?? [];
  const edits = actions.includes('edit') || actions.includes('approve');
  return actions.includes('view') && edits && r.dialog && blank(r.dialog.viewTitle)
    ? [`${where(r)}: views and edits records, so it needs a dialog.viewTitle`]
    : [];
};

/** A bulk approval writes through the update endpoint, names what it asks once, and says what records are called. */
export const checkBulkApprove: Check = (r) => {
  const bulk = r.list?.bulkApprove;
  if (!bulk) return [];
  const asked = Object.keys(bulk.action.requires ?? {}).filter((f) => !fieldNames(r).has(f));
  return [
    ...(r.api.update ? [] : [`${where(r)}: list.bulkApprove needs an update endpoint`]),
    ...(blank(bulk.action.label) || blank(bulk.nouns) || blank(r.noun) ? [`${where(r)}: list.bulkApprove needs an action label, nouns and the declaration's noun`] : []),
    ...asked.map((f) => `${where(r)}: list.bulkApprove requires '${f}', which names no field`),
  ];
};

/** A screen that writes says what a record is called, so its confirmations can name it. */
export const checkNoun: Check = (r) => {
  const writes = r.api.create ?? r.api.update ?? r.api.delete;
  return r.route && writes && blank(r.noun) ? [`${where(r)}: writes records, so it needs a noun for its confirmations`] : [];
};

/** The lookup a field reads its choices from, if any. */
const lookupOf = (def: FieldDef): LookupChoices | undefined =>
  (def.kind === 'select' || def.kind === 'status' || def.kind === 'lookupOrOther') && def.choices && isLookup(def.choices) ? def.choices : undefined;

/** The resources a field reads its choices or tree nodes from. */
const sourcesOf = (def: FieldDef): string[] => {
  const lookup = lookupOf(def);
  if (lookup) return [lookup.resource];
  if (def.kind === 'tree' && def.nodesFrom) return [def.nodesFrom];
  return [];
};

/** A lookup read whole, or a tree's nodes, must come from a small reference list: one that answers an array. */
const smallListProblem = (target: AnyResource, what: string): string[] =>
  target.api.listAnswer === 'array'
    ? []
    : [`${what} reads the paged list '${target.name}' whole: declare the lookup large (searched as the user types) or read a reference list answering an array`];

/** The problems of a large lookup (LookupChoices.large): searched in a paged list, its value read by id, never a column. */
const largeLookupProblems = (r: AnyResource, name: string, def: FieldDef, target: AnyResource, what: string): string[] => [
  ...(target.api.listAnswer === 'array' ? [`${what} is large, but '${target.name}' answers an array: a large lookup searches a paged list`] : []),
  ...(lookupOf(def)?.optionValue === target.idField ? [] : [`${what} is large, so its optionValue must be the idField of '${target.name}' (${target.idField}): its value is read by id`]),
  ...(def.kind === 'select' ? [] : [`${what} is large: only a select searches as the user types`]),
  ...(r.list?.columns.includes(name) ? [`${what} is large, so it is no list column (a table would read a record per row): show a name the row carries`] : []),
];

/**
 * No select reads a growing collection whole, so a form opens as fast with 10,000 members as with 100: a lookup
 * is read whole only from a reference list answering an array; any other is declared `large` and searched on the
 * server. Tree nodes come from such a list too.
 */
export const checkLookupSizes = (all: readonly AnyResource[]): string[] => {
  const byName = new Map(all.map((r) => [r.name, r]));
  return all.flatMap((r) =>
    Object.entries(r.fields).flatMap(([name, def]) => {
      const what = `${where(r)}: field '${name}'`;
      const lookup = lookupOf(def);
      const source = lookup?.resource ?? (def.kind === 'tree' ? def.nodesFrom : undefined);
      const target = source === undefined ? undefined : byName.get(source);
      // an undeclared source is checkLookups' to report
      if (!target) return [];
      return lookup?.large ? largeLookupProblems(r, name, def, target, what) : smallListProblem(target, what);
    }),
  );
};

/** Every lookup and tree source must be a declared resource (the provider knows no other). */
export const checkLookups = (all: readonly AnyResource[]): string[] => {
  const names = new Set(all.map((r) => r.name));
  return all.flatMap((r) =>
    Object.entries(r.fields).flatMap(([name, def]) =>
      sourcesOf(def)
        .filter((source) => !names.has(source))
        .map((source) => `${where(r)}: field '${name}' reads the undeclared resource '${source}'`),
    ),
  );
};

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
  checkLinks,
  checkRoute,
  checkDialect,
  checkTitle,
  checkRowForms,
  checkDialog,
  checkDialogFields,
  checkListFilters,
  checkJoins,
  checkCard,
  checkViewTitle,
  checkNoun,
  checkBulkApprove,
];

/** Every problem of a registry: per declaration, then names and routes across declarations. */
export const checkRegistry = (all: readonly AnyResource[]): string[] => [
  ...all.flatMap((r) => declarationChecks.flatMap((check) => check(r))),
  ...checkUniqueNames(all),
  ...checkUniqueRoutes(all),
  ...checkLookups(all),
  ...checkLookupSizes(all),
];
