// A master-data record from a request body: only the declaration's fields (and detail lines) are read,
// anything else is dropped; every value is checked by the shared rules (src/domain/masterDataRules.mjs, the
// form's own) and stored through masterValueOf. An update starts from the stored record, so a field the body
// leaves out keeps its value.
import { masterRecordProblems, masterValueOf } from '../../../src/domain/masterDataRules.mjs';
import { isPlainObject } from '../http/fields.mjs';

// A JSON body may send an object or array where a value belongs; the shared rules stringify values, which an
// object such as {"toString": 1} would throw on. NaN fails every kind's check with that kind's own text.
const primitiveOr = (value) => (value === null || typeof value !== 'object' ? value : Number.NaN);

/** Only the declared fields of an object (undefined when absent), each a primitive, for checking. */
const declaredOf = (fields, source) => Object.fromEntries(Object.keys(fields).map((name) => [name, primitiveOr(source?.[name])]));

const storedOf = (fields, values) => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, masterValueOf(field, values[name])]));

/** The lines a body gives: an array under the detail's name, else (details call) the body itself when it is one. */
export const bodyLines = (detail, body) => (Array.isArray(body) ? body : body?.[detail.name]);

/**
 * { record } ready to store (without its id) or { problems } ({ field: text }, detail lines as `${name}.${i}.${field}`).
 * @param {object} entry a PARA_TABLE entry
 * @param {unknown} body the request's values
 * @param {object} [stored] the record being updated
 * @param {(entity: string, id: number) => boolean} refExists
 */
export function paraRecordOf(entry, body, stored, refExists) {
  const { fields, detail } = entry.declaration;
  const given = isPlainObject(body) ? body : {};
  const values = declaredOf(fields, { ...stored, ...Object.fromEntries(Object.entries(given).filter(([name]) => Object.hasOwn(fields, name))) });
  let lines;
  if (detail) {
    const sent = bodyLines(detail, body);
    lines = (sent === undefined && stored ? stored[detail.name] ?? [] : sent) ?? [];
    // a non-array counts as no lines (the `min` rule speaks); a non-object line as an empty one
    lines = Array.isArray(lines) ? lines.map((line) => declaredOf(detail.fields, isPlainObject(line) ? line : {})) : [];
  }
  const problems = masterRecordProblems(entry.declaration, detail ? { ...values, [detail.name]: lines } : values, refExists);
  if (Object.keys(problems).length > 0) return { problems };
  const record = storedOf(fields, values);
  if (detail) record[detail.name] = lines.map((line) => storedOf(detail.fields, line));
  return { record };
}
