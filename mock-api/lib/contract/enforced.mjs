// The part of a declared request schema the request check enforces: the declared schema without the keywords a
// route checks itself (schemas.mjs byRoute), so a rule the spec gives its own text and code keeps them.
import { ROUTE_CHECKS } from './schemas.mjs';

const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const SUBSCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SUBSCHEMAS = new Set(['items', 'not', 'additionalProperties', 'contains']);

const ANNOTATIONS = new Set(['description', 'examples', 'title']);

const routeChecked = (schema, keyword) => {
  const keywords = schema?.[ROUTE_CHECKS]?.keywords;
  return keywords === 'all' ? !ANNOTATIONS.has(keyword) : Boolean(keywords?.includes(keyword));
};

/** A plain JSON schema (no marks) for ajv. */
export function enforcedSchema(schema) {
  if (schema === null || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (routeChecked(schema, key)) continue;
    if (SUBSCHEMA_MAPS.has(key)) out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, enforcedSchema(sub)]));
    else if (SUBSCHEMA_LISTS.has(key)) out[key] = value.map(enforcedSchema);
    else if (SUBSCHEMAS.has(key)) out[key] = enforcedSchema(value);
    else out[key] = value;
  }
  if (Array.isArray(out.required)) {
    out.required = out.required.filter((name) => !routeChecked(schema.properties?.[name], 'required'));
    if (out.required.length === 0) delete out.required;
  }
  return out;
}
