// The contracts of the master-data calls (routes/para.mjs), written from each entity's declaration
// (resources/master-data): its fields give the record's schema with the limits src/domain/masterDataRules.mjs
// enforces. Those rules answer 200 '03' with every refused field in `problems` (the form's own texts), so the
// request check leaves them to the route; it checks that a body is an object.
import { MASTER_STATUS_OPTIONS, MASTER_TEXT, numberBounds, textMax } from '../../../../src/domain/masterDataRules.mjs';
import { contract, spec } from '../declare.mjs';
import { PROBLEMS, USER_LIST_QUERY, anyOf, array, boolean, byRoute, envelope, idParam, integer, json, named, nullable, number, object, text } from '../schemas.mjs';

const SECTION = '§7 Master-data back office';
const RULES = "200 '03' with the form's text (src/domain/masterDataRules.mjs), every refused field in problems";
const TEXT_KINDS = new Set(['code', 'text', 'multiline']);

/** One declared field's value as a request may send it. */
function fieldSchema(field) {
  const description = field.label;
  if (TEXT_KINDS.has(field.kind)) return text({ min: field.min ?? 1, max: textMax(field), description: field.format ? `${description}; ${field.format === 'hex' ? 'a colour like #1A2B3C' : `format ${field.format}, stored in capitals`}` : description });
  if (field.kind === 'number') {
    const { min, max, decimals } = numberBounds(field);
    return decimals === 0 ? integer({ min, max, description }) : number({ min, max, description: `${description}; at most ${decimals} decimals` });
  }
  if (field.kind === 'select') return text({ values: field.options ?? [], description });
  if (field.kind === 'status') return text({ values: MASTER_STATUS_OPTIONS, description });
  if (field.kind === 'boolean') return boolean({ description });
  if (field.kind === 'ref') return integer({ min: 1, description: `${description}: the id of a ${field.ref}` });
  return { description };
}

/** One declared field's value as stored and answered (an optional one may be null). */
const storedSchema = (field) => (field.kind === 'boolean' ? fieldSchema(field) : nullable(fieldSchema(field)));

const requiredOf = (fields) => Object.entries(fields).filter(([, field]) => field.required).map(([name]) => name);
const mapFields = (fields, as) => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, as(field)]));

/** The record of an entity (answers) and its form (request bodies), each once per entity. */
function shapesOf(entry) {
  const { declaration, idField } = entry;
  const { fields, detail } = declaration;
  const title = declaration.entity.charAt(0).toUpperCase() + declaration.entity.slice(1);
  const line = detail && byRoute(object(mapFields(detail.fields, (field) => byRoute(fieldSchema(field), RULES)), { required: requiredOf(detail.fields) }), `a line that is no object counts as an empty one; ${RULES}`, ['type']);
  const lines = detail && byRoute(array(line, { description: `${detail.title}: at least ${detail.min ?? 0}.` }), RULES);
  const storedLine = detail && object(mapFields(detail.fields, storedSchema));
  const record = named(`${title}Record`, object(
    { [idField]: integer({ min: 1 }), ...mapFields(fields, storedSchema), ...(detail ? { [detail.name]: array(storedLine) } : {}) },
    { required: [idField], description: declaration.title },
  ));
  const form = named(`${title}Form`, object(
    { ...mapFields(fields, (field) => byRoute(fieldSchema(field), RULES)), ...(detail ? { [detail.name]: lines } : {}) },
    { required: requiredOf(fields), description: `${declaration.title}: only these fields are read; on an update a field left out keeps its value.` },
  ));
  return { record, form, line, lines };
}

const shapes = new Map();
const shapesFor = (entry) => {
  if (!shapes.has(entry.entity)) shapes.set(entry.entity, shapesOf(entry));
  return shapes.get(entry.entity);
};

/**
 * The contract of one master-data route.
 * @param {object} entry a PARA_TABLE entry  @param {string} operation  @param {{ method: string, path: string }} call
 */
export function paraContract(entry, operation, { method, path }) {
  const { record, form, lines } = shapesFor(entry);
  const noun = entry.noun;
  const source = spec(SECTION, `${method} ${path.slice(1).replace(':id', '{id}')}`);
  const id = path.includes(':id') ? { params: object({ id: idParam(`200 '01' '${MASTER_TEXT.notFound(noun)}'`) }) } : {};
  const outcome = (codes) => json("'00' done; '01' no such record; '02' a duplicate value or a record still named by others; '03' refused values (problems).", envelope(codes, { data: record, problems: PROBLEMS }, { message: true }));
  const notFound = json(`'01' '${MASTER_TEXT.notFound(noun)}'`, envelope(['01'], {}, { message: true }));
  switch (operation) {
    case 'list':
      return contract({
        summary: `${entry.title}: one page`,
        source,
        query: object({ ...USER_LIST_QUERY.properties, status: byRoute(text({ values: MASTER_STATUS_OPTIONS }), 'any other value filters nothing') }),
        responses: { 200: json('One page of records.', object({ statusCode: text({ values: ['00'] }), data: array(record), total: integer({ min: 0 }) }, { required: ['statusCode', 'data', 'total'] })) },
      });
    case 'all':
      return contract({ summary: `${entry.title}: every Active record, by name (the selects)`, source, responses: { 200: json('The records.', array(record)) } });
    case 'getOne':
      return contract({ summary: `${entry.title}: one record`, source, ...id, responses: { 200: json('The record, or 01.', anyOf(object({ statusCode: text({ values: ['00'] }), data: record }, { required: ['statusCode', 'data'] }), notFound.content['application/json'].schema)) } });
    case 'create':
      return contract({ summary: `${entry.title}: a new record`, source, body: form, responses: { 200: outcome(['00', '02', '03']) } });
    case 'update':
      return contract({
        summary: `${entry.title}: changes a record`,
        description: id.params ? undefined : `The record named by ${entry.idField} (or id) in the body; without one: 400 '${MASTER_TEXT.required(entry.idField)}'.`,
        source,
        ...id,
        body: form,
        responses: { 200: outcome(['00', '01', '02', '03']) },
      });
    case 'details':
      return contract({
        summary: `${entry.title}: replaces a record's ${entry.declaration.detail.title.toLowerCase()}`,
        source,
        ...id,
        body: byRoute(anyOf(lines, object({ [entry.declaration.detail.name]: lines })), `any other body counts as no lines; ${RULES}`, ['anyOf']),
        responses: { 200: outcome(['00', '01', '02', '03']) },
      });
    case 'delete':
      return contract({ summary: `${entry.title}: deletes a record no other record names`, source, ...id, responses: { 200: outcome(['00', '01', '02']) } });
    default:
      throw new Error(`master data: no contract for ${operation}`);
  }
}
