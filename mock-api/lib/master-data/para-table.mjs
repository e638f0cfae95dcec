// The generic para module's table: one entry per master-data declaration (resources/master-data), with
// what the routes need at hand: its collection, screen, unique fields, references and the text searched. Built
// from the declarations alone, so an entity is served the moment its declaration is listed in MASTER_DATA. A
// declaration the module could not serve safely fails here, at start-up, not on a user's request.
import { MASTER_DATA } from '../../../resources/master-data/index.mjs';
import { masterDataRoute } from '../../../src/domain/masterDataRules.mjs';

/** The lowdb collection of an entity's records. */
export const paraCollection = (entity) => `para_${entity}`;

// Entity names become URL segments and collection names: plain lower-case words only.
const ENTITY_NAME = /^[a-z][a-z0-9]*$/;
// Kinds whose stored value is text a list search may match (refs are matched by the named record's name).
const SEARCHED_KINDS = new Set(['code', 'text', 'multiline', 'select', 'status']);

const refsOf = (fields) =>
  Object.entries(fields)
    .filter(([, field]) => field.kind === 'ref')
    .map(([name, field]) => ({ name, label: field.label, ref: field.ref }));

function entryOf(declaration) {
  const { entity, idField, nameField, fields, detail } = declaration;
  if (!ENTITY_NAME.test(entity ?? '')) throw new Error(`master data: entity name "${entity}" must be lower-case letters and digits`);
  if (!idField || Object.hasOwn(fields, idField)) throw new Error(`master data ${entity}: idField "${idField}" must be set and not be a field`);
  if (!Object.hasOwn(fields, nameField)) throw new Error(`master data ${entity}: nameField "${nameField}" is not a field`);
  const named = Object.entries(fields);
  return Object.freeze({
    entity,
    declaration,
    noun: declaration.noun,
    title: declaration.title,
    idField,
    nameField,
    collection: paraCollection(entity),
    screen: masterDataRoute(declaration),
    uniqueFields: named.filter(([, field]) => field.unique).map(([name]) => name),
    requiredFields: named.filter(([, field]) => field.required).map(([name]) => name),
    statusField: named.find(([, field]) => field.kind === 'status')?.[0] ?? null,
    searchFields: named.filter(([, field]) => SEARCHED_KINDS.has(field.kind)).map(([name]) => name),
    refs: refsOf(fields),
    detailName: detail?.name ?? null,
    detailRefs: detail ? refsOf(detail.fields) : [],
  });
}

/**
 * entity -> entry for every declaration (in MASTER_DATA order).
 * @param {readonly import('../../../src/domain/masterDataRules.mjs').MasterEntity[]} [declarations]
 */
export function buildParaTable(declarations = MASTER_DATA) {
  const table = new Map();
  for (const declaration of declarations) {
    if (table.has(declaration.entity)) throw new Error(`master data: entity "${declaration.entity}" is declared twice`);
    table.set(declaration.entity, entryOf(declaration));
  }
  return table;
}

/** The table of MASTER_DATA, built once. */
export const PARA_TABLE = buildParaTable();
